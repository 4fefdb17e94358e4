import { formatFieldPath, type ErrorDetail } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { compileJsonSchema, InvalidJsonSchemaError } from '../../lib/json-schema.js'
import { readContentTypes } from '../content-types/index.js'
import { findExistingMediaIds, findItemTypes } from './content.repository.js'
import type { FieldVisit } from './item-data-walk.js'

/** Where a problem is, as the API reports it: `data.sections[3].cta.url`. */
export function dataPath(path: readonly (string | number)[]): string {
  return formatFieldPath(['data', ...path])
}

/** One id an item points at (a reference, or one entry of a relation), and from where. */
export interface PointedItem {
  visit: FieldVisit
  id: string
  path: (string | number)[]
}

/** The item ids a field's value points at: a reference's one, a relation's list. */
export function pointedItems(visit: FieldVisit): PointedItem[] {
  const { field, value, path } = visit
  if (field.type === 'reference' && typeof value === 'string') return [{ visit, id: value, path }]
  if (field.type === 'relation' && Array.isArray(value)) {
    return value.flatMap((id, index) =>
      typeof id === 'string' ? [{ visit, id, path: [...path, index] }] : [],
    )
  }
  return []
}

/**
 * Every reference and relation entry must name an existing item, of an allowed type. One
 * query for the whole item, however many fields and blocks point somewhere; a second one for
 * the names of the allowed types, only when an entry is of the wrong one.
 */
export async function checkPointedItems(
  db: Kysely<Database>,
  pointed: readonly PointedItem[],
): Promise<ErrorDetail[]> {
  if (pointed.length === 0) return []
  const found = await findItemTypes(db, [...new Set(pointed.map((p) => p.id))])
  const typeOf = new Map(found.map((row) => [row.id, row.content_type_id]))
  const problems: { at: PointedItem; wrongType: boolean }[] = []
  for (const at of pointed) {
    const type = typeOf.get(at.id)
    const { field } = at.visit
    const allowed =
      field.type === 'relation'
        ? (field.relationTypeIds ?? [])
        : field.referenceTypeId
          ? [field.referenceTypeId]
          : []
    if (!type) problems.push({ at, wrongType: false })
    else if (allowed.length > 0 && !allowed.includes(type)) problems.push({ at, wrongType: true })
  }
  const wanted = problems.flatMap(({ at, wrongType }) =>
    wrongType && at.visit.field.type === 'relation' ? (at.visit.field.relationTypeIds ?? []) : [],
  )
  const names = new Map(
    wanted.length
      ? (await readContentTypes({ db }, [...new Set(wanted)])).map((t) => [t.id, t.name])
      : [],
  )
  return problems.map(({ at, wrongType }) => {
    const { field } = at.visit
    const message =
      wrongType && field.type === 'relation'
        ? `${field.name} must point to items of: ${(field.relationTypeIds ?? [])
            .map((id) => names.get(id) ?? id)
            .join(', ')}`
        : `${field.name} must point to an existing item`
    return { path: dataPath(at.path), message }
  })
}

/** The media ids a media field's value holds, each with its path. */
export function pointedMedia(
  visit: FieldVisit,
): { visit: FieldVisit; id: string; path: (string | number)[] }[] {
  const { field, value, path } = visit
  if (field.type !== 'media') return []
  if (typeof value === 'string') return [{ visit, id: value, path }]
  if (!Array.isArray(value)) return []
  return value.flatMap((id, index) =>
    typeof id === 'string' ? [{ visit, id, path: [...path, index] }] : [],
  )
}

/** Media fields must name files of the library: one query for the whole item. */
export async function checkMedia(
  db: Kysely<Database>,
  pointed: ReturnType<typeof pointedMedia>,
): Promise<ErrorDetail[]> {
  if (pointed.length === 0) return []
  const existing = new Set(await findExistingMediaIds(db, [...new Set(pointed.map((p) => p.id))]))
  return pointed
    .filter((at) => !existing.has(at.id))
    .map((at) => ({
      path: dataPath(at.path),
      message: `${at.visit.field.name} must point to an existing media file`,
    }))
}

/** A JSON field's value against the field's JSON Schema: one problem per thing wrong. */
export function checkJsonValue(visit: FieldVisit): ErrorDetail[] {
  const { field, value, path } = visit
  if (field.type !== 'json' || !field.jsonSchema || value === null || value === undefined) {
    return []
  }
  let validate
  try {
    validate = compileJsonSchema(field.jsonSchema)
  } catch (error) {
    // The definition was checked when saved; one that no longer compiles holds no value back.
    if (error instanceof InvalidJsonSchemaError) return []
    throw error
  }
  return validate(value).map((issue) => {
    const where = [...path, ...issue.path]
    return { path: dataPath(where), message: `${formatFieldPath(where)} ${issue.message}` }
  })
}
