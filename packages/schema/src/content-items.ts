import { z } from 'zod'
import { pageQuerySchema } from './paging.js'

/** Content item lifecycle states. */
export const contentStatuses = ['draft', 'scheduled', 'published', 'archived'] as const
export type ContentStatus = (typeof contentStatuses)[number]

export const contentStatusLabels: Record<ContentStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
}

/** Messages of the content-item form and API (spec sections 5 and 8). */
export const contentItemMessages = {
  titleRequired: 'Title is required',
  scheduleInFuture: 'Scheduled time must be in the future',
  selectTypeFirst: 'Please select a content type first',
  typeNotSpecified: 'Error: Content type not specified',
  typeNotFound: 'Error: Content type not found',
  notFound: 'Content item not found',
  slugTaken: 'Another item of this content type already uses this slug',
  slugFormat: 'Slug may only contain lowercase letters, numbers and hyphens',
  slugUnderivable: 'Enter a slug: the title has no letters or numbers to make one from',
  staleVersion:
    'Someone else saved this item since you opened it. Review their changes before saving yours.',
  versionNotFound: 'That version does not exist',
  scheduledNote: 'Scheduled content will be published automatically at the scheduled time.',
  created: 'Content created successfully',
  updated: 'Content updated successfully',
  restored: 'Version restored',
  deleteConfirm: 'Are you sure you want to delete this content item?',
  deleted: 'Content item deleted successfully',
} as const

/** Asked before restoring version `version` of an item whose newest version is `current`. */
export function restoreVersionQuestion(version: number, current: number) {
  return {
    title: `Restore version ${version}?`,
    description: `The current content (v${current}) is replaced by version ${version}, saved as a new version (v${current + 1}). Earlier versions stay in the history.`,
    confirm: 'Restore version',
  }
}

/**
 * Deleting an item that relations of other items point to (and refuse to lose it): how many,
 * and the first few by title.
 */
export function itemInUseMessage(count: number, titles: readonly string[]): string {
  const shown = titles.slice(0, 3).join(', ')
  const more = count > 3 ? ` and ${count - 3} more` : ''
  const items = count === 1 ? '1 item' : `${count} items`
  return `This item is used by ${items} (${shown}${more}). Remove it from them first.`
}

/** "{field} is required" (spec section 5). */
export function fieldRequiredMessage(fieldName: string): string {
  return `${fieldName} is required`
}

export const CONTENT_TITLE_MAX = 300
export const CONTENT_SLUG_MAX = 200
/** Largest rich-text value accepted, in characters of HTML. */
export const RICH_TEXT_MAX = 200_000
export const TEXT_MAX = 10_000
export const ARRAY_MAX_ENTRIES = 200
export const DEFAULT_SCHEDULE_OFFSET_MS = 60 * 60 * 1000
export const CONTENT_PAGE_SIZE = 10

/** Link schemes the rich-text editor and the server's sanitiser allow (spec: content-item modal). */
export const allowedLinkSchemes = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const

/** Who made a change, as lists and history show them. */
export const contentAuthorSchema = z.object({ id: z.string(), name: z.string() })
export type ContentAuthor = z.infer<typeof contentAuthorSchema>

/** A content item as the API answers it; `data` is keyed by the type's current field names. */
export const contentItemSchema = z.object({
  id: z.string(),
  contentTypeId: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(contentStatuses),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  createdBy: contentAuthorSchema.nullable(),
  updatedBy: contentAuthorSchema.nullable(),
  version: z.number(),
  /**
   * The language of the values answered: the main row's, or on delivery with `locale=` the
   * language actually served (the server always sends it).
   */
  locale: z.string().optional(),
  /** Delivery only: the languages the item exists in (its own and its translations'). */
  locales: z.array(z.string()).optional(),
  /** Management lists only: the item's translations (see localization.ts). */
  translations: z
    .array(
      z.object({
        locale: z.string(),
        status: z.enum(['draft', 'scheduled', 'published']),
        version: z.number(),
        updatedAt: z.string(),
        publishedAt: z.string().nullable(),
        scheduledFor: z.string().nullable(),
        outdated: z.boolean(),
      }),
    )
    .optional(),
})
export type ContentItem = z.infer<typeof contentItemSchema>

/**
 * `POST /api/v1/content/{type}/items` and `PUT .../items/{idOrSlug}`. `data` is checked against
 * the type's fields on the server (see `buildItemDataSchema`). An empty slug is derived from the
 * title. `version` names the version the edit started from: when another save came in between,
 * the server answers 409 instead of overwriting it.
 */
export const contentItemInputSchema = z.object({
  /**
   * May be left out when the type has a title field: the field's value is then the title (the
   * server answers 'Title is required' when neither is given). When given, it wins over the
   * field and the field is stored with it.
   */
  title: z
    .string({ error: contentItemMessages.titleRequired })
    .trim()
    .min(1, { error: contentItemMessages.titleRequired })
    .max(CONTENT_TITLE_MAX, { error: `At most ${CONTENT_TITLE_MAX} characters` })
    .optional(),
  slug: z
    .string()
    .trim()
    .max(CONTENT_SLUG_MAX, { error: `At most ${CONTENT_SLUG_MAX} characters` })
    .optional(),
  status: z
    .enum(contentStatuses, { error: `Status must be one of: ${contentStatuses.join(', ')}` })
    .default('draft'),
  /** Required when status is scheduled; ignored (and cleared) for every other status. */
  scheduledFor: z.iso
    .datetime({ offset: true, error: 'Scheduled time must be an ISO 8601 date and time' })
    .nullable()
    .optional(),
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object' }).default({}),
  version: z.number().int().min(1).optional(),
})
export type ContentItemInput = z.input<typeof contentItemInputSchema>
export type ParsedContentItemInput = z.output<typeof contentItemInputSchema>

export const contentSortFields = ['title', 'updatedAt', 'createdAt', 'publishedAt'] as const
export type ContentSortField = (typeof contentSortFields)[number]

/**
 * The content list's query (`GET /api/v1/content-items` across types, and
 * `GET /api/v1/content/{type}/items` for one type). Dates are ISO; `to` bounds are inclusive.
 */
export const listContentItemsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  type: z.string().trim().min(1).optional(),
  status: z.enum(contentStatuses).optional(),
  author: z.string().trim().min(1).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  updatedFrom: z.iso.datetime({ offset: true }).optional(),
  updatedTo: z.iso.datetime({ offset: true }).optional(),
  sort: z.enum(contentSortFields).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: pageQuerySchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(CONTENT_PAGE_SIZE),
})
export type ListContentItemsQuery = z.input<typeof listContentItemsQuerySchema>

/** What produced a version: a save, a restore, or the scheduler publishing it. */
export const versionEvents = ['created', 'updated', 'restored', 'scheduled-publish'] as const
export type VersionEvent = (typeof versionEvents)[number]

/** One snapshot in an item's history (`GET .../items/{id}/versions`), newest first. */
export const contentVersionSchema = z.object({
  version: z.number(),
  event: z.enum(versionEvents),
  /** For restores: the version whose content was brought back. */
  restoredFrom: z.number().nullable(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(contentStatuses),
  data: z.record(z.string(), z.unknown()),
  publishedAt: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  createdAt: z.string(),
  createdBy: contentAuthorSchema.nullable(),
})
export type ContentVersion = z.infer<typeof contentVersionSchema>

/** `POST .../items/{id}/versions/{version}/restore`: `version` is the item's current version. */
export const restoreVersionInputSchema = z.object({ version: z.number().int().min(1).optional() })
export type RestoreVersionInput = z.infer<typeof restoreVersionInputSchema>
