import type { ContentAuthor } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { listItemAuthors } from '../authors.repository.js'
import { toContentAuthor } from '../item-view.js'

/** Everyone who created or last updated an item, by name: the content list's author filter. */
export async function listContentAuthors(ctx: OperationContext): Promise<ContentAuthor[]> {
  requireActor(ctx)
  const rows = await listItemAuthors(ctx.db, ctx.dialect)
  return rows
    .map(toContentAuthor)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
}
