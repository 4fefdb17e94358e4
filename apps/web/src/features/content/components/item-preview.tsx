import type { ContentItem, ContentType } from '@folio/schema'
import type { ReactNode } from 'react'

import { ContentStatusBadge } from './content-status-badge'
import { FieldValueView } from './field-value-view'

import { formatDateTime } from '@/lib/format'

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-medium">{children}</dd>
    </div>
  )
}

const byWhom = (author: ContentItem['createdBy']) => (author ? ` by ${author.name}` : '')

/** An item as readers will get it: its details, then each field rendered by type. */
export function ItemPreview({
  item,
  type,
  typeName,
}: {
  item: ContentItem
  /** Undefined while loading or when the type is gone: fields are then listed by name. */
  type: ContentType | undefined
  typeName: string
}) {
  const fields =
    type?.fields ??
    Object.keys(item.data).map((name) => ({
      id: name,
      name,
      type: 'text' as const,
      required: false,
      description: '',
    }))
  return (
    <article>
      <div className="flex flex-wrap items-center gap-2">
        <ContentStatusBadge status={item.status} scheduledFor={item.scheduledFor} showSchedule />
        <span className="text-sm text-muted-foreground">{typeName}</span>
        <span className="text-sm text-muted-foreground">· v{item.version}</span>
      </div>
      <h2 className="mt-3 text-2xl font-bold tracking-tight break-words">{item.title}</h2>
      <p className="mt-1 font-mono text-xs break-all text-muted-foreground">{item.slug}</p>

      <dl className="mt-4 grid grid-cols-1 gap-3 rounded-xl bg-surface p-4 sm:grid-cols-2">
        <Meta label="Created">
          {formatDateTime(item.createdAt)}
          {byWhom(item.createdBy)}
        </Meta>
        <Meta label="Updated">
          {formatDateTime(item.updatedAt)}
          {byWhom(item.updatedBy)}
        </Meta>
        {item.publishedAt && <Meta label="Published">{formatDateTime(item.publishedAt)}</Meta>}
        {item.scheduledFor && item.status === 'scheduled' && (
          <Meta label="Scheduled for">{formatDateTime(item.scheduledFor)}</Meta>
        )}
      </dl>

      <dl className="mt-6 space-y-5">
        {fields.map((field) => (
          <div key={field.id}>
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {field.name}
            </dt>
            <dd className="mt-1.5 text-sm">
              <FieldValueView field={field} value={item.data[field.name]} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
