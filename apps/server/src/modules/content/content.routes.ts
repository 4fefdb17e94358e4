import {
  contentAuthorSchema,
  contentItemInputSchema,
  contentItemSchema,
  contentVersionSchema,
  deliveryItemQuerySchema,
  deliveryQuerySchema,
  listContentItemsQuerySchema,
  restoreVersionInputSchema,
} from '@folio/schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireSomeContentWrite } from '../access/index.js'
import { requireUser } from '../../plugins/authenticate.js'
import { plainJson } from '../../plugins/plain-json.js'
import { getPreviewItem } from '../preview/index.js'
import { createContentItem } from './operations/create-content-item.js'
import { deleteContentItem } from './operations/delete-content-item.js'
import { getContentItem } from './operations/get-content-item.js'
import { getContentItemById } from './operations/get-content-item-by-id.js'
import { listContentAuthors } from './operations/list-content-authors.js'
import { listContentItems } from './operations/list-content-items.js'
import { listContentVersions } from './operations/list-content-versions.js'
import { listTypeItems } from './operations/list-type-items.js'
import { restoreContentVersion } from './operations/restore-content-version.js'
import { updateContentItem } from './operations/update-content-item.js'

const typeParams = z.object({ type: z.string().trim().min(1) })
const itemParams = typeParams.extend({ idOrSlug: z.string().trim().min(1) })
const versionParams = itemParams.extend({
  version: z.coerce.number({ error: 'Not a version number' }).int().min(1),
})
const itemResponse = z.object({ data: contentItemSchema })
const pageMeta = z.object({ page: z.number(), pageSize: z.number(), total: z.number() })
const itemListResponse = z.object({ data: z.array(contentItemSchema), meta: pageMeta })
/** Offset pages keep `page` and `total`; cursor pages count only when asked (`total=true`). */
const deliveryPageMeta = z.object({
  page: z.number().optional(),
  pageSize: z.number(),
  total: z.number().optional(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
})
/** `fields=` may leave attributes out; the id always stays. */
const selectedItemListResponse = z.object({
  data: z.array(contentItemSchema.partial().extend({ id: z.string() })),
  meta: deliveryPageMeta,
})

/**
 * Writes need a signed-in user or a read-write API key, checked before the body is read; the
 * operation then asks the permission matrix whether this role may do this.
 */
async function editorsOnly(request: FastifyRequest) {
  requireUser(request)
  await requireSomeContentWrite(request.ctx)
}

/** The delivery API: these routes accept API keys besides user tokens. */
const delivery = { apiKey: true }

/** Content items of one type, the cross-type list and version history. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    // A valid preview token reads its one item without a user (see modules/preview).
    if (request.previewGrant) return
    requireUser(request)
  })

  app.get(
    '/content-items',
    { schema: { querystring: listContentItemsQuerySchema, response: { 200: itemListResponse } } },
    async (request) => listContentItems(request.ctx, request.query),
  )

  app.get(
    '/content-items/:id',
    {
      schema: {
        params: z.object({ id: z.string().trim().min(1) }),
        response: { 200: itemResponse },
      },
    },
    async (request) => ({ data: await getContentItemById(request.ctx, request.params.id) }),
  )

  app.get(
    '/content-authors',
    { schema: { response: { 200: z.object({ data: z.array(contentAuthorSchema) }) } } },
    async (request) => ({ data: await listContentAuthors(request.ctx) }),
  )

  app.get(
    '/content/:type/items',
    {
      config: delivery,
      schema: {
        params: typeParams,
        querystring: deliveryQuerySchema,
        response: { 200: selectedItemListResponse },
      },
      serializerCompiler: plainJson,
    },
    async (request) => listTypeItems(request.ctx, request.params.type, request.query),
  )

  app.get(
    '/content/:type/items/:idOrSlug',
    {
      config: { ...delivery, preview: true },
      schema: {
        params: itemParams,
        querystring: deliveryItemQuerySchema,
        response: { 200: itemResponse },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const { type, idOrSlug } = request.params
      if (request.previewGrant) {
        const grant = request.previewGrant
        return { data: await getPreviewItem(request.ctx, grant, type, idOrSlug, request.query) }
      }
      return { data: await getContentItem(request.ctx, type, idOrSlug, request.query) }
    },
  )

  app.post(
    '/content/:type/items',
    {
      config: delivery,
      onRequest: editorsOnly,
      schema: { params: typeParams, body: contentItemInputSchema, response: { 201: itemResponse } },
    },
    async (request, reply) => {
      const item = await createContentItem(request.ctx, request.params.type, request.body)
      return reply.status(201).send({ data: item })
    },
  )

  app.put(
    '/content/:type/items/:idOrSlug',
    {
      config: delivery,
      onRequest: editorsOnly,
      schema: { params: itemParams, body: contentItemInputSchema, response: { 200: itemResponse } },
    },
    async (request) => {
      const { type, idOrSlug } = request.params
      return { data: await updateContentItem(request.ctx, type, idOrSlug, request.body) }
    },
  )

  app.delete(
    '/content/:type/items/:idOrSlug',
    { config: delivery, onRequest: editorsOnly, schema: { params: itemParams } },
    async (request, reply) => {
      await deleteContentItem(request.ctx, request.params.type, request.params.idOrSlug)
      return reply.status(204).send()
    },
  )

  app.get(
    '/content/:type/items/:idOrSlug/versions',
    {
      schema: {
        params: itemParams,
        response: { 200: z.object({ data: z.array(contentVersionSchema) }) },
      },
    },
    async (request) => ({
      data: await listContentVersions(request.ctx, request.params.type, request.params.idOrSlug),
    }),
  )

  app.post(
    '/content/:type/items/:idOrSlug/versions/:version/restore',
    {
      onRequest: editorsOnly,
      schema: {
        params: versionParams,
        // A restore without a body is fine: it then skips the stale-version check.
        body: restoreVersionInputSchema.nullish(),
        response: { 200: itemResponse },
      },
    },
    async (request) => {
      const { type, idOrSlug, version } = request.params
      return {
        data: await restoreContentVersion(request.ctx, type, idOrSlug, version, request.body ?? {}),
      }
    },
  )
}
