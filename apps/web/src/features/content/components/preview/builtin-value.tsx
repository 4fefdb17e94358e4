import type { ContentTypeField } from '@folio/schema'
import { createContext, useContext, type ReactNode } from 'react'

import { FieldValueView } from '../field-value-view'
import { plural } from '@/lib/format'

/** Component names by id and by slug, for naming block sections (`_type`). */
const BlockNames = createContext<ReadonlyMap<string, string>>(new Map())
export const BlockNamesProvider = BlockNames.Provider

/** What a media value holds that the preview can show (reads return objects, writes ids). */
interface MediaLike {
  url: string
  alt?: string
}

function isMedia(value: unknown): value is MediaLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { url?: unknown }).url === 'string'
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `hero_banner` / `heroBanner` → `Hero banner`, for keys shown as labels. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

function MediaImage({ media }: { media: MediaLike }) {
  // The media transform query: a preview-sized rendition instead of the original.
  const src = media.url.includes('?') ? media.url : `${media.url}?w=640`
  return (
    <img
      src={src}
      alt={media.alt ?? ''}
      className="max-h-72 max-w-full rounded-lg border border-border object-contain"
    />
  )
}

/** A region of the preview tied to a field path: a click there focuses the field's input. */
export function FieldRegion({
  path,
  label,
  children,
  as: Tag = 'div',
}: {
  path: string
  label?: string
  children: ReactNode
  as?: 'div' | 'section'
}) {
  return (
    <Tag
      data-folio-field={path}
      className="-mx-2 cursor-pointer rounded-lg px-2 py-1 outline-offset-2 hover:outline-2 hover:outline-primary-solid/60 hover:outline-dashed"
    >
      {label && (
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {label}
        </p>
      )}
      <div className={label ? 'mt-1' : undefined}>{children}</div>
    </Tag>
  )
}

/**
 * Any value by its shape, for what sits inside components and blocks (whose fields the preview
 * reads from the value itself): text, images from media, nested groups and lists.
 */
export function ShapeValue({ value, path }: { value: unknown; path: string }): ReactNode {
  if (value === null || value === undefined || value === '') {
    return <span className="text-muted-foreground">—</span>
  }
  if (isMedia(value)) return <MediaImage media={value} />
  if (Array.isArray(value)) {
    if (value.every(isMedia)) {
      return (
        <div className="grid grid-cols-2 gap-2">
          {value.map((media, index) => (
            <MediaImage key={`${media.url}-${index}`} media={media} />
          ))}
        </div>
      )
    }
    if (value.every(isRecord)) return <EntryList entries={value} path={path} />
    return <span>{value.map(String).join(', ')}</span>
  }
  if (isRecord(value)) return <GroupFields group={value} path={path} />
  if (typeof value === 'string' && /<\/?[a-z][\s\S]*>/i.test(value)) {
    return <FieldValueView field={{ ...richText, name: path }} value={value} />
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return <span className="whitespace-pre-wrap">{text}</span>
}

const richText: ContentTypeField = {
  id: 'rich-text',
  name: 'rich-text',
  type: 'rich-text',
  required: false,
  description: '',
}

/** A component's fields (keys starting with `_` are entry metadata, not fields). */
function GroupFields({ group, path }: { group: Record<string, unknown>; path: string }) {
  const names = Object.keys(group).filter((name) => !name.startsWith('_'))
  return (
    <div className="space-y-2 border-l-2 border-border pl-3">
      {names.map((name) => (
        <FieldRegion key={name} path={`${path}.${name}`} label={labelOf(name)}>
          <ShapeValue value={group[name]} path={`${path}.${name}`} />
        </FieldRegion>
      ))}
    </div>
  )
}

/** Blocks and repeatable components: one section per entry, named by its block type. */
function EntryList({ entries, path }: { entries: Record<string, unknown>[]; path: string }) {
  const names = useContext(BlockNames)
  return (
    <div className="space-y-3">
      {entries.map((entry, index) => {
        const entryPath = `${path}[${index}]`
        const key = typeof entry._key === 'string' ? entry._key : String(index)
        const kind =
          typeof entry._type === 'string' ? (names.get(entry._type) ?? labelOf(entry._type)) : null
        return (
          <FieldRegion key={key} as="section" path={entryPath} label={kind ?? undefined}>
            <GroupFields group={entry} path={entryPath} />
          </FieldRegion>
        )
      })}
    </div>
  )
}

const ownViews = new Set(['media', 'component', 'blocks', 'json', 'select', 'relation'])

/** One top-level field of the item, by its type where the type says more than the value. */
export function BuiltinFieldValue({ field, value }: { field: ContentTypeField; value: unknown }) {
  if (!ownViews.has(field.type)) return <FieldValueView field={field} value={value} />
  switch (field.type) {
    case 'json':
      return (
        <pre className="overflow-x-auto rounded-lg bg-muted p-2 text-xs">
          {JSON.stringify(value ?? null, null, 2)}
        </pre>
      )
    case 'relation': {
      const count = Array.isArray(value) ? value.length : 0
      return <span>{plural(count, 'linked item')}</span>
    }
    default:
      return <ShapeValue value={value} path={field.name} />
  }
}
