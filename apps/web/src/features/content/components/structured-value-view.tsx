import { BLOCK_TYPE_KEY, isEmptyValue } from '@folio/schema'
import type { ComponentRegistry, ContentTypeField } from '@folio/schema'
import { useQueries, useQuery } from '@tanstack/react-query'
import { FileIcon } from 'lucide-react'

import { idListOf, mediaListOf, selectedValues } from '../structured-values'

import { editorComponentsQuery } from './blocks/use-component-registry'
import { thumbnailUrl } from './media-input'
import { relatedItemQuery } from './relation-input'

/**
 * Select, relation, JSON, media, component and blocks values for reading (item preview,
 * version diffs): option labels, item titles, pretty JSON, file names with thumbnails, and one
 * line per component entry or block.
 */

function Chips({ values, label }: { values: string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {values.map((entry, index) => (
        <li
          key={`${entry}-${index}`}
          className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground"
        >
          {entry}
        </li>
      ))}
    </ul>
  )
}

export function SelectView({ field, value }: { field: ContentTypeField; value: unknown }) {
  const labels = selectedValues(value).map(
    (entry) => field.options?.find((option) => option.value === entry)?.label || entry,
  )
  if (!field.multiple) return <span>{labels[0]}</span>
  return <Chips values={labels} label={`${field.name} values`} />
}

export function RelationView({ field, value }: { field: ContentTypeField; value: unknown }) {
  const ids = idListOf(value)
  const items = useQueries({ queries: ids.map((id) => relatedItemQuery(id)) })
  return (
    <ol aria-label={`${field.name} items`} className="list-inside list-decimal space-y-0.5">
      {ids.map((id, index) => {
        const item = items[index]?.data
        return (
          <li key={id}>
            {item ? item.title || item.slug : <code className="text-xs break-all">{id}</code>}
          </li>
        )
      })}
    </ol>
  )
}

export function JsonView({ value }: { value: unknown }) {
  return (
    <pre className="max-h-64 overflow-auto rounded-lg bg-surface p-3 font-mono text-xs whitespace-pre-wrap">
      {JSON.stringify(value, null, 2)}
    </pre>
  )
}

export function MediaView({ field, value }: { field: ContentTypeField; value: unknown }) {
  const files = mediaListOf(value)
  return (
    <ul aria-label={`${field.name} files`} className="flex flex-wrap gap-2">
      {files.map((media) => {
        const src = thumbnailUrl(media, 160)
        return (
          <li key={media.id} className="w-24">
            {src ? (
              <img
                src={src}
                alt={media.alt}
                className="aspect-[4/3] w-full rounded-md border border-border object-cover"
              />
            ) : (
              <span className="grid aspect-[4/3] place-items-center rounded-md border border-border bg-surface">
                <FileIcon className="size-6 text-muted-foreground" aria-hidden="true" />
              </span>
            )}
            <span className="mt-0.5 block truncate text-xs" title={media.fileName}>
              {media.fileName}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A short line for one entry: its first filled-in text-like fields. */
export function entryLine(fields: readonly ContentTypeField[], entry: Record<string, unknown>) {
  const parts = fields.flatMap((field) => {
    const value = entry[field.name]
    if (isEmptyValue(field.type, value)) return []
    switch (field.type) {
      case 'text':
      case 'number':
      case 'date':
      case 'select':
        return [selectedValues(value).join(', ') || String(value)]
      case 'rich-text':
        return [
          String(value)
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ]
      case 'media':
        return mediaListOf(value).map((media) => media.fileName)
      default:
        return []
    }
  })
  const line = parts.filter(Boolean).slice(0, 2).join(' · ')
  return line.length > 120 ? `${line.slice(0, 119)}…` : line || 'Empty'
}

function componentOf(registry: ComponentRegistry, idOrSlug: unknown) {
  if (typeof idOrSlug !== 'string') return undefined
  const byId = registry.get(idOrSlug)
  if (byId) return byId
  return [...registry.values()].find((component) => component.slug === idOrSlug)
}

/** A component or blocks value: one line per entry, named by its component for blocks. */
export function EntriesView({ field, value }: { field: ContentTypeField; value: unknown }) {
  const components = useQuery(editorComponentsQuery).data ?? []
  const registry: ComponentRegistry = new Map(components.map((c) => [c.id, c]))
  const entries = (Array.isArray(value) ? value : [value]).filter(isRecord)
  return (
    <ol aria-label={`${field.name} entries`} className="space-y-1">
      {entries.map((entry, index) => {
        const component =
          field.type === 'blocks'
            ? componentOf(registry, entry[BLOCK_TYPE_KEY])
            : componentOf(registry, field.componentId)
        const name =
          field.type === 'blocks'
            ? (component?.name ??
              (typeof entry[BLOCK_TYPE_KEY] === 'string' ? entry[BLOCK_TYPE_KEY] : 'Block'))
            : null
        return (
          <li key={typeof entry._key === 'string' ? entry._key : index} className="text-sm">
            {entries.length > 1 && (
              <span className="mr-1.5 text-muted-foreground tabular-nums">{index + 1}.</span>
            )}
            {name && <span className="mr-1.5 font-medium">{name}:</span>}
            <span className={component ? '' : 'text-muted-foreground'}>
              {component ? entryLine(component.fields, entry) : 'Unknown component'}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
