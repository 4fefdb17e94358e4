import {
  createTranslationInputSchema,
  deleteLanguageQuerySchema,
  languageCodeSchema,
  languageInputSchema,
  languageSchema,
  languageUpdateSchema,
  restoreTranslationInputSchema,
  translationInputSchema,
  translationListSchema,
  translationSchema,
  translationVersionSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import {
  createItemTranslation,
  createLanguage,
  deleteItemTranslation,
  deleteLanguage,
  getItemTranslation,
  listItemTranslations,
  listLanguages,
  listTranslationVersions,
  restoreTranslationVersion,
  updateItemTranslation,
  updateLanguage,
} from '../content/index.js'

const languageParams = z.object({ code: languageCodeSchema.describe('The language code') })
const itemParams = z.object({ id: z.string().trim().min(1).describe('The content item id') })
const translationParams = itemParams.extend({
  locale: languageCodeSchema.describe('The language code of the translation'),
})
const languageResponse = z.object({ data: languageSchema })
const translationResponse = z.object({ data: translationSchema })

const adminNote = 'Admins only; every change is recorded in the audit log.'
const editNote =
  'Needs the edit capability on the content type (publishing or scheduling: publish). API keys cannot change translations.'

/** `/api/v1/languages` and `/api/v1/content-items/{id}/translations`. */
export const localizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/languages',
    {
      config: { apiKey: true },
      schema: {
        operationId: 'listLanguages',
        summary: 'List languages',
        description:
          'The configured languages, the default first, then by name. Any signed-in user or API key.',
        response: { 200: z.object({ data: z.array(languageSchema) }) },
      },
    },
    async (request) => ({ data: await listLanguages(request.ctx) }),
  )

  app.post(
    '/languages',
    {
      schema: {
        operationId: 'createLanguage',
        summary: 'Add a language',
        description: `\`code\` is BCP 47 (\`fr\`, \`fr-CA\`), stored in canonical case; 409 when it exists. With \`isDefault: true\` it becomes the one default. ${adminNote}`,
        body: languageInputSchema,
        response: { 201: languageResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createLanguage(request.ctx, request.body) }),
  )

  app.patch(
    '/languages/:code',
    {
      schema: {
        operationId: 'updateLanguage',
        summary: 'Rename a language or make it the default',
        description: `\`isDefault: true\` moves the default here atomically (content is not rewritten); \`false\` answers 422: make another language the default instead. The code cannot change. ${adminNote}`,
        params: languageParams,
        body: languageUpdateSchema,
        response: { 200: languageResponse },
      },
    },
    async (request) => ({
      data: await updateLanguage(request.ctx, request.params.code, request.body),
    }),
  )

  app.delete(
    '/languages/:code',
    {
      schema: {
        operationId: 'deleteLanguage',
        summary: 'Delete a language',
        description: `Deletes the language and its translations. The default language answers 422. A language with translations answers 409 (the count in \`details\`, path \`translationCount\`) unless \`force=true\`. ${adminNote}`,
        params: languageParams,
        querystring: deleteLanguageQuerySchema,
      },
    },
    async (request, reply) => {
      await deleteLanguage(request.ctx, request.params.code, { force: request.query.force })
      return reply.status(204).send()
    },
  )

  app.get(
    '/content-items/:id/translations',
    {
      schema: {
        operationId: 'listItemTranslations',
        summary: "List an item's translations",
        description:
          'The language the item is written in (`sourceLocale`) and each translation with its status and whether it is outdated (the item changed since it was saved).',
        params: itemParams,
        response: { 200: translationListSchema },
      },
    },
    async (request) => ({ data: await listItemTranslations(request.ctx, request.params.id) }),
  )

  app.post(
    '/content-items/:id/translations',
    {
      schema: {
        operationId: 'createItemTranslation',
        summary: 'Add a translation of an item',
        description:
          "A draft in `locale` holding the item's current title and translatable values. 422 for a language that is not configured; 409 for the item's own language or an existing translation.",
        params: itemParams,
        body: createTranslationInputSchema,
        response: { 201: translationResponse },
      },
    },
    async (request, reply) => {
      const translation = await createItemTranslation(
        request.ctx,
        request.params.id,
        request.body.locale,
      )
      return reply.status(201).send({ data: translation })
    },
  )

  app.get(
    '/content-items/:id/translations/:locale',
    {
      schema: {
        operationId: 'getItemTranslation',
        summary: 'Get a translation',
        description:
          "The translation with every field (shared ones from the item), which fields changed in the item since it was saved (`changedFields`), which still equal the item's (`untranslatedFields`) and the item's current values (`source`).",
        params: translationParams,
        response: { 200: translationResponse },
      },
    },
    async (request) => ({
      data: await getItemTranslation(request.ctx, request.params.id, request.params.locale),
    }),
  )

  app.put(
    '/content-items/:id/translations/:locale',
    {
      schema: {
        operationId: 'updateItemTranslation',
        summary: 'Save a translation',
        description: `Title, status (draft, scheduled, published), schedule and translatable values; values of shared fields are ignored. Publishing publishes this language only. A stale \`version\` answers 409. ${editNote}`,
        params: translationParams,
        body: translationInputSchema,
        response: { 200: translationResponse },
      },
    },
    async (request) => {
      const { id, locale } = request.params
      return { data: await updateItemTranslation(request.ctx, id, locale, request.body) }
    },
  )

  app.delete(
    '/content-items/:id/translations/:locale',
    {
      schema: {
        operationId: 'deleteItemTranslation',
        summary: 'Delete a translation',
        description: 'Deletes one language of the item with its history.',
        params: translationParams,
      },
    },
    async (request, reply) => {
      await deleteItemTranslation(request.ctx, request.params.id, request.params.locale)
      return reply.status(204).send()
    },
  )

  app.get(
    '/content-items/:id/translations/:locale/versions',
    {
      schema: {
        operationId: 'listTranslationVersions',
        summary: "List a translation's versions",
        params: translationParams,
        response: { 200: z.object({ data: z.array(translationVersionSchema) }) },
      },
    },
    async (request) => ({
      data: await listTranslationVersions(request.ctx, request.params.id, request.params.locale),
    }),
  )

  app.post(
    '/content-items/:id/translations/:locale/restore',
    {
      schema: {
        operationId: 'restoreTranslationVersion',
        summary: 'Restore a version of a translation',
        description: `Brings back \`version\`'s title and values as the next version, keeping the current status. \`currentVersion\`, when sent, must be the current one (else 409). ${editNote}`,
        params: translationParams,
        body: restoreTranslationInputSchema,
        response: { 200: translationResponse },
      },
    },
    async (request) => {
      const { id, locale } = request.params
      return { data: await restoreTranslationVersion(request.ctx, id, locale, request.body) }
    },
  )
}
