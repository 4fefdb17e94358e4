import type { ContentStatus, ContentType, ItemData } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import type { ContentItemRow } from './content.repository.js'
import { validateItemData } from './item-data-rules.js'
import { resolveItemSchedule } from './item-schedule.js'
import { resolveItemSlug } from './item-slug.js'

/** What a save asks for: the body of a create or update, or a version being restored. */
export interface ItemDraft {
  title: string
  slug?: string | undefined
  status: ContentStatus
  scheduledFor?: string | null | undefined
  /** Keyed by field name. */
  data: Record<string, unknown>
}

/** A draft that passed every rule, ready to be written. */
export interface PreparedItem {
  title: string
  slug: string
  status: ContentStatus
  scheduledFor: string | null
  publishedAt: string | null
  /** Keyed by field id. */
  data: ItemData
}

/**
 * Applies the content-item rules in the order the spec gives them (the title was checked by the
 * body schema already): slug, then status and schedule, then the fields' data. `current` is the
 * item being edited, if any.
 */
export async function prepareItem(
  ctx: OperationContext,
  type: ContentType,
  draft: ItemDraft,
  current?: ContentItemRow,
): Promise<PreparedItem> {
  const slug = await resolveItemSlug(ctx.db, type.id, draft.title, draft.slug, current?.id)
  const schedule = resolveItemSchedule(draft, current?.published_at ?? null, new Date())
  const data = await validateItemData(ctx.db, type.fields, draft.data)
  return { title: draft.title, slug, ...schedule, data }
}
