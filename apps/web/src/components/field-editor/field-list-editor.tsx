import type { Component, ContentType } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'

import { contentTypesQuery } from '@/lib/api/get-content-types'
import { newFieldDraft } from '@/lib/field-draft'
import type { FieldDraft } from '@/lib/field-draft'

import { settingInputId, settingParts } from './field-settings'
import { FieldRow, fieldInputId } from './field-row'

import { Button } from '@/components/ui/button'
import { componentsQuery } from '@/lib/api/get-components'
import { pluginValidatorsQuery } from '@/lib/api/plugin-validators'

export const ADD_FIELD_ID = 'ct-add-field'

/** The input an error path under `fields` points at (`fields.2.name` → that row's name input). */
export function fieldErrorInputId(path: string, fields: readonly FieldDraft[]): string | null {
  const [head, index, part, optionIndex] = path.split('.')
  if (head !== 'fields') return null
  const field = fields[Number(index)]
  if (!field) return ADD_FIELD_ID
  if (part === 'referenceTypeId') return fieldInputId(field.key, 'reference')
  if (part === 'type' || part === 'description') return fieldInputId(field.key, part)
  if (part === 'options' && optionIndex !== undefined) {
    const option = field.options[Number(optionIndex)]
    if (option) return `${settingInputId(field.key, 'options')}-${option.key}-value`
  }
  if ((settingParts as readonly string[]).includes(part ?? '')) {
    return settingInputId(field.key, part ?? '')
  }
  return fieldInputId(field.key, 'name')
}

/** Drops errors of rows: after a row moves or goes, its index points at another row. */
export const withoutFieldErrors = <T extends Record<string, string>>(errors: T) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('fields'))) as T

/**
 * The list of fields of a content type or a component: one row per field with its type's
 * settings, add, move and remove. Errors are by the API's paths (`fields.2.options`).
 */
export function FieldListEditor({
  fields,
  errors,
  disabled,
  onChange,
  onUpdate,
  excludeComponentId,
}: {
  fields: FieldDraft[]
  errors: Record<string, string>
  disabled: boolean
  /** The whole list changed (rows added, moved or removed). */
  onChange: (fields: FieldDraft[]) => void
  onUpdate: (index: number, patch: Partial<FieldDraft>) => void
  /** The component being edited: it cannot contain itself. */
  excludeComponentId?: string | undefined
}) {
  const types: ContentType[] = useQuery(contentTypesQuery()).data ?? []
  const components: Component[] = (useQuery(componentsQuery()).data ?? []).filter(
    (component) => component.id !== excludeComponentId,
  )
  const validators = useQuery(pluginValidatorsQuery()).data

  const addField = () => {
    const field = newFieldDraft()
    onChange([...fields, field])
    requestAnimationFrame(() => document.getElementById(fieldInputId(field.key, 'name'))?.focus())
  }

  const moveField = (index: number, offset: -1 | 1) => {
    const next = [...fields]
    const [moved] = next.splice(index, 1)
    if (!moved) return
    next.splice(index + offset, 0, moved)
    onChange(next)
  }

  return (
    <section aria-labelledby="ct-fields-title" className="mt-6">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id="ct-fields-title" className="font-semibold">
          Fields
        </h3>
        <Button
          id={ADD_FIELD_ID}
          variant="secondary"
          size="sm"
          onClick={addField}
          disabled={disabled}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add Field
        </Button>
      </div>
      {errors.fields && (
        <p id="ct-fields-error" className="mb-3 text-sm font-medium text-danger">
          {errors.fields}
        </p>
      )}
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
          No fields defined. Click &quot;Add Field&quot; to create one.
        </p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.key}>
              <FieldRow
                field={field}
                index={index}
                count={fields.length}
                errors={errors}
                types={types}
                components={components}
                validators={validators}
                disabled={disabled}
                onChange={(patch) => onUpdate(index, patch)}
                onMove={(offset) => moveField(index, offset)}
                onRemove={() => onChange(fields.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
