import { canBeFilterable, fieldTypeLabels, fieldTypes } from '@folio/schema'
import type { Component, ContentType, FieldType, PluginValidator } from '@folio/schema'
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'

import type { DraftErrors, FieldDraft } from '@/lib/content-type-draft'

import { FieldSettings, settingInputId } from './field-settings'
import { ValidatorList } from './validator-list'

import { Checkbox } from '@/components/ui/checkbox'
import { SelectField, TextField } from '@/components/ui/form-field'

/** The id of one of a field row's inputs, so errors can focus it. */
export const fieldInputId = (key: string, part: 'name' | 'type' | 'description' | 'reference') =>
  `ct-field-${key}-${part}`

const iconButton =
  'grid size-8 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40'

/** One field of the content-type form: name, type, references, description, required, filterable. */
export function FieldRow({
  field,
  index,
  count,
  errors,
  types,
  components,
  validators,
  disabled,
  onChange,
  onMove,
  onRemove,
}: {
  field: FieldDraft
  index: number
  count: number
  errors: DraftErrors
  /** The content types a reference field may point to. */
  types: readonly ContentType[]
  /** The components component and blocks fields may use. */
  components: readonly Component[]
  /** The validators running plugins offer; undefined until read. */
  validators: readonly PluginValidator[] | undefined
  disabled: boolean
  onChange: (patch: Partial<FieldDraft>) => void
  onMove: (offset: -1 | 1) => void
  onRemove: () => void
}) {
  const number = index + 1
  const label = field.name.trim() || String(number)
  const error = (part: string) => errors[`fields.${index}.${part}`]
  // A list's entries report their own problems (`options.1.value`); other settings show the
  // first problem inside them.
  const settingError = (part: string) =>
    error(part) ??
    (part === 'options'
      ? undefined
      : Object.entries(errors).find(([path]) => path.startsWith(`fields.${index}.${part}.`))?.[1])

  return (
    <fieldset
      className="min-w-0 rounded-xl border border-border bg-surface/60 p-4"
      aria-label={`Field ${number}`}
      disabled={disabled}
    >
      <div className="-mt-1 mb-3 flex items-center gap-1">
        <span
          aria-hidden="true"
          className="flex-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          Field {number}
        </span>
        <button
          type="button"
          className={iconButton}
          aria-label={`Move field ${label} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={`Move field ${label} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`${iconButton} hover:bg-danger-soft hover:text-danger`}
          aria-label={`Remove field ${label}`}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldInputId(field.key, 'name')}
          label="Field Name"
          autoComplete="off"
          placeholder="e.g. title"
          value={field.name}
          error={error('name')}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <SelectField
          id={fieldInputId(field.key, 'type')}
          label="Field Type"
          value={field.type}
          error={error('type')}
          onChange={(event) => {
            const type = fieldTypes.find((candidate) => candidate === event.target.value)
            if (type) onChange({ type: type satisfies FieldType })
          }}
        >
          {fieldTypes.map((type) => (
            <option key={type} value={type}>
              {fieldTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        {field.type === 'reference' && (
          <div className="sm:col-span-2">
            <SelectField
              id={fieldInputId(field.key, 'reference')}
              label="References"
              hint="Which content type's items this field may point to."
              value={field.referenceTypeId ?? ''}
              error={error('referenceTypeId')}
              onChange={(event) => onChange({ referenceTypeId: event.target.value || null })}
            >
              <option value="">Any content type</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        <FieldSettings
          field={field}
          error={settingError}
          types={types}
          components={components}
          onChange={onChange}
        />
        <div className="sm:col-span-2">
          <TextField
            id={fieldInputId(field.key, 'description')}
            label="Description"
            autoComplete="off"
            placeholder="Shown to editors under the input"
            value={field.description}
            error={error('description')}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        </div>
        <ValidatorList
          id={settingInputId(field.key, 'validators')}
          available={validators}
          chosen={field.validators}
          error={settingError('validators')}
          onChange={(chosen) => onChange({ validators: chosen })}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Checkbox
          id={`ct-field-${field.key}-required`}
          label="Required field"
          checked={field.required}
          onChange={(event) => onChange({ required: event.target.checked })}
        />
        {canBeFilterable(field.type) && (
          <Checkbox
            id={`ct-field-${field.key}-filterable`}
            label="Filterable (indexed)"
            title="Keeps API filters on this field fast with many items; saving builds the index"
            checked={field.filterable}
            onChange={(event) => onChange({ filterable: event.target.checked })}
          />
        )}
        <Checkbox
          id={`ct-field-${field.key}-translatable`}
          label="Translatable"
          title="Off: one value shared by every language, edited once on the item"
          checked={field.translatable}
          onChange={(event) => onChange({ translatable: event.target.checked })}
        />
      </div>
    </fieldset>
  )
}
