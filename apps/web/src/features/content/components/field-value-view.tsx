import { isEmptyValue, isRichTextEmpty } from '@folio/schema'
import type { ContentTypeField } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { referenceOptionsQuery } from '@/lib/api/get-content-items'

import { proseClass } from './prose'
import { EntriesView, JsonView, MediaView, RelationView, SelectView } from './structured-value-view'

import { formatDate, formatDateTime, formatNumber, parseCalendarDay } from '@/lib/format'

/** A YYYY-MM-DD value is a calendar day, shown as such in every time zone. */
export function formatFieldDate(value: string): string {
  return parseCalendarDay(value) ? formatDate(value) : formatDateTime(value)
}

/** One field's value, rendered for reading: rich text as HTML, lists as chips, images shown. */
export function FieldValueView({ field, value }: { field: ContentTypeField; value: unknown }) {
  if (isEmptyValue(field.type, value)) {
    return <span className="text-muted-foreground">—</span>
  }
  switch (field.type) {
    case 'rich-text':
      return <RichTextView html={typeof value === 'string' ? value : ''} />
    case 'number':
      return <span className="tabular-nums">{formatNumber(Number(value))}</span>
    case 'date':
      return <span>{formatFieldDate(String(value))}</span>
    case 'boolean':
      return <span>{value === true ? 'Yes' : 'No'}</span>
    case 'image':
      return <ImageView src={String(value)} alt={field.name} />
    case 'reference':
      return <ReferenceView id={String(value)} typeId={field.referenceTypeId ?? null} />
    case 'array':
      return <Chips values={Array.isArray(value) ? value.map(String) : [String(value)]} />
    case 'select':
      return <SelectView field={field} value={value} />
    case 'relation':
      return <RelationView field={field} value={value} />
    case 'json':
      return <JsonView value={value} />
    case 'media':
      return <MediaView field={field} value={value} />
    case 'component':
    case 'blocks':
      return <EntriesView field={field} value={value} />
    default:
      return <span className="whitespace-pre-wrap">{String(value)}</span>
  }
}

/** Server-sanitised HTML (the server cleans rich text on every save). */
export function RichTextView({ html }: { html: string }) {
  if (isRichTextEmpty(html)) return <span className="text-muted-foreground">—</span>
  return <div className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />
}

function ImageView({ src, alt }: { src: string; alt: string }) {
  // A bare media id has no URL to show until the media library exists.
  if (!/^(https?:\/\/|\/)/i.test(src)) return <code className="text-xs">{src}</code>
  return (
    <figure>
      <img
        src={src}
        alt={alt}
        className="max-h-64 max-w-full rounded-lg border border-border object-contain"
      />
      <figcaption className="mt-1 truncate text-xs text-muted-foreground">{src}</figcaption>
    </figure>
  )
}

function Chips({ values }: { values: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Values">
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

function ReferenceView({ id, typeId }: { id: string; typeId: string | null }) {
  const options = useQuery(referenceOptionsQuery(typeId))
  const target = options.data?.data.find((item) => item.id === id)
  if (target) return <span>{target.title}</span>
  return <code className="text-xs break-all">{id}</code>
}
