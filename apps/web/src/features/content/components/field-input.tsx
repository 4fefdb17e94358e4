import type { ContentTypeField } from '@folio/schema'

import type { FieldFormValue } from '../item-form-values'

import { FieldFrame, fieldIds } from './field-frame'
import { ImageInput } from './image-input'
import { ReferenceSelect } from './reference-select'
import { RichTextEditor } from './rich-text-editor'

import { controlClass } from '@/components/ui/form-field'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'

export interface FieldInputProps {
  id: string
  field: ContentTypeField
  value: FieldFormValue
  error?: string | undefined
  onChange: (value: FieldFormValue) => void
  /** The item being edited, so a reference cannot point at itself. */
  itemId?: string | undefined
}

const hintFor = (field: ContentTypeField) => {
  if (field.type !== 'array') return field.description || undefined
  return [field.description, 'Separate values with commas.'].filter(Boolean).join(' ')
}

/** One input per content-type field, chosen by the field's type. */
export function FieldInput({ id, field, value, error, onChange, itemId }: FieldInputProps) {
  const hint = hintFor(field)
  const { labelId, describedBy } = fieldIds(id, hint, error)
  const text = typeof value === 'string' ? value : ''
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  }
  const inputClass = cn(controlClass, error ? 'border-danger' : 'border-input')
  const frame = { id, label: field.name, required: field.required, hint, error }

  switch (field.type) {
    case 'rich-text':
      return (
        <FieldFrame {...frame}>
          <RichTextEditor
            id={id}
            label={field.name}
            value={text}
            onChange={onChange}
            invalid={Boolean(error)}
            describedBy={describedBy}
          />
        </FieldFrame>
      )
    case 'boolean':
      return (
        <FieldFrame {...frame}>
          <div className="flex items-center gap-3">
            <Switch
              id={id}
              checked={value === true}
              onChange={onChange}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
            />
            <span className="text-sm text-muted-foreground" aria-hidden="true">
              {value === true ? 'Yes' : 'No'}
            </span>
          </div>
        </FieldFrame>
      )
    case 'image':
      return (
        <FieldFrame {...frame}>
          <ImageInput {...aria} className={inputClass} value={text} onChange={onChange} />
        </FieldFrame>
      )
    case 'reference':
      return (
        <FieldFrame {...frame}>
          <ReferenceSelect
            {...aria}
            className={inputClass}
            value={text}
            onChange={onChange}
            targetTypeId={field.referenceTypeId ?? null}
            excludeId={itemId}
          />
        </FieldFrame>
      )
    default:
      return (
        <FieldFrame {...frame}>
          <input
            {...aria}
            className={inputClass}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            {...inputKind[field.type]}
          />
        </FieldFrame>
      )
  }
}

const inputKind = {
  text: { type: 'text' },
  number: { type: 'number', step: 'any', inputMode: 'decimal' },
  date: { type: 'date' },
  array: { type: 'text', placeholder: 'news, product, launch' },
} as const
