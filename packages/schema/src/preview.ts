import { z } from 'zod'

/** How long a preview token opens its item's draft: long enough for a session of edits. */
export const PREVIEW_TOKEN_LIFETIME_SECONDS = 600

/** Delivery reads take the token as `?preview=<token>` or in this header. */
export const PREVIEW_QUERY_PARAM = 'preview'
export const PREVIEW_HEADER = 'Folio-Preview'
/** The query parameter the editor appends to the team's preview URL. */
export const PREVIEW_URL_TOKEN_PARAM = 'folio_preview'

/** Placeholders of a preview URL pattern, each replaced URL-encoded. */
export const previewUrlPlaceholders = ['{type}', '{slug}', '{locale}'] as const

/** What the editor gets to open a live preview of one item. */
export const previewLinkSchema = z.object({
  /** The pattern filled in, with `folio_preview=<token>`; null when no preview URL is set. */
  url: z.string().nullable(),
  /** Reads this item's current draft through the delivery API, and nothing else. */
  token: z.string(),
  expiresAt: z.string(),
})
export type PreviewLink = z.infer<typeof previewLinkSchema>

export const previewMessages = {
  tokenInvalid: 'This preview link is invalid or has expired. Open the preview again from Folio.',
  otherItem: 'This preview token only reads the item it was made for',
} as const
