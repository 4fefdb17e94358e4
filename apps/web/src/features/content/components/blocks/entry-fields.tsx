import type { ContentTypeField } from '@folio/schema'
import { memo } from 'react'

import type { FieldFormValue } from '../../item-form-values'
import { useFieldError } from '../field-errors-context'
import { useRenderFieldInput } from './field-input-slot'

/** The id of a nested input: `field-sections[3].heading` (what the preview focuses). */
export const nestedInputId = (path: string) => `field-${path}`

/** One field inside an entry, with the error of its path (`data.sections[3].heading`). */
const NestedField = memo(function NestedField({
  field,
  path,
  value,
  onChange,
  itemId,
}: {
  field: ContentTypeField
  path: string
  value: FieldFormValue | undefined
  onChange: (name: string, value: FieldFormValue) => void
  itemId?: string | undefined
}) {
  const error = useFieldError(`data.${path}`)
  const renderFieldInput = useRenderFieldInput()
  return renderFieldInput({
    id: nestedInputId(path),
    path,
    field,
    value: value ?? '',
    error,
    onChange: (next) => onChange(field.name, next),
    itemId,
  })
})

/**
 * A component's fields for one entry, through the same input dispatch as a type's own fields,
 * so components inside blocks inside components work at any depth.
 */
export function EntryFields({
  fields,
  values,
  path,
  onChange,
  itemId,
}: {
  fields: readonly ContentTypeField[]
  values: Readonly<Record<string, FieldFormValue>>
  /** The entry's path: `sections[3]`, or `seo` for a single component. */
  path: string
  onChange: (name: string, value: FieldFormValue) => void
  itemId?: string | undefined
}) {
  return (
    <div className="space-y-4">
      {fields.map((field) => (
        <NestedField
          key={field.id}
          field={field}
          path={`${path}.${field.name}`}
          value={values[field.name]}
          onChange={onChange}
          itemId={itemId}
        />
      ))}
    </div>
  )
}
