import {
  contentItemInputSchema,
  type ContentItem,
  type ContentStatus,
  type ParsedContentItemInput,
} from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { invalidContentItem } from '../content-errors.js'
import { requireContentType } from '../item-lookup.js'
import { titleFieldOf } from '../item-title.js'
import { getContentItem } from './get-content-item.js'
import { updateContentItem } from './update-content-item.js'

/** What a partial save changes; anything left out keeps its current value. */
export interface ItemChanges {
  title?: string | undefined
  slug?: string | undefined
  status?: ContentStatus | undefined
  scheduledFor?: string | null | undefined
  /** Merged field by field into the current data. */
  data?: Record<string, unknown> | undefined
  version?: number | undefined
}

function merged(current: ContentItem, changes: ItemChanges): ParsedContentItemInput {
  const parsed = contentItemInputSchema.safeParse({
    title: changes.title ?? (current.title || undefined),
    slug: changes.slug ?? current.slug,
    status: changes.status ?? current.status,
    scheduledFor: changes.scheduledFor !== undefined ? changes.scheduledFor : current.scheduledFor,
    data: { ...current.data, ...changes.data },
    version: changes.version ?? current.version,
  })
  if (parsed.success) return parsed.data
  throw invalidContentItem(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  )
}

/**
 * Saves an item with some of its attributes changed and the rest as they are, as a new
 * version: for clients that send what they mean to change (MCP tools, GraphQL mutations),
 * while a REST PUT replaces the whole item. The same operation, rules and hooks as a PUT.
 */
export async function patchContentItem(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
  changes: ItemChanges,
): Promise<ContentItem> {
  const type = await requireContentType(ctx, typeIdOrSlug)
  const current = await getContentItem(ctx, type.id, idOrSlug)
  // The title field and the title are one value: a new value of the field is the title.
  const titleField = titleFieldOf(type)?.name
  const retitled =
    changes.title === undefined &&
    titleField !== undefined &&
    changes.data?.[titleField] !== undefined
  const base = retitled ? { ...current, title: '' } : current
  return updateContentItem(ctx, type.id, current.id, merged(base, changes))
}
