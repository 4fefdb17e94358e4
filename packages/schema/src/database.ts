import { z } from 'zod'

/** What an export file says it is; anything else is not one. */
export const EXPORT_FORMAT = 'folio-export'
/** The layout of the file itself (not the database schema, which `schema.migrations` names). */
export const EXPORT_FORMAT_VERSION = 1
/** The largest export file the import accepts, in bytes. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024

export const migrationStatuses = ['applied', 'pending'] as const

/** `GET /api/v1/database`: the database in use, its migrations and row counts. */
export const databaseStatusSchema = z.object({
  dialect: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  location: z.union([
    z.object({ kind: z.literal('file'), path: z.string(), sizeBytes: z.number().nullable() }),
    z.object({
      kind: z.literal('server'),
      host: z.string(),
      port: z.number().nullable(),
      database: z.string(),
    }),
  ]),
  migrations: z.array(
    z.object({
      name: z.string(),
      appliedAt: z.string().nullable(),
      status: z.enum(migrationStatuses),
    }),
  ),
  tables: z.array(
    z.object({
      name: z.string(),
      rows: z.number(),
      /** Whether a full export carries the table's rows. */
      exported: z.boolean(),
    }),
  ),
})
export type DatabaseStatus = z.infer<typeof databaseStatusSchema>

/**
 * A full export: raw rows per table, column names as in the database, JSON columns as their
 * text, booleans as 0/1. `schema.migrations` names the migrations the source had applied.
 */
export const databaseExportSchema = z.object({
  format: z.string(),
  formatVersion: z.number().int(),
  exportedAt: z.string(),
  schema: z.object({ migrations: z.array(z.string()) }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
})
export type DatabaseExport = z.infer<typeof databaseExportSchema>

/** `POST /api/v1/database/import`: the rows written per table. */
export const databaseImportResultSchema = z.object({
  imported: z.record(z.string(), z.number()),
  /** Accounts created without a password: their people use "Forgot password" to sign in. */
  usersCreated: z.number(),
  /** Accounts of the file matched by email to accounts that already existed here. */
  usersMatched: z.number(),
})
export type DatabaseImportResult = z.infer<typeof databaseImportResultSchema>

/** What an export or import answers when it refuses, on the API and in the CLI. */
export const databaseMessages = {
  notAnExport: 'This file is not a Folio export (format is not folio-export)',
  lacksParts: 'This file is not a Folio export: it lacks format, schema or tables',
  notJson: 'This file is not JSON: choose a Folio export (.json)',
  fileTooLarge: (megabytes: number) =>
    `The export file is larger than the ${megabytes} MB an import accepts`,
  newerFormat: (version: number, readable: number) =>
    `This export uses format version ${version}, newer than this Folio reads (${readable}); upgrade this installation first`,
  newerSchema: (schema: string) =>
    `This export comes from a newer version of Folio (schema ${schema}); upgrade this installation first`,
  unknownMigration: (name: string) => `Unknown migration ${name}`,
  /** `problem` names the first thing wrong, e.g. "tables.users.0.email: Invalid email". */
  cannotImport: (problem: string) =>
    `The export cannot be imported: ${problem}. Nothing was imported.`,
  notEmpty: (found: string) =>
    `Import needs an empty installation: this one already has ${found}. Import into a new installation (or delete them first).`,
  unreadableFile: (file: string, reason: string) => `Could not read ${file} as JSON: ${reason}`,
  fileNotAnExport: (file: string) =>
    `${file} is not a Folio export: it lacks format, schema or tables`,
} as const
