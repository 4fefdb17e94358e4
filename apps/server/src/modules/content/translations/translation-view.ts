import {
  isTranslatableField,
  type ComponentRegistry,
  type ContentTypeField,
  type Translation,
  type TranslationStatus,
  type TranslationSummary,
  type TranslationVersion,
  type VersionEvent,
} from '@folio/schema'

import type { ContentItemRow } from '../content.repository.js'
import type { Authors } from '../item-view.js'
import { toApiData } from '../item-data.js'
import type { TranslationRow, TranslationVersionRow } from './translations.repository.js'

type Values = Record<string, unknown>

/** The item's title and translatable values (by field id): what a translation translates. */
export interface TranslationSource {
  title: string
  data: Values
}

function parse(json: string): Values {
  return JSON.parse(json) as Values
}

/** JSON with object keys sorted, so equal values always give the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
}

export function translatableFields(fields: readonly ContentTypeField[]): ContentTypeField[] {
  return fields.filter(isTranslatableField)
}

/** The main row's current translatable values. */
export function sourceOf(item: ContentItemRow, fields: readonly ContentTypeField[]) {
  const data = parse(item.data)
  return {
    title: item.title,
    data: Object.fromEntries(translatableFields(fields).map((f) => [f.id, data[f.id] ?? null])),
  } satisfies TranslationSource
}

/** Names of the translatable values (and "title") that changed in the item since `stored`. */
export function changedSince(
  stored: TranslationSource,
  item: ContentItemRow,
  fields: readonly ContentTypeField[],
): string[] {
  const now = sourceOf(item, fields)
  const changed = stored.title === now.title ? [] : ['title']
  for (const field of translatableFields(fields)) {
    if (canonical(stored.data[field.id]) !== canonical(now.data[field.id])) changed.push(field.name)
  }
  return changed
}

/**
 * A translation's values merged over the item's, keyed by field id: translatable fields come
 * from the translation when it holds them (null included: the translator cleared it), every
 * other field from the item.
 */
export function mergedData(
  item: ContentItemRow,
  translationData: string,
  fields: readonly ContentTypeField[],
): Values {
  const own = parse(translationData)
  const merged = parse(item.data)
  for (const field of translatableFields(fields)) {
    if (field.id in own) merged[field.id] = own[field.id]
  }
  return merged
}

/** Stored values by the fields' current names, components and blocks included. */
export function byName(
  fields: readonly ContentTypeField[],
  byId: Values,
  components?: ComponentRegistry,
): Values {
  return toApiData(fields, byId, components)
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)
  )
}

export function toTranslationSummary(
  row: TranslationRow,
  item: ContentItemRow,
  fields: readonly ContentTypeField[],
): TranslationSummary {
  return {
    locale: row.locale,
    status: row.status as TranslationStatus,
    version: row.version,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    scheduledFor: row.scheduled_for,
    outdated:
      changedSince(parse(row.source) as unknown as TranslationSource, item, fields).length > 0,
  }
}

export function toTranslation(
  row: TranslationRow,
  item: ContentItemRow,
  fields: readonly ContentTypeField[],
  authors: Authors,
  components?: ComponentRegistry,
): Translation {
  const merged = mergedData(item, row.data, fields)
  const source = sourceOf(item, fields)
  const changedFields = changedSince(
    parse(row.source) as unknown as TranslationSource,
    item,
    fields,
  )
  const untranslatedFields = row.title === item.title ? ['title'] : []
  for (const field of translatableFields(fields)) {
    const main = source.data[field.id]
    if (!isEmpty(main) && canonical(main) === canonical(merged[field.id])) {
      untranslatedFields.push(field.name)
    }
  }
  return {
    id: row.id,
    itemId: row.item_id,
    locale: row.locale,
    title: row.title,
    status: row.status as TranslationStatus,
    scheduledFor: row.scheduled_for,
    publishedAt: row.published_at,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: (row.created_by && authors.get(row.created_by)) || null,
    updatedBy: (row.updated_by && authors.get(row.updated_by)) || null,
    data: byName(fields, merged, components),
    outdated: changedFields.length > 0,
    changedFields,
    untranslatedFields,
    source: {
      title: source.title,
      data: byName(translatableFields(fields), source.data, components),
    },
  }
}

export function toTranslationVersion(
  row: TranslationVersionRow,
  fields: readonly ContentTypeField[],
  authors: Authors,
  components?: ComponentRegistry,
): TranslationVersion {
  return {
    version: row.version,
    event: row.event as VersionEvent,
    restoredFrom: row.restored_from,
    title: row.title,
    status: row.status as TranslationStatus,
    data: byName(translatableFields(fields), parse(row.data), components),
    publishedAt: row.published_at,
    scheduledFor: row.scheduled_for,
    createdAt: row.created_at,
    createdBy: (row.created_by && authors.get(row.created_by)) || null,
  }
}

/** The history entry recording a translation as it was just saved. */
export function translationSnapshot(
  row: TranslationRow,
  id: string,
  event: VersionEvent,
  actorId: string | null,
  restoredFrom: number | null = null,
): TranslationVersionRow {
  return {
    id,
    translation_id: row.id,
    version: row.version,
    event,
    restored_from: restoredFrom,
    title: row.title,
    status: row.status,
    data: row.data,
    published_at: row.published_at,
    scheduled_for: row.scheduled_for,
    created_at: row.updated_at,
    created_by: actorId,
  }
}

/**
 * The item as read in the translation's language: title, translatable values, status and
 * version of the translation over the item's shared fields and slug.
 */
export function localizedRow(
  item: ContentItemRow,
  row: TranslationRow,
  fields: readonly ContentTypeField[],
): ContentItemRow {
  return {
    ...item,
    title: row.title,
    status: row.status,
    data: JSON.stringify(mergedData(item, row.data, fields)),
    published_at: row.published_at,
    scheduled_for: row.scheduled_for,
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_by: row.created_by,
    updated_by: row.updated_by,
    version: row.version,
    locale: row.locale,
  }
}
