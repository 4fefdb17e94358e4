import multipart from '@fastify/multipart'
import {
  databaseExportSchema,
  databaseImportResultSchema,
  databaseStatusSchema,
  IMPORT_MAX_BYTES,
  type DatabaseExport,
  databaseMessages,
} from '@folio/schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { AppError } from '../../lib/app-error.js'
import { requireUser } from '../../plugins/authenticate.js'
import { exportDatabase } from './operations/export-database.js'
import { getDatabaseStatus } from './operations/get-database-status.js'
import { importDatabase } from './operations/import-database.js'

const tooLarge = () =>
  new AppError('payload_too_large', databaseMessages.fileTooLarge(IMPORT_MAX_BYTES / 1024 / 1024))

/** The export file of an import request: a multipart `file` field or the JSON body itself. */
async function readExportFile(
  request: FastifyRequest,
  fileTooLarge: new () => Error,
): Promise<DatabaseExport> {
  let body: unknown = request.body
  if (request.isMultipart()) {
    const part = await request.file()
    if (part?.fieldname !== 'file') {
      const message = 'Choose an export file in the field named "file"'
      throw new AppError('validation_failed', message, [{ path: 'file', message }])
    }
    let text: string
    try {
      text = (await part.toBuffer()).toString('utf8')
    } catch (error) {
      if (error instanceof fileTooLarge) throw tooLarge()
      throw error
    }
    try {
      body = JSON.parse(text)
    } catch {
      throw new AppError('invalid_json', databaseMessages.notJson)
    }
  }
  const parsed = databaseExportSchema.safeParse(body)
  if (!parsed.success) {
    throw new AppError(
      'unprocessable',
      databaseMessages.lacksParts,
      parsed.error.issues
        .slice(0, 20)
        .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    )
  }
  return parsed.data
}

/**
 * Settings → Database: status, export and import. Admins only: the operations check it, the
 * import before it reads the uploaded file.
 */
export const databaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing exists only in this plugin: every other route accepts JSON alone.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, parts: 2 } })
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/database',
    {
      schema: {
        operationId: 'getDatabaseStatus',
        summary: 'Get the database status',
        description:
          'The database in use (SQLite file and size, or PostgreSQL host and version, never a password), its migrations and the rows of each table.',
        response: { 200: z.object({ data: databaseStatusSchema }) },
      },
    },
    async (request) => ({ data: await getDatabaseStatus(request.ctx) }),
  )

  app.get(
    '/database/export',
    {
      schema: {
        operationId: 'exportDatabase',
        summary: 'Download a full export',
        description:
          'A JSON file of every content type, item (with versions and translations), menu, setting, language, workflow record and media record, with accounts without their passwords. Media files themselves are not included.',
      },
    },
    async (request, reply) => {
      const file = await exportDatabase(request.ctx)
      const day = file.exportedAt.slice(0, 10)
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="folio-export-${day}.json"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(file))
    },
  )

  app.post(
    '/database/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        operationId: 'importDatabase',
        summary: 'Import a full export',
        description:
          'Send the export as the JSON body or as multipart/form-data in a field named `file`. Only into an empty installation (no content types, items, menus or media): 409 otherwise. A file from a newer Folio, or with references to rows it does not hold, is refused with 422; the import runs in one transaction, so nothing is half applied.',
        response: { 200: z.object({ data: databaseImportResultSchema }) },
      },
    },
    async (request) => ({
      data: await importDatabase(request.ctx, () =>
        readExportFile(request, app.multipartErrors.RequestFileTooLargeError),
      ),
    }),
  )
}
