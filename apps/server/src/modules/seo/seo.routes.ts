import {
  seoMetaSchema,
  seoSettingsSchema,
  sitemapEntryInputSchema,
  sitemapEntrySchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { getItemSeo, updateItemSeo } from './operations/item-seo-ops.js'
import { getSeoSettings, updateSeoSettings } from './operations/seo-settings-ops.js'
import {
  createSitemapEntry,
  deleteSitemapEntry,
  listSitemapEntries,
  updateSitemapEntry,
} from './operations/sitemap-entry-ops.js'

const entryParams = z.object({ id: z.string().trim().min(1) })
const itemParams = z.object({ id: z.string().trim().min(1).describe('The content item id') })
const settingsResponse = z.object({ data: seoSettingsSchema })
const entryResponse = z.object({ data: sitemapEntrySchema })
const metaResponse = z.object({ data: seoMetaSchema })
const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
  requireUser(request)
}

/** SEO settings, per-item SEO meta and manual sitemap entries. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seo/settings',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getSeoSettings',
        summary: 'Get the SEO settings',
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await getSeoSettings(request.ctx) }),
  )

  app.put(
    '/seo/settings',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateSeoSettings',
        summary: 'Update the SEO settings',
        body: seoSettingsSchema,
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await updateSeoSettings(request.ctx, request.body) }),
  )

  app.get(
    '/sitemap-entries',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listSitemapEntries',
        summary: 'List manual sitemap entries',
        description: 'Ordered by priority, highest first, then by URL.',
        response: { 200: z.object({ data: z.array(sitemapEntrySchema) }) },
      },
    },
    async (request) => ({ data: await listSitemapEntries(request.ctx) }),
  )

  app.post(
    '/sitemap-entries',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createSitemapEntry',
        summary: 'Add a sitemap entry',
        body: sitemapEntryInputSchema,
        response: { 201: entryResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createSitemapEntry(request.ctx, request.body) }),
  )

  app.patch(
    '/sitemap-entries/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateSitemapEntry',
        summary: 'Change a sitemap entry',
        params: entryParams,
        body: sitemapEntryInputSchema,
        response: { 200: entryResponse },
      },
    },
    async (request) => ({
      data: await updateSitemapEntry(request.ctx, request.params.id, request.body),
    }),
  )

  app.delete(
    '/sitemap-entries/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'deleteSitemapEntry',
        summary: 'Remove a sitemap entry',
        params: entryParams,
      },
    },
    async (request, reply) => {
      await deleteSitemapEntry(request.ctx, request.params.id)
      return reply.status(204).send()
    },
  )

  app.get(
    '/content-items/:id/seo',
    {
      config: { apiKey: true },
      onRequest: signedIn,
      schema: {
        operationId: 'getItemSeo',
        summary: "Get an item's SEO meta",
        description: 'Read-only API keys see the meta of published items only.',
        params: itemParams,
        response: { 200: metaResponse },
      },
    },
    async (request) => ({ data: await getItemSeo(request.ctx, request.params.id) }),
  )

  app.put(
    '/content-items/:id/seo',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateItemSeo',
        summary: "Update an item's SEO meta",
        params: itemParams,
        body: seoMetaSchema,
        response: { 200: metaResponse },
      },
    },
    async (request) => ({
      data: await updateItemSeo(request.ctx, request.params.id, request.body),
    }),
  )
}
