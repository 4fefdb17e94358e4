import type { ContentTypeField } from '@folio/schema'
import type { Editor } from '@tiptap/react'
import { useRef } from 'react'

import { useCollabSessionContext } from '../collab/collab-context'
import { idListOf, mediaListOf, selectedValues } from '../structured-values'

import { richTextSource, textSource } from './ai-assist-source'
import { AiFieldAssist } from './ai-field-assist'
import { BlocksInput } from './blocks/blocks-input'
import { ComponentInput } from './blocks/component-input'
import { FieldInputProvider } from './blocks/field-input-slot'
import { FieldFrame, fieldIds } from './field-frame'
import type { FieldInputProps } from './field-input-props'
import { ImageInput } from './image-input'
import { JsonInput } from './json-input'
import { MediaInput } from './media-input'
import { ReferenceSelect } from './reference-select'
import { RelationInput } from './relation-input'
import { RichTextEditor } from './rich-text-editor'
import { SelectInput } from './select-input'

import { controlClass } from '@/components/ui/form-field'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'

const hintFor = (field: ContentTypeField) => {
  if (field.type !== 'array') return field.description || undefined
  return [field.description, 'Separate values with commas.'].filter(Boolean).join(' ')
}

/** What entries of component and blocks fields render their own fields with. */
const renderFieldInput = (props: FieldInputProps) => <FieldInput {...props} />

/** One input per content-type field, chosen by the field's type. */
export function FieldInput({
  id,
  field,
  value,
  error,
  onChange,
  itemId,
  ai,
  path,
}: FieldInputProps) {
  const editorRef = useRef<Editor | null>(null)
  const collab = useCollabSessionContext()
  const valuePath = path ?? field.name
  const hint = hintFor(field)
  const { labelId, describedBy } = fieldIds(id, hint, error)
  const text = typeof value === 'string' ? value : ''
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    // The live preview and the error focus find the input by the path of its value.
    'data-field-path': `data.${valuePath}`,
  }
  const inputClass = cn(controlClass, error ? 'border-danger' : 'border-input')
  const frame = { id, label: field.name, required: field.required, hint, error }

  const nested = { id, path: valuePath, field, value, error, onChange, itemId }
  // Only a type's own rich-text fields are co-edited; those inside components and blocks move
  // with their entries, which are not shared, so they stay the form's alone.
  const sharedStatus = collab && path === undefined ? collab.status : 'solo'

  switch (field.type) {
    case 'component':
      return (
        <FieldInputProvider value={renderFieldInput}>
          <ComponentInput {...nested} />
        </FieldInputProvider>
      )
    case 'blocks':
      return (
        <FieldInputProvider value={renderFieldInput}>
          <BlocksInput {...nested} />
        </FieldInputProvider>
      )
    case 'rich-text':
      return (
        <FieldFrame
          {...frame}
          action={
            ai && (
              <AiFieldAssist
                options={ai}
                fieldLabel={field.name}
                format="html"
                value={text}
                source={() => (editorRef.current ? richTextSource(editorRef.current) : null)}
              />
            )
          }
        >
          <RichTextEditor
            // A new editor once the shared document is there; until then the saved text.
            key={sharedStatus === 'live' ? 'shared' : 'own'}
            id={id}
            label={field.name}
            value={text}
            onChange={(html) => {
              if (sharedStatus === 'connecting') collab?.abandon()
              onChange(html)
            }}
            invalid={Boolean(error)}
            describedBy={describedBy}
            editorRef={editorRef}
            collab={
              sharedStatus === 'live' && collab ? { session: collab, field: field.name } : undefined
            }
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
    case 'select':
      return (
        <FieldFrame {...frame}>
          <SelectInput
            {...aria}
            labelId={labelId}
            className={inputClass}
            field={field}
            value={field.multiple ? selectedValues(value) : text}
            onChange={onChange}
          />
        </FieldFrame>
      )
    case 'relation':
      return (
        <FieldFrame {...frame}>
          <RelationInput
            id={id}
            field={field}
            value={idListOf(value)}
            onChange={onChange}
            excludeId={itemId}
            invalid={Boolean(error)}
            describedBy={describedBy}
            fieldPath={aria['data-field-path']}
          />
        </FieldFrame>
      )
    case 'json':
      return (
        <FieldFrame {...frame}>
          <JsonInput
            id={id}
            value={text}
            onChange={onChange}
            invalid={Boolean(error)}
            labelId={labelId}
            describedBy={describedBy}
            fieldPath={aria['data-field-path']}
          />
        </FieldFrame>
      )
    case 'media':
      return (
        <FieldFrame {...frame}>
          <MediaInput
            id={id}
            field={field}
            value={mediaListOf(value)}
            onChange={onChange}
            describedBy={describedBy}
            fieldPath={aria['data-field-path']}
          />
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
        <FieldFrame
          {...frame}
          action={
            ai &&
            field.type === 'text' && (
              <AiFieldAssist
                options={ai}
                fieldLabel={field.name}
                format="text"
                value={text}
                source={() => textSource(text, onChange)}
                offerSeo
              />
            )
          }
        >
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
