import { randomUUID } from 'node:crypto'

import { seoMessages, type SitemapEntry, type SitemapEntryInput } from '@folio/schema'

import type { SitemapEntryTable } from '../../../db/tables-seo.js'
import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { withTransaction } from '../../../lib/transaction.js'
import { guardUnique } from '../../../lib/unique-guard.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import * as repo from '../seo.repository.js'

type ParsedEntry = Required<SitemapEntryInput>

const urlConstraint = {
  name: 'sitemap_entries_url_unique',
  table: 'sitemap_entries',
  columns: ['url'],
} as const
const taken = () =>
  new AppError('already_exists', seoMessages.entryTaken, [
    { path: 'url', message: seoMessages.entryTaken },
  ])
const notFound = () => new AppError('not_found', seoMessages.entryNotFound)

export function toSitemapEntry(row: SitemapEntryTable): SitemapEntry {
  return {
    id: row.id,
    url: row.url,
    priority: Number(row.priority),
    changeFrequency: row.change_frequency as SitemapEntry['changeFrequency'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** The manual sitemap entries, priority first then URL. Anyone signed in. */
export async function listSitemapEntries(ctx: OperationContext): Promise<SitemapEntry[]> {
  requireActor(ctx)
  return (await repo.listSitemapEntries(ctx.db)).map(toSitemapEntry)
}

/** Adds a URL to the sitemap; the same URL twice is refused with 409. Admins. */
export async function createSitemapEntry(
  ctx: OperationContext,
  input: ParsedEntry,
): Promise<SitemapEntry> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const now = nowIso()
    const row: SitemapEntryTable = {
      id: randomUUID(),
      url: input.url,
      priority: input.priority,
      change_frequency: input.changeFrequency,
      created_at: now,
      updated_at: now,
    }
    await guardUnique(trx, urlConstraint, taken, repo.insertSitemapEntry(trx.db, row))
    const entry = toSitemapEntry(row)
    await recordSettingChange(trx.db, actor, {
      area: 'seo',
      action: 'created',
      target: entry.url,
      summary: `Sitemap entry ${entry.url} added`,
      after: entry,
    })
    return entry
  })
}

/** Changes an entry's URL, priority or change frequency. Admins. */
export async function updateSitemapEntry(
  ctx: OperationContext,
  id: string,
  input: ParsedEntry,
): Promise<SitemapEntry> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const before = await repo.findSitemapEntry(trx.db, id)
    if (!before) throw notFound()
    const changes = {
      url: input.url,
      priority: input.priority,
      change_frequency: input.changeFrequency,
      updated_at: nowIso(),
    }
    await guardUnique(trx, urlConstraint, taken, repo.updateSitemapEntry(trx.db, id, changes))
    const entry = toSitemapEntry({ ...before, ...changes })
    await recordSettingChange(trx.db, actor, {
      area: 'seo',
      action: 'updated',
      target: entry.url,
      summary: `Sitemap entry ${entry.url} changed`,
      before: toSitemapEntry(before),
      after: entry,
    })
    return entry
  })
}

/** Removes an entry. Admins. */
export async function deleteSitemapEntry(ctx: OperationContext, id: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const before = await repo.findSitemapEntry(trx.db, id)
    if (!before || !(await repo.deleteSitemapEntry(trx.db, id))) throw notFound()
    await recordSettingChange(trx.db, actor, {
      area: 'seo',
      action: 'deleted',
      target: before.url,
      summary: `Sitemap entry ${before.url} removed`,
      before: toSitemapEntry(before),
    })
  })
}
