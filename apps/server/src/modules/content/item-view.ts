import type {
  ComponentRegistry,
  ContentAuthor,
  ContentItem,
  ContentStatus,
  ContentTypeField,
  ContentVersion,
  VersionEvent,
} from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
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

/** Authors kept per instance; past this many the memory starts again. */
const MAX_KEPT_AUTHORS = 10_000

/**
 * The authors delivery reads looked up, as of one `authors` generation, which changing a user's
 * name or email moves (migration 0019); null for an account deleted since. Keyed by database
 * handle, so servers in one process (tests) share nothing.
 */
const keptAuthors = new WeakMap<
  Kysely<Database>,
  { generation: number; authors: Map<string, ContentAuthor | null> }
>()

/**
 * The authors behind these user ids, in one query; none for a delivery read whose snapshot
 * says the authors it needs are the ones already in memory.
 */
export async function loadAuthors(
  ctx: Pick<OperationContext, 'db' | 'dialect' | 'snapshot'>,
  ids: readonly (string | null)[],
): Promise<Authors> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  const generation = ctx.snapshot?.authorsGeneration()
  if (generation === undefined) {
    const rows = await findAuthors(ctx.db, ctx.dialect, wanted)
    return new Map(rows.map((row) => [row.id, toContentAuthor(row)]))
  }
  let kept = keptAuthors.get(ctx.db)
  if (!kept || kept.generation < generation) {
    kept = { generation, authors: new Map() }
    keptAuthors.set(ctx.db, kept)
  }
  const { authors } = kept
  const missing = wanted.filter((id) => !authors.has(id))
  if (missing.length > 0) {
    // Read after the generation: at least as new as it, so safe to keep under it.
    const found = new Map(
      (await findAuthors(ctx.db, ctx.dialect, missing)).map((row) => [row.id, row]),
    )
    if (authors.size + missing.length > MAX_KEPT_AUTHORS) authors.clear()
    for (const id of missing) {
      const row = found.get(id)
      authors.set(id, row ? toContentAuthor(row) : null)
    }
  }
  const result = new Map<string, ContentAuthor>()
  for (const id of wanted) {
    const author = authors.get(id)
    if (author) result.set(id, author)
  }
  return result
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
