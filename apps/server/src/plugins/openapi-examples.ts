import { apiKeyMessages, errorCodes, serviceMessages, type ApiErrorBody } from '@folio/schema'
import type { OpenAPIV3_1 } from 'openapi-types'
import { z } from 'zod'

/** Example answers of the delivery endpoints, shown on the /api page beside each operation. */

const author = { id: '3f0c2a7e-1b54-4d2a-9a61-0c7f5be8d901', name: 'Ada Admin' }

const exampleItem = {
  id: '0b9e6c1e-4f7a-4a8e-9c55-2d6f0e3b7a10',
  contentTypeId: '5d2fb7c4-8e1a-4c3b-b0a9-6f4e2d1c0b8a',
  title: 'Trail Running Shoe',
  slug: 'trail-running-shoe',
  status: 'published',
  data: {
    name: 'Trail Running Shoe',
    description: '<p>Light, grippy and made for muddy mornings.</p>',
    price: 129.99,
    images: ['https://example.com/media/trail-shoe.jpg'],
  },
  createdAt: '2025-03-01T09:30:00.000Z',
  updatedAt: '2025-03-04T16:12:45.000Z',
  publishedAt: '2025-03-04T16:12:45.000Z',
  scheduledFor: null,
  createdBy: author,
  updatedBy: author,
  version: 3,
}

const exampleContentType = {
  id: '5d2fb7c4-8e1a-4c3b-b0a9-6f4e2d1c0b8a',
  name: 'Product',
  slug: 'product',
  description: 'Things we sell',
  fields: [
    { id: 'f1', name: 'name', type: 'text', required: true, description: '' },
    { id: 'f2', name: 'description', type: 'rich-text', required: false, description: '' },
    { id: 'f3', name: 'price', type: 'number', required: true, description: 'In euros' },
    { id: 'f4', name: 'images', type: 'array', required: false, description: '' },
  ],
  titleField: 'name',
  previewUrl: '',
  itemCount: 12,
  createdAt: '2025-02-20T08:00:00.000Z',
  updatedAt: '2025-02-20T08:00:00.000Z',
}

/** Success examples by operation key and status. */
export const successExamples: Record<string, Record<string, unknown>> = {
  'GET /content-types': { '200': { data: [exampleContentType] } },
  'GET /content-types/{idOrSlug}': { '200': { data: exampleContentType } },
  'GET /content/{type}/items': {
    '200': {
      data: [exampleItem],
      meta: {
        page: 1,
        pageSize: 10,
        total: 1,
        hasMore: false,
        nextCursor: null,
        prevCursor: null,
      },
    },
  },
  'GET /content/{type}/items/{idOrSlug}': { '200': { data: exampleItem } },
  'POST /content/{type}/items': { '201': { data: { ...exampleItem, version: 1 } } },
  'PUT /content/{type}/items/{idOrSlug}': { '200': { data: { ...exampleItem, version: 4 } } },
}

const errorBody = (
  code: keyof typeof errorCodes,
  message: string,
  details?: { path: string; message: string }[],
): ApiErrorBody => ({ error: { code, message, ...(details ? { details } : {}) } })

/** Every error under /api/v1 has this shape (plugins/error-handler.ts). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorCodes) as [keyof typeof errorCodes]),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
})

const rateLimitHeaders: Record<string, OpenAPIV3_1.HeaderObject> = {
  'RateLimit-Limit': {
    description: 'Requests allowed per minute for this key.',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in the current window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window resets.',
    schema: { type: 'integer' },
  },
}

const errorResponse = (
  description: string,
  example: ApiErrorBody,
  headers?: Record<string, OpenAPIV3_1.HeaderObject>,
): OpenAPIV3_1.ResponseObject => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/Error' }, example },
  },
})

const pageSizeMessage = 'pageSize must be at most 100'

/** The errors a delivery call can meet, each with a real message. */
export function deliveryErrorResponses(
  method: string,
  key: string,
): Record<string, OpenAPIV3_1.ResponseObject> {
  const isList = key === 'GET /content/{type}/items'
  const writes = method !== 'GET'
  return {
    ...(isList || method === 'POST' || method === 'PUT'
      ? {
          '400': errorResponse(
            'The query or body is not valid; `details` points at each problem.',
            isList
              ? errorBody('validation_failed', pageSizeMessage, [
                  { path: 'pageSize', message: pageSizeMessage },
                ])
              : errorBody('validation_failed', 'Title is required', [
                  { path: 'title', message: 'Title is required' },
                ]),
          ),
        }
      : {}),
    '401': errorResponse(
      'No API key or token, or one that was revoked or regenerated.',
      errorBody('unauthorized', apiKeyMessages.invalid),
    ),
    '403': errorResponse(
      'API access is disabled, or a read-only key tried to write.',
      errorBody('forbidden', writes ? apiKeyMessages.readOnly : apiKeyMessages.disabled),
    ),
    ...(key.includes('{')
      ? {
          '404': errorResponse(
            'The content type or item does not exist.',
            errorBody('not_found', 'Content item not found'),
          ),
        }
      : {}),
    ...(isList
      ? {
          '422': errorResponse(
            'The query would take longer than the time budget (`DELIVERY_QUERY_TIMEOUT_MS`); the message names the cheaper query to ask instead.',
            errorBody('query_too_expensive', serviceMessages.queryTooExpensive),
          ),
        }
      : {}),
    '429': errorResponse(
      'More requests in a minute than the key may make; wait `Retry-After` seconds.',
      errorBody('rate_limited', 'Too many requests. Try again in 42 seconds.'),
      {
        ...rateLimitHeaders,
        'Retry-After': {
          description: 'Seconds to wait before trying again.',
          schema: { type: 'integer' },
        },
      },
    ),
  }
}

/** Published reads can be cached and revalidated. */
export const cachingHeaders: Record<string, OpenAPIV3_1.HeaderObject> = {
  ETag: {
    description: 'Send it back in `If-None-Match`; an unchanged answer is then a 304.',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: 'How long the answer may be reused.',
    schema: { type: 'string' },
  },
  ...rateLimitHeaders,
}
