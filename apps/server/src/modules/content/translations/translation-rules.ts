import { randomUUID } from 'node:crypto'

import type { ComponentRegistry, TranslationStatus, VersionEvent } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { contentItemNotFound, staleContentVersion } from '../content-errors.js'
import { validateItemData } from '../item-data-rules.js'
import { linksOf } from '../item-links.js'
import { titleFieldOf } from '../item-title.js'
import { replaceItemLinks } from '../links.repository.js'
import { requireContentItem, requireContentType } from '../item-lookup.js'
import { resolveItemSchedule } from '../item-schedule.js'
import { findLanguage } from './languages.repository.js'
import { sourceOf, translatableFields, translationSnapshot } from './translation-view.js'
import type { ContentTypeDefinition } from '../../content-types/index.js'
import { findItemTypes, type ContentItemRow } from '../content.repository.js'
import {
  findTranslation,
  findTranslationForUpdate,
  insertTranslationVersions,
  updateTranslationAtVersion,
  type TranslationRow,
} from './translations.repository.js'
import { translationNotFound, unknownLanguage } from './localization-errors.js'

/** The item named by id alone (translations live under `/content-items/{id}`), with its type. */
export async function requireItemById(
  ctx: OperationContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ type: ContentTypeDefinition; item: ContentItemRow }> {
  const [found] = await findItemTypes(ctx.db, [id])
  if (!found) throw contentItemNotFound()
  const type = await requireContentType(ctx, found.content_type_id)
  const item = await requireContentItem(ctx, type, found.id, options)
  return { type, item }
}

export async function requireLanguage(ctx: OperationContext, locale: string) {
  const language = await findLanguage(ctx.db, locale)
  if (!language) throw unknownLanguage(locale)
  return language
}

/** A translation of the item; 404 when the item has none in `locale`. */
export async function requireTranslation(
  ctx: OperationContext,
  itemId: string,
  locale: string,
  options: { lock?: boolean; expectedVersion?: number | undefined } = {},
): Promise<TranslationRow> {
  const row = options.lock
    ? await findTranslationForUpdate(ctx.db, ctx.dialect, itemId, locale)
    : await findTranslation(ctx.db, itemId, locale)
  if (!row) throw translationNotFound(locale)
  if (options.expectedVersion !== undefined && options.expectedVersion !== row.version) {
    throw staleContentVersion(row.version)
  }
  return row
}

export interface TranslationDraft {
  title: string
  status: TranslationStatus
  scheduledFor?: string | null | undefined
  /** Keyed by field name; values of fields that are not translatable are ignored. */
  data: Record<string, unknown>
}

/**
 * Applies the item rules to a translation: status and schedule as for items, then the
 * translatable fields through the same checks (required, sanitised rich text, references,
 * relations, media, JSON Schemas, components and blocks with `components`). Returns the
 * values to store, keyed by field id, every translatable field present. A translatable title
 * field holds the translation's title.
 */
export async function prepareTranslation(
  ctx: OperationContext,
  type: ContentTypeDefinition,
  draft: TranslationDraft,
  currentPublishedAt: string | null,
  components: ComponentRegistry,
) {
  const schedule = resolveItemSchedule(
    { status: draft.status, scheduledFor: draft.scheduledFor },
    currentPublishedAt,
    new Date(),
  )
  const fields = translatableFields(type.fields)
  const names = new Set(fields.map((field) => field.name))
  const input = Object.fromEntries(Object.entries(draft.data).filter(([name]) => names.has(name)))
  const titleField = titleFieldOf(type)
  if (titleField && names.has(titleField.name)) input[titleField.name] = draft.title
  const stored = await validateItemData(ctx, fields, input, components)
  const data = Object.fromEntries(fields.map((field) => [field.id, stored[field.id] ?? null]))
  return { title: draft.title, ...schedule, data, links: linksOf(fields, stored, components) }
}

export type PreparedTranslation = Awaited<ReturnType<typeof prepareTranslation>>

/**
 * Writes `prepared` as the next version of `current` and records the snapshot; the source
 * snapshot is refreshed to the item's current values (the translation is up to date again).
 * 409 when someone else saved the translation since it was read.
 */
export async function saveTranslationVersion(
  ctx: OperationContext,
  type: ContentTypeDefinition,
  item: ContentItemRow,
  current: TranslationRow,
  prepared: PreparedTranslation,
  change: { event: VersionEvent; actorId: string; restoredFrom?: number },
): Promise<TranslationRow> {
  const row = await updateTranslationAtVersion(ctx.db, current.id, current.version, {
    title: prepared.title,
    status: prepared.status,
    data: JSON.stringify(prepared.data),
    source: JSON.stringify(sourceOf(item, type.fields)),
    publishedAt: prepared.publishedAt,
    scheduledFor: prepared.scheduledFor,
    updatedAt: nowIso(),
    updatedBy: change.actorId,
  })
  if (!row) {
    const now = await findTranslation(ctx.db, current.item_id, current.locale)
    if (!now) throw translationNotFound(current.locale)
    throw staleContentVersion(now.version)
  }
  await insertTranslationVersions(ctx.db, [
    translationSnapshot(row, randomUUID(), change.event, change.actorId, change.restoredFrom),
  ])
  await replaceItemLinks(ctx.db, item.id, row.locale, prepared.links)
  return row
}
