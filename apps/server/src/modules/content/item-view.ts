import type {
  ComponentRegistry,
  ContentAuthor,
  ContentItem,
  ContentStatus,
  ContentTypeField,
  ContentVersion,
  VersionEvent,
} from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { findAuthors, type AuthorRow } from './authors.repository.js'
import type { ContentItemRow } from './content.repository.js'
import { resolveMedia } from './delivery/resolve-media.js'
import { toApiData } from './item-data.js'
import { componentsFor } from './item-lookup.js'
import type { NewContentVersion } from './versions.repository.js'

export type Authors = ReadonlyMap<string, ContentAuthor>

/** The name people know a user by: their full name, else the part of the email before @. */
export function toContentAuthor(row: AuthorRow): ContentAuthor {
  const fullName = typeof row.full_name === 'string' ? row.full_name.trim() : ''
  return { id: row.id, name: fullName || row.email.split('@')[0] || row.email }
}

/** The authors behind these user ids, in one query. */
export async function loadAuthors(
  ctx: Pick<OperationContext, 'db' | 'dialect'>,
  ids: readonly (string | null)[],
): Promise<Authors> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  const rows = await findAuthors(ctx.db, ctx.dialect, wanted)
  return new Map(rows.map((row) => [row.id, toContentAuthor(row)]))
}

function authorOf(authors: Authors, id: string | null): ContentAuthor | null {
  return (id && authors.get(id)) || null
}

function parseData(json: string): Record<string, unknown> {
  return JSON.parse(json) as Record<string, unknown>
}

/**
 * An item as the API answers it: data under the type's current field names, components and
 * blocks read with `components` (without it they read as null).
 */
export function toContentItem(
  row: ContentItemRow & { locales?: string[] },
  fields: readonly ContentTypeField[],
  authors: Authors,
  components?: ComponentRegistry,
): ContentItem {
  return {
    id: row.id,
    contentTypeId: row.content_type_id,
    title: row.title,
    slug: row.slug,
    status: row.status as ContentStatus,
    data: toApiData(fields, parseData(row.data), components),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    scheduledFor: row.scheduled_for,
    createdBy: authorOf(authors, row.created_by),
    updatedBy: authorOf(authors, row.updated_by),
    version: row.version,
    locale: row.locale,
    // Delivery only: the languages the item can be read in (see delivery-locale.ts).
    ...(row.locales ? { locales: row.locales } : {}),
  }
}

/**
 * One item with its authors looked up, the components its fields use too (unless given), and
 * its media fields holding the files (see delivery/resolve-media.ts).
 */
export async function presentContentItem(
  ctx: OperationContext,
  row: ContentItemRow,
  fields: readonly ContentTypeField[],
  components?: ComponentRegistry,
): Promise<ContentItem> {
  const authors = await loadAuthors(ctx, [row.created_by, row.updated_by])
  const registry = components ?? (await componentsFor(ctx, fields))
  const item = toContentItem(row, fields, authors, registry)
  await resolveMedia(ctx, [{ fields, data: item.data }], registry)
  return item
}

/** A history entry as the API answers it, mapped to the type's current field names. */
export function toContentVersion(
  row: NewContentVersion,
  fields: readonly ContentTypeField[],
  authors: Authors,
  components?: ComponentRegistry,
): ContentVersion {
  return {
    version: row.version,
    event: row.event as VersionEvent,
    restoredFrom: row.restored_from,
    title: row.title,
    slug: row.slug,
    status: row.status as ContentStatus,
    data: toApiData(fields, parseData(row.data), components),
    publishedAt: row.published_at,
    scheduledFor: row.scheduled_for,
    createdAt: row.created_at,
    createdBy: authorOf(authors, row.created_by),
  }
}

/**
 * Users by id with their email and full name (accounts deleted since are missing), for screens
 * that name people the way they signed up rather than by an author's short name.
 */
export async function findPeople(
  ctx: Pick<OperationContext, 'db' | 'dialect'>,
  ids: readonly string[],
): Promise<AuthorRow[]> {
  return findAuthors(ctx.db, ctx.dialect, ids)
}
