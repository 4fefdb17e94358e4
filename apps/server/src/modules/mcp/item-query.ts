import {
  contentStatuses,
  deliveryQuerySchema,
  DELIVERY_PAGE_SIZE_MAX,
  type ParsedDeliveryQuery,
  type RawQuery,
} from '@folio/schema'
import { z } from 'zod'

import { invalidArgument } from './tool-result.js'

const scalar = z.union([z.string(), z.number(), z.boolean()])
const listOrText = z.union([z.string(), z.array(z.string())])

/**
 * The delivery query language as tool arguments. Each part may be written the way an app writes
 * the querystring (`filter: "filter[price][gte]=10"`, `sort: "-publishedAt,title"`) or as JSON
 * (`filter: { price: { gte: 10 }, category: "news" }`, `sort: ["-publishedAt"]`).
 */
export const itemQueryShape = {
  filter: z
    .union([
      z.string(),
      z.record(
        z.string(),
        z.union([
          scalar,
          z.array(scalar),
          z.record(z.string(), z.union([scalar, z.array(scalar)])),
        ]),
      ),
    ])
    .optional()
    .describe(
      'Filters: { field: value } for equality, { field: { op: value } } with op one of eq, ne, gt, gte, lt, lte, in, nin, contains, exists; or the querystring form filter[field][op]=value&…',
    ),
  sort: listOrText
    .optional()
    .describe('Sort keys, a leading - for descending: "-publishedAt,title" or ["-publishedAt"]'),
  fields: listOrText.optional().describe('Only these attributes: "title,data.price"'),
  expand: listOrText.optional().describe('References to embed: "author" or "author.company"'),
  q: z.string().max(200).optional().describe('Full-text search in the type’s text fields'),
  page: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Page number; past the 100,000th item, and to read everything, use after'),
  pageSize: z.number().int().min(1).max(DELIVERY_PAGE_SIZE_MAX).optional(),
  after: z
    .string()
    .optional()
    .describe(
      'The page after this cursor: meta.nextCursor of an earlier answer with the same sort',
    ),
  before: z.string().optional().describe('The page before this cursor: meta.prevCursor'),
  total: z
    .boolean()
    .optional()
    .describe('Count the matches in meta.total (pages by number do unless false)'),
  locale: z.string().optional().describe('Language code to read items in, e.g. "fr"'),
  fallback: z.boolean().optional().describe('Fall back to the default language when untranslated'),
  status: z
    .enum(contentStatuses)
    .optional()
    .describe('Read-write keys only: items of this status (read-only keys see published items)'),
}

type ItemQueryArgs = z.infer<z.ZodObject<typeof itemQueryShape>>

function text(value: string | number | boolean): string {
  return String(value)
}

function joined(value: string | string[]): string {
  return Array.isArray(value) ? value.join(',') : value
}

function add(raw: Record<string, string | string[]>, key: string, value: string) {
  const existing = raw[key]
  raw[key] = existing === undefined ? value : [existing, value].flat()
}

/** `{ price: { gte: 10 } }` or `filter[price][gte]=10` → the literal keys the parser reads. */
function filterEntries(
  filter: NonNullable<ItemQueryArgs['filter']>,
): Record<string, string | string[]> {
  // No prototype: a filter keyed `__proto__` or `constructor` is just a key the parser refuses.
  const raw = Object.create(null) as Record<string, string | string[]>
  if (typeof filter === 'string') {
    for (const [key, value] of new URLSearchParams(filter)) add(raw, key, value)
    return raw
  }
  for (const [field, condition] of Object.entries(filter)) {
    if (Array.isArray(condition)) add(raw, `filter[${field}][in]`, condition.map(text).join(','))
    else if (typeof condition === 'object') {
      for (const [op, value] of Object.entries(condition)) {
        add(
          raw,
          `filter[${field}][${op}]`,
          Array.isArray(value) ? value.map(text).join(',') : text(value),
        )
      }
    } else add(raw, `filter[${field}]`, text(condition))
  }
  return raw
}

/**
 * Reads list arguments with the delivery API's own parser, so a query means the same through
 * MCP as in `GET /api/v1/content/{type}/items`; a mistake names the argument at fault.
 */
export function parseItemQuery(args: ItemQueryArgs): ParsedDeliveryQuery {
  const raw: RawQuery = { ...(args.filter === undefined ? {} : filterEntries(args.filter)) }
  if (args.sort !== undefined) raw.sort = joined(args.sort)
  if (args.fields !== undefined) raw.fields = joined(args.fields)
  if (args.expand !== undefined) raw.expand = joined(args.expand)
  if (args.q !== undefined) raw.q = args.q
  if (args.page !== undefined) raw.page = String(args.page)
  if (args.pageSize !== undefined) raw.pageSize = String(args.pageSize)
  if (args.after !== undefined) raw.after = args.after
  if (args.before !== undefined) raw.before = args.before
  if (args.total !== undefined) raw.total = String(args.total)
  if (args.locale !== undefined) raw.locale = args.locale
  if (args.fallback !== undefined) raw.fallback = String(args.fallback)
  if (args.status !== undefined) raw.status = args.status
  const parsed = deliveryQuerySchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const key = issue.path.map(String).join('.')
    throw invalidArgument(key.startsWith('filter[') ? 'filter' : key || 'query', issue.message)
  }
  return parsed.data
}
