import { isEmptyValue } from '@folio/schema'
import type { ContentItem, ContentTypeField } from '@folio/schema'

import { idListOf, mediaListOf } from './structured-values'

/** What two versions of an item are compared on. */
export type ItemSnapshot = Pick<ContentItem, 'title' | 'slug' | 'status' | 'scheduledFor' | 'data'>

export type DiffRow =
  | {
      key: 'title' | 'slug'
      label: string
      kind: 'text'
      before: string
      after: string
      changed: boolean
    }
  | {
      key: 'status'
      label: string
      kind: 'status'
      before: Pick<ItemSnapshot, 'status' | 'scheduledFor'>
      after: Pick<ItemSnapshot, 'status' | 'scheduledFor'>
      changed: boolean
    }
  | {
      key: `data.${string}`
      label: string
      kind: 'field'
      field: ContentTypeField
      before: unknown
      after: unknown
      changed: boolean
    }

/** A value reduced to what matters for equality: every kind of empty is null, text trimmed. */
function normalise(field: ContentTypeField, value: unknown): unknown {
  if (isEmptyValue(field.type, value)) return null
  // Reads return media as files and may expand relations: only which ones, in order, matters.
  if (field.type === 'media') return mediaListOf(value).map((media) => media.id)
  if (field.type === 'relation') return idListOf(value)
  if (field.type === 'json') return value
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value)) {
    return (value as unknown[]).map((entry) => (typeof entry === 'string' ? entry.trim() : entry))
  }
  return value
}

function sameValue(field: ContentTypeField, a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(field, a)) === JSON.stringify(normalise(field, b))
}

/** A scheduled time matters only while the item is scheduled. */
function sameStatus(a: ItemSnapshot, b: ItemSnapshot): boolean {
  if (a.status !== b.status) return false
  if (a.status !== 'scheduled') return true
  const at = (value: string | null) => (value ? Date.parse(value) : null)
  return at(a.scheduledFor) === at(b.scheduledFor)
}

/**
 * Field-by-field comparison of two snapshots (title, slug, status, then the type's fields in
 * order), for the history diff and the conflict view.
 */
export function diffSnapshots(
  fields: readonly ContentTypeField[],
  before: ItemSnapshot,
  after: ItemSnapshot,
): DiffRow[] {
  const status = (snapshot: ItemSnapshot) => ({
    status: snapshot.status,
    scheduledFor: snapshot.scheduledFor,
  })
  return [
    {
      key: 'title',
      label: 'Title',
      kind: 'text',
      before: before.title,
      after: after.title,
      changed: before.title.trim() !== after.title.trim(),
    },
    {
      key: 'slug',
      label: 'Slug',
      kind: 'text',
      before: before.slug,
      after: after.slug,
      changed: before.slug.trim() !== after.slug.trim(),
    },
    {
      key: 'status',
      label: 'Status',
      kind: 'status',
      before: status(before),
      after: status(after),
      changed: !sameStatus(before, after),
    },
    ...fields.map((field): DiffRow => ({
      key: `data.${field.name}`,
      label: field.name,
      kind: 'field',
      field,
      before: before.data[field.name] ?? null,
      after: after.data[field.name] ?? null,
      changed: !sameValue(field, before.data[field.name], after.data[field.name]),
    })),
  ]
}
