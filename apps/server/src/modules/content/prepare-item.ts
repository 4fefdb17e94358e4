import type { ComponentRegistry, ContentStatus, ItemData } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import type { ContentTypeDefinition } from '../content-types/index.js'
import type { ContentItemRow } from './content.repository.js'
import { validateItemData } from './item-data-rules.js'
import { linksOf, type ItemLink } from './item-links.js'
import { resolveItemSchedule } from './item-schedule.js'
import { resolveItemSlug } from './item-slug.js'
import { resolveItemTitle } from './item-title.js'

/** What a save asks for: the body of a create or update, or a version being restored. */
export interface ItemDraft {
  /** May be left out when the type has a title field holding it. */
  title?: string | undefined
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
  /** What its relation fields point at, for `content_links`. */
  links: ItemLink[]
}

/**
 * Applies the content-item rules in the order the spec gives them: the title (from the title
 * field when the type has one), slug, then status and schedule, then the fields' data.
 * `current` is the item being edited, if any; `components` the registry of the type's fields.
 */
export async function prepareItem(
  ctx: OperationContext,
  type: ContentTypeDefinition,
  draft: ItemDraft,
  components: ComponentRegistry,
  current?: ContentItemRow,
): Promise<PreparedItem> {
  const { title, data: input } = resolveItemTitle(type, draft.title, draft.data)
  const slug = await resolveItemSlug(ctx.db, type.id, title, draft.slug, current?.id)
  const schedule = resolveItemSchedule(draft, current?.published_at ?? null, new Date())
  const data = await validateItemData(ctx, type.fields, input, components)
  return { title, slug, ...schedule, data, links: linksOf(type.fields, data, components) }
}
