import type { ContentItem, ContentTypeField } from '@folio/schema'
import { useMemo, type MouseEvent } from 'react'

import { useComponentRegistry } from '../blocks/use-component-registry'

import { BlockNamesProvider, BuiltinFieldValue, FieldRegion, labelOf } from './builtin-value'

/**
 * Folio's own rendering of the item, for types without a preview URL: the title, then every
 * field (blocks as sections with their fields, media as images), from the editor's unsaved
 * values. A click on a field focuses its input, like a click in a site's preview.
 */
export function BuiltinPreview({
  item,
  fields,
  onFocus,
}: {
  item: ContentItem
  fields: readonly ContentTypeField[]
  onFocus: (path: string) => void
}) {
  const { components } = useComponentRegistry(fields)
  const blockNames = useMemo(
    () =>
      new Map(
        [...components.values()].flatMap((component) => [
          [component.id, component.name] as const,
          [component.slug, component.name] as const,
        ]),
      ),
    [components],
  )
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const region = (event.target as Element).closest('[data-folio-field]')
    const path = region?.getAttribute('data-folio-field')
    if (path) onFocus(path)
  }
  return (
    <BlockNamesProvider value={blockNames}>
      {/* Pointer shortcut only: every field stays reachable from the keyboard in the form. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <article aria-label="Built-in preview" onClick={onClick} className="space-y-4 p-4 text-sm">
        <FieldRegion path="title">
          <h1 className="text-2xl font-bold tracking-tight break-words">
            {item.title || 'Untitled'}
          </h1>
        </FieldRegion>
        {fields.map((field) => (
          <FieldRegion
            key={field.id}
            path={field.name}
            label={labelOf(field.name)}
            as={field.type === 'blocks' ? 'section' : 'div'}
          >
            <BuiltinFieldValue field={field} value={item.data[field.name]} />
          </FieldRegion>
        ))}
      </article>
    </BlockNamesProvider>
  )
}
