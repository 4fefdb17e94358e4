import type { Component, ContentType } from '@folio/schema'

import { hasBounds } from '@/lib/field-draft'
import type { FieldDraft } from '@/lib/field-draft'

import { ChoiceList } from './choice-list'
import { SelectOptionsEditor } from './select-options-editor'

import { Checkbox } from '@/components/ui/checkbox'
import { SelectField, TextField } from '@/components/ui/form-field'
import { JsonCodeEditor } from '@/components/ui/json-code-editor'

/** The id of a setting's input, so an error path (`fields.2.options`) can focus it. */
export const settingInputId = (key: string, part: string) => `ct-field-${key}-${part}`

/** Settings a field type adds to its row; the parts are named as the API names them. */
export const settingParts = [
  'options',
  'multiple',
  'relationTypeIds',
  'onDelete',
  'min',
  'max',
  'jsonSchema',
  'componentId',
  'repeatable',
  'componentIds',
  'validators',
] as const

/** The options of the row's type: choices, targets, bounds, schema or components. */
export function FieldSettings({
  field,
  error,
  types,
  components,
  onChange,
}: {
  field: FieldDraft
  /** The row's problem at a part (`options`, `min`, `options.1.value`). */
  error: (part: string) => string | undefined
  types: readonly ContentType[]
  components: readonly Component[]
  onChange: (patch: Partial<FieldDraft>) => void
}) {
  const id = (part: string) => settingInputId(field.key, part)
  const bounds = hasBounds(field) && (
    <div className="grid grid-cols-2 gap-4 sm:col-span-2">
      {(['min', 'max'] as const).map((part) => (
        <TextField
          key={part}
          id={id(part)}
          label={part === 'min' ? 'At least' : 'At most'}
          type="number"
          min={part === 'min' ? 0 : 1}
          step={1}
          inputMode="numeric"
          placeholder={part === 'min' ? '0' : 'No limit'}
          value={field[part]}
          error={error(part)}
          onChange={(event) => onChange({ [part]: event.target.value })}
        />
      ))}
    </div>
  )

  switch (field.type) {
    case 'select':
      return (
        <div className="space-y-3 sm:col-span-2">
          <SelectOptionsEditor
            id={id('options')}
            options={field.options}
            error={error('options')}
            errorAt={(index) => error(`options.${index}.value`) ?? error(`options.${index}.label`)}
            onChange={(options) => onChange({ options })}
          />
          <Checkbox
            id={id('multiple')}
            label="Allow several values"
            checked={field.multiple}
            onChange={(event) => onChange({ multiple: event.target.checked })}
          />
        </div>
      )
    case 'relation':
      return (
        <>
          <ChoiceList
            id={id('relationTypeIds')}
            legend="Items of"
            hint="None checked: items of any content type."
            choices={types.map((type) => ({ id: type.id, name: type.name }))}
            chosen={field.relationTypeIds}
            error={error('relationTypeIds')}
            onChange={(relationTypeIds) => onChange({ relationTypeIds })}
          />
          {bounds}
          <div className="sm:col-span-2">
            <SelectField
              id={id('onDelete')}
              label="When a linked item is deleted"
              value={field.onDelete}
              error={error('onDelete')}
              onChange={(event) =>
                onChange({ onDelete: event.target.value === 'unlink' ? 'unlink' : 'restrict' })
              }
            >
              <option value="restrict">Refuse to delete it</option>
              <option value="unlink">Remove the link</option>
            </SelectField>
          </div>
        </>
      )
    case 'json': {
      const problem = error('jsonSchema')
      return (
        <div className="sm:col-span-2">
          <p id={`${id('jsonSchema')}-label`} className="text-sm font-medium">
            JSON Schema (optional)
          </p>
          <JsonCodeEditor
            id={id('jsonSchema')}
            className="mt-1.5"
            labelledBy={`${id('jsonSchema')}-label`}
            describedBy={problem ? `${id('jsonSchema')}-error` : `${id('jsonSchema')}-hint`}
            invalid={Boolean(problem)}
            placeholder='{ "type": "object" }'
            value={field.jsonSchema}
            onChange={(jsonSchema) => onChange({ jsonSchema })}
          />
          {problem ? (
            <p id={`${id('jsonSchema')}-error`} className="mt-1.5 text-sm font-medium text-danger">
              {problem}
            </p>
          ) : (
            <p id={`${id('jsonSchema')}-hint`} className="mt-1.5 text-sm text-muted-foreground">
              Values must satisfy it when saved. Leave empty to accept any JSON.
            </p>
          )}
        </div>
      )
    }
    case 'media':
      return (
        <>
          <Checkbox
            id={id('multiple')}
            className="sm:col-span-2"
            label="Gallery (several files)"
            checked={field.multiple}
            onChange={(event) => onChange({ multiple: event.target.checked })}
          />
          {bounds}
        </>
      )
    case 'component':
      return (
        <>
          <SelectField
            id={id('componentId')}
            label="Component"
            value={field.componentId}
            error={error('componentId')}
            onChange={(event) => onChange({ componentId: event.target.value })}
          >
            <option value="">Choose a component</option>
            {components.map((component) => (
              <option key={component.id} value={component.id}>
                {component.name}
              </option>
            ))}
          </SelectField>
          <Checkbox
            id={id('repeatable')}
            className="sm:self-end sm:pb-3"
            label="Repeatable (a list of entries)"
            checked={field.repeatable}
            onChange={(event) => onChange({ repeatable: event.target.checked })}
          />
          {bounds}
        </>
      )
    case 'blocks':
      return (
        <>
          <ChoiceList
            id={id('componentIds')}
            legend="Allowed components"
            hint={
              components.length === 0
                ? 'Create components first: blocks are made of them.'
                : 'The palette lists them in this order.'
            }
            choices={components.map((component) => ({ id: component.id, name: component.name }))}
            chosen={field.componentIds}
            error={error('componentIds')}
            ordered
            onChange={(componentIds) => onChange({ componentIds })}
          />
          {bounds}
        </>
      )
    default:
      return null
  }
}
