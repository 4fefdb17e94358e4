import { isAdmin, type SearchResult } from '@folio/schema'

import { containsPattern } from '../../../db/like.js'
import { viewableTypeFilter } from '../../access/index.js'
import type { Actor, OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { readContentTypeIds } from '../../content-types/index.js'
import { screens } from '../screens.js'
import { findContentItems, findContentTypes, findUsers } from '../search.repository.js'

/** The command palette shows one short list. */
export const MAX_RESULTS = 20

/**
 * One kind of thing the palette finds. Sources are asked in this order and share the
 * MAX_RESULTS places fairly, so many matching items cannot crowd out the one user sought.
 */
interface SearchSource {
  /** Whether this actor may see this kind at all (the routes enforce the same). */
  visibleTo(actor: Actor): boolean
  find(ctx: OperationContext, text: string, limit: number): Promise<SearchResult[]>
}

const screenSource: SearchSource = {
  visibleTo: () => true,
  async find(ctx, text) {
    const admin = isAdmin(ctx.actor?.role)
    return screens
      .filter((screen) => admin || !screen.adminOnly)
      .filter((screen) => `${screen.title} ${screen.keywords}`.toLowerCase().includes(text))
      .map((screen) => ({
        kind: 'screen',
        id: screen.path,
        title: screen.title,
        subtitle: null,
        url: screen.path,
      }))
  },
}

const contentTypeSource: SearchSource = {
  visibleTo: () => true,
  async find(ctx, text, limit) {
    const rows = await findContentTypes(ctx.db, containsPattern(text), limit)
    return rows.map((row) => ({
      kind: 'content-type',
      id: row.id,
      title: row.name,
      subtitle: row.slug,
      url: `/content-types?edit=${encodeURIComponent(row.id)}`,
    }))
  },
}

const contentItemSource: SearchSource = {
  visibleTo: () => true,
  async find(ctx, text, limit) {
    // Items of types the searcher's role may not see stay out, as in the content list.
    const viewable = await viewableTypeFilter(ctx, () => readContentTypeIds(ctx))
    // A substring of every title is a scan: held to the time budget, off the event loop.
    const rows = await findContentItems(
      ctx.readDb ?? ctx.db,
      containsPattern(text),
      limit,
      viewable,
    )
    return rows.map((row) => ({
      kind: 'content-item',
      id: row.id,
      title: row.title,
      subtitle: [row.typeName ?? 'Unknown Type', row.status].join(' · '),
      url: `/content?item=${encodeURIComponent(row.id)}`,
    }))
  },
}

// Media joins here (kind 'media', url `/media?item=<id>`) once the media library has a table.

const userSource: SearchSource = {
  visibleTo: (actor) => isAdmin(actor.role),
  async find(ctx, text, limit) {
    const rows = await findUsers(ctx.db, ctx.dialect, containsPattern(text), limit)
    return rows.map((row) => ({
      kind: 'user',
      id: row.id,
      title: row.name || row.email,
      subtitle: row.email,
      url: `/users?q=${encodeURIComponent(row.email)}`,
    }))
  },
}

const sources: readonly SearchSource[] = [
  screenSource,
  contentTypeSource,
  contentItemSource,
  userSource,
]

/** Takes from each list in turn until `max` are taken: every kind that matched gets a place. */
function interleave(lists: SearchResult[][], max: number): SearchResult[] {
  const picked: SearchResult[] = []
  for (let i = 0; picked.length < max && lists.some((list) => i < list.length); i++) {
    for (const list of lists) {
      const result = list[i]
      if (result && picked.length < max) picked.push(result)
    }
  }
  // Keep each kind's results together, in source order, as the palette groups them.
  return lists.flatMap((list) => list.filter((result) => picked.includes(result)))
}

/**
 * The command palette: screens, content types, content items and (for admins) users whose
 * names contain `q`, case-insensitively; at most MAX_RESULTS. Any signed-in user may search;
 * each sees only what they may open.
 */
export async function search(ctx: OperationContext, q: string): Promise<SearchResult[]> {
  const actor = requireActor(ctx)
  const text = q.trim().toLowerCase()
  const visible = sources.filter((source) => source.visibleTo(actor))
  const lists = await Promise.all(visible.map((source) => source.find(ctx, text, MAX_RESULTS)))
  return interleave(lists, MAX_RESULTS)
}
