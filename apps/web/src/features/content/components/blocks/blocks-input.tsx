import { BLOCKS_MAX_ENTRIES } from '@folio/schema'
import type { ContentTypeField } from '@folio/schema'
import { LayoutTemplate } from 'lucide-react'
import { useCallback, useMemo } from 'react'

import type { FieldFormValue } from '../../item-form-values'

import { BlockPalette, iconOf } from './block-palette'
import { useComponents } from './components-context'
import { EntryList } from './entry-list'
import { emptyEntry } from '../../field-values'
import { allowedComponents, entriesOf, findComponent } from './entry-values'
import type { EntryFormValue, RegistryComponent } from './entry-values'
import { attributeValue } from './focus-field'
import { GroupFrame } from './group-frame'
import { limitHint } from './limits'
import { useEntryList } from './use-entry-list'

const noun = { one: 'block', many: 'blocks' }

/** Brings a just-added block into view (the palette keeps focus, for adding several). */
function revealEntry(key: string) {
  requestAnimationFrame(() =>
    document
      .querySelector(`[data-entry-key="${attributeValue(key)}"]`)
      ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
  )
}

/**
 * A blocks field: the page builder. A palette of the allowed components next to (or, narrow,
 * above) a canvas of block cards; blocks are dragged in from the palette or added with a click,
 * reordered by drag or keyboard, duplicated, collapsed and deleted with undo.
 */
export function BlocksInput({
  id,
  path,
  field,
  value,
  error,
  onChange,
  itemId,
}: {
  id: string
  path: string
  field: ContentTypeField
  value: FieldFormValue
  error?: string | undefined
  onChange: (value: FieldFormValue) => void
  itemId?: string | undefined
}) {
  const components = useComponents()
  const allowed = useMemo(() => allowedComponents(field, components), [field, components])
  const entries = entriesOf(value)
  const list = useEntryList(entries, onChange)
  const max = Math.min(field.max ?? BLOCKS_MAX_ENTRIES, BLOCKS_MAX_ENTRIES)
  const min = field.min ?? 0
  const full = entries.length >= max

  const { insert } = list
  const add = useCallback(
    (component: RegistryComponent, index: number) => {
      const entry = emptyEntry(component, components, component.slug)
      insert(entry, index)
      revealEntry(entry.key)
    },
    [components, insert],
  )

  const componentOf = useCallback(
    (entry: EntryFormValue) => (entry.raw ? undefined : findComponent(components, entry.type)),
    [components],
  )
  const labelOf = useCallback(
    (entry: EntryFormValue) => componentOf(entry)?.name ?? entry.type ?? 'Block',
    [componentOf],
  )
  const iconFor = useCallback(
    (entry: EntryFormValue) => {
      const component = componentOf(entry)
      return component ? iconOf(component) : undefined
    },
    [componentOf],
  )

  const hint = [field.description, limitHint(entries.length, min, max, field.max, noun)]
    .filter(Boolean)
    .join(' ')

  return (
    <GroupFrame
      id={id}
      path={path}
      label={field.name}
      required={field.required}
      hint={hint || undefined}
      error={error}
    >
      {allowed.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
          No components are allowed in this field yet. Choose them in the content type’s settings.
        </p>
      ) : (
        <div className="@container">
          <div className="@2xl:grid @2xl:grid-cols-[11rem_minmax(0,1fr)] @2xl:gap-4">
            <EntryList
              path={path}
              listLabel={`Blocks of ${field.name}`}
              entries={entries}
              list={list}
              componentOf={componentOf}
              labelOf={labelOf}
              iconOf={iconFor}
              max={max}
              min={min}
              noun={noun}
              palette={
                <BlockPalette
                  fieldName={field.name}
                  components={allowed}
                  full={full}
                  onAdd={(component) => add(component, entries.length)}
                />
              }
              onDropNew={(data, index) => {
                const component = findComponent(components, data.componentId)
                if (component && !full) add(component, index)
              }}
              empty={
                <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
                  <LayoutTemplate className="size-6" aria-hidden="true" />
                  <p>
                    <span className="hidden @md:inline">
                      Drag a block here, or click one in the palette.
                    </span>
                    <span className="@md:hidden">Add a block to start the page.</span>
                  </p>
                </div>
              }
              itemId={itemId}
            />
          </div>
        </div>
      )}
    </GroupFrame>
  )
}
