import { z } from 'zod'

import { commonMessages } from './common.js'

import { CONTENT_TITLE_MAX, contentAuthorSchema, versionEvents } from './content-items.js'

/**
 * Languages (`/api/v1/languages`) and content translations
 * (`/api/v1/content-items/{id}/translations`). A content item's main row is written in one
 * language (its `locale`); every other language is a translation holding the translatable
 * fields only, with its own status and version history.
 */

export const LANGUAGE_CODE_MAX = 35
export const LANGUAGE_NAME_MAX = 100

export const languageMessages = {
  invalidCode: (code: string) =>
    `${code} is not a valid language code (use BCP 47, such as fr or fr-CA)`,
  codeRequired: 'Language code is required',
  nameRequired: commonMessages.nameRequired,
  codeTaken: (code: string) => `Language ${code} already exists`,
  notFound: (code: string) => `Language ${code} does not exist`,
  keepOneDefault: 'There must be one default language: make another language the default instead',
  deleteDefault: 'The default language cannot be deleted',
  hasTranslations: (code: string, count: number) =>
    `Language ${code} has ${count} ${count === 1 ? 'translation' : 'translations'}: deleting it deletes them too`,
  codeImmutable: 'The language code cannot be changed; add a new language instead',
  created: 'Language added',
  updated: 'Language updated',
  deleted: 'Language deleted',
  defaultChanged: 'Default language changed',
  /** Spec section 8: the languages could not be read. */
  loadFailed: 'Failed to load languages. Please check your connection and try again.',
  defaultChangedConcurrently:
    'The default language was changed by someone else at the same time; reload and try again',
  itemsWrittenIn: (items: number, language: string) =>
    `${items} content ${items === 1 ? 'item is' : 'items are'} written in ${language}, so it cannot be deleted`,
} as const

/** Primary tag, optional script, optional region, optional variants (BCP 47, no extensions). */
const LANGUAGE_CODE_PATTERN =
  /^[A-Za-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Za-z]{2}|\d{3}))?(?:-(?:[A-Za-z\d]{5,8}|\d[A-Za-z\d]{3}))*$/

/**
 * The canonical form of a BCP 47 language code (`FR-ca` → `fr-CA`), or null when it is not one.
 * Underscores (`fr_CA`) are refused rather than fixed: the code ends up in URLs and API answers.
 */
export function canonicalLanguageCode(code: string): string | null {
  const trimmed = code.trim()
  if (trimmed.length > LANGUAGE_CODE_MAX || !LANGUAGE_CODE_PATTERN.test(trimmed)) return null
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null
  } catch {
    return null
  }
}

export const languageSchema = z.object({
  id: z.string(),
  /** Canonical BCP 47 (`en`, `fr-CA`, `zh-Hant-TW`); never changes after creation. */
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Language = z.infer<typeof languageSchema>

/** `GET /api/v1/languages`: the default language first, then by name. */
export const languageListSchema = z.object({ data: z.array(languageSchema) })

const languageNameSchema = z
  .string({ error: languageMessages.nameRequired })
  .trim()
  .min(1, { error: languageMessages.nameRequired })
  .max(LANGUAGE_NAME_MAX, { error: `At most ${LANGUAGE_NAME_MAX} characters` })

/** A code as typed; answers with the canonical form or the BCP 47 message. */
export const languageCodeSchema = z
  .string({ error: languageMessages.codeRequired })
  .trim()
  .min(1, { error: languageMessages.codeRequired })
  .transform((code, ctx) => {
    const canonical = canonicalLanguageCode(code)
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: languageMessages.invalidCode(code) })
      return z.NEVER
    }
    return canonical
  })

/** `POST /api/v1/languages` (admin). `isDefault: true` makes it the default in the same step. */
export const languageInputSchema = z.object({
  code: languageCodeSchema,
  name: languageNameSchema,
  isDefault: z.boolean().optional(),
})
export type LanguageInput = z.input<typeof languageInputSchema>

/**
 * `PATCH /api/v1/languages/{code}` (admin). `isDefault: true` makes this the one default;
 * `false` is refused (422 keepOneDefault): a default is replaced, never removed.
 */
export const languageUpdateSchema = z.object({
  name: languageNameSchema.optional(),
  isDefault: z.boolean().optional(),
})
export type LanguageUpdate = z.input<typeof languageUpdateSchema>

/**
 * `DELETE /api/v1/languages/{code}?force=true`. Without force, a language that has translations
 * answers 409 with `details: [{ path: 'translationCount', message: '<n>' }]` so the web can
 * confirm first. A language items are written in cannot be deleted (422).
 */
export const deleteLanguageQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
})

/** Fields are translatable unless the content type says otherwise. */
export function isTranslatableField(field: { translatable?: boolean }): boolean {
  return field.translatable !== false
}

/** A translation's own lifecycle: archiving belongs to the item as a whole. */
export const translationStatuses = ['draft', 'scheduled', 'published'] as const
export type TranslationStatus = (typeof translationStatuses)[number]

export const translationMessages = {
  notFound: (locale: string) => `This item has no ${locale} translation`,
  unknownLanguage: (locale: string) => `Language ${locale} does not exist`,
  exists: (locale: string) => `This item already has a ${locale} translation`,
  sameAsSource: (locale: string) =>
    `This item is written in ${locale}: edit the item itself instead of adding a translation`,
  created: 'Translation created',
  updated: 'Translation saved',
  deleted: 'Translation deleted',
  restored: 'Version restored',
  deleteConfirm: 'Delete this translation and its history?',
  /** Delivery: `locale=` names no configured language. */
  unknownLocale: (locale: string, known: string[]) =>
    `Unknown locale ${locale}: the configured languages are ${known.join(', ')}`,
} as const

/** One language of an item, as the content list and the editor's language switcher show it. */
export const translationSummarySchema = z.object({
  locale: z.string(),
  status: z.enum(translationStatuses),
  version: z.number(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  /** The main language's title or translatable fields changed after this translation was saved. */
  outdated: z.boolean(),
})
export type TranslationSummary = z.infer<typeof translationSummarySchema>

/** `GET /api/v1/content-items/{id}/translations`. */
export const translationListSchema = z.object({
  data: z.object({
    /** The language the item's main row is written in. */
    sourceLocale: z.string(),
    translations: z.array(translationSummarySchema),
  }),
})
export type TranslationList = z.infer<typeof translationListSchema>['data']

/** `GET /api/v1/content-items/{id}/translations/{locale}` → `{ data: Translation }`. */
export const translationSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  locale: z.string(),
  title: z.string(),
  status: z.enum(translationStatuses),
  scheduledFor: z.string().nullable(),
  publishedAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: contentAuthorSchema.nullable(),
  updatedBy: contentAuthorSchema.nullable(),
  /**
   * Every field keyed by field name: translatable ones from the translation, the others
   * (shared across languages, edited on the main item) from the main item.
   */
  data: z.record(z.string(), z.unknown()),
  outdated: z.boolean(),
  /** Field names (and "title") whose main-language value changed since this translation was saved. */
  changedFields: z.array(z.string()),
  /** Translatable field names (and "title") whose value still equals the main-language value. */
  untranslatedFields: z.array(z.string()),
  /** The main item's current title and translatable values, keyed by field name. */
  source: z.object({ title: z.string(), data: z.record(z.string(), z.unknown()) }),
})
export type Translation = z.infer<typeof translationSchema>

/** `POST /api/v1/content-items/{id}/translations`: a draft copied from the main item's values. */
export const createTranslationInputSchema = z.object({ locale: languageCodeSchema })
export type CreateTranslationInput = z.input<typeof createTranslationInputSchema>

/**
 * `PUT /api/v1/content-items/{id}/translations/{locale}`. `data` is keyed by field name like the
 * item form; values of non-translatable fields are ignored. `version` as for items: a stale one
 * answers 409.
 */
export const translationInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(CONTENT_TITLE_MAX, { error: `At most ${CONTENT_TITLE_MAX} characters` }),
  status: z
    .enum(translationStatuses, {
      error: `Status must be one of: ${translationStatuses.join(', ')}`,
    })
    .default('draft'),
  scheduledFor: z.iso
    .datetime({ offset: true, error: 'Scheduled time must be an ISO 8601 date and time' })
    .nullable()
    .optional(),
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object' }).default({}),
  version: z.number().int().min(1).optional(),
})
export type TranslationInput = z.input<typeof translationInputSchema>
export type ParsedTranslationInput = z.output<typeof translationInputSchema>

/** `GET …/translations/{locale}/versions` → `{ data: TranslationVersion[] }`, newest first. */
export const translationVersionSchema = z.object({
  version: z.number(),
  event: z.enum(versionEvents),
  restoredFrom: z.number().nullable(),
  title: z.string(),
  status: z.enum(translationStatuses),
  /** Translatable values keyed by field name. */
  data: z.record(z.string(), z.unknown()),
  publishedAt: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  createdAt: z.string(),
  createdBy: contentAuthorSchema.nullable(),
})
export type TranslationVersion = z.infer<typeof translationVersionSchema>

/**
 * `POST …/translations/{locale}/restore`: `version` is the version to bring back,
 * `currentVersion` (optional) the version the editor has open: a stale one answers 409.
 */
export const restoreTranslationInputSchema = z.object({
  version: z.number().int().min(1),
  currentVersion: z.number().int().min(1).optional(),
})
export type RestoreTranslationInput = z.infer<typeof restoreTranslationInputSchema>

/** Delivery query keys: `locale=fr-CA` and `fallback=false`. */
export const deliveryLocaleQuerySchema = z.object({
  locale: languageCodeSchema.optional(),
  fallback: z
    .enum(['true', 'false'], { error: 'fallback must be true or false' })
    .optional()
    .transform((value) => value !== 'false'),
})
