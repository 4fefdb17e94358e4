import { REPEATABLE_MAX_ENTRIES } from '@folio/schema'
import type { ContentTypeField } from '@folio/schema'
import { Plus } from 'lucide-react'
import { useCallback } from 'react'

import type { FieldFormValue } from '../../item-form-values'

import { iconOf } from './block-palette'
import { useComponents } from './components-context'
import { EntryFields } from './entry-fields'
import { EntryList } from './entry-list'
import { emptyEntry } from '../../field-values'
import { entriesOf, findComponent, isEntry } from './entry-values'
import type { RegistryComponent } from './entry-values'
import { ComponentBadge, GroupFrame } from './group-frame'
import { limitHint } from './limits'
import { useEntryList } from './use-entry-list'

import { Button } from '@/components/ui/button'

interface Props {
  id: string
  path: string
  field: ContentTypeField
  value: FieldFormValue
  error?: string | undefined
  onChange: (value: FieldFormValue) => void
  itemId?: string | undefined
}

/** A single component: its fields in place, in a bordered group titled with its name. */
function SingleComponent({ component, ...props }: Props & { component: RegistryComponent }) {
  const { id, path, field, value, error, onChange, itemId } = props
  const components = useComponents()
  const entry = isEntry(value) ? value : emptyEntry(component, components)
  return (
    <GroupFrame
      id={id}
      path={path}
      label={field.name}
      badge={<ComponentBadge name={component.name} />}
      required={field.required}
      hint={field.description || undefined}
      error={error}
      bordered
    >
      <EntryFields
        fields={component.fields}
        values={entry.values}
        path={path}
        onChange={(name, next) => onChange({ ...entry, values: { ...entry.values, [name]: next } })}
        itemId={itemId}
      />
    </GroupFrame>
  )
}

/** A repeatable component: an ordered list of its entries, each a card like a block's. */
function RepeatableComponent({ component, ...props }: Props & { component: RegistryComponent }) {
  const { id, path, field, value, error, onChange, itemId } = props
  const components = useComponents()
  const entries = entriesOf(value)
  const list = useEntryList(entries, onChange)
  const max = Math.min(field.max ?? REPEATABLE_MAX_ENTRIES, REPEATABLE_MAX_ENTRIES)
  const min = field.min ?? 0
  const noun = { one: component.name, many: `${component.name} entries` }
  const componentOf = useCallback(() => component, [component])
  const labelOf = useCallback(() => component.name, [component])
  const iconFor = useCallback(() => iconOf(component), [component])
  const hint = [field.description, limitHint(entries.length, min, max, field.max, noun)]
    .filter(Boolean)
    .join(' ')
  const full = entries.length >= max

  return (
    <GroupFrame
      id={id}
      path={path}
      label={field.name}
      badge={<ComponentBadge name={component.name} />}
      required={field.required}
      hint={hint || undefined}
      error={error}
    >
      <EntryList
        path={path}
        listLabel={`Entries of ${field.name}`}
        entries={entries}
        list={list}
        componentOf={componentOf}
        labelOf={labelOf}
        iconOf={iconFor}
        max={max}
        min={min}
        noun={noun}
        empty={
          <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
            No {noun.many} yet.
          </p>
        }
        itemId={itemId}
      />
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={full}
        onClick={() => list.insert(emptyEntry(component, components), entries.length)}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add {component.name}
      </Button>
    </GroupFrame>
  )
}

/**
 * A component field: one entry rendered in place, or (repeatable) a sortable list of entries
 * with add, duplicate, collapse and delete with undo, within the field's min and max.
 */
export function ComponentInput(props: Props) {
  const components = useComponents()
  const component = findComponent(components, props.field.componentId)
  if (!component) {
    return (
      <GroupFrame
        id={props.id}
        path={props.path}
        label={props.field.name}
        required={props.field.required}
        error={props.error}
      >
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
          The component this field uses no longer exists. Its value is kept unchanged.
        </p>
      </GroupFrame>
    )
  }
  return props.field.repeatable ? (
    <RepeatableComponent {...props} component={component} />
  ) : (
    <SingleComponent {...props} component={component} />
  )
}
