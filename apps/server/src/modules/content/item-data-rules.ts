import {
  buildItemDataSchema,
  fieldRequiredMessage,
  isRichTextEmpty,
  type ContentTypeField,
  type ErrorDetail,
  type ItemData,
} from '@folio/schema'
import type { Kysely } from 'kysely'
import type { z } from 'zod'

import type { Database } from '../../db/tables.js'
import { findItemTypes } from './content.repository.js'
import { invalidContentItem } from './content-errors.js'
import { toStoredData } from './item-data.js'
import { sanitizeRichText } from './sanitize-rich-text.js'

function toDetail(issue: z.core.$ZodIssue): ErrorDetail {
  const path =
    issue.code === 'unrecognized_keys' && issue.keys.length === 1
      ? [issue.keys[0]!]
      : issue.path.map(String)
  return { path: ['data', ...path].join('.'), message: issue.message }
}

/** Rich text as the sanitiser leaves it; a required field left with nothing in it is an error. */
function sanitizeRichTextFields(fields: readonly ContentTypeField[], data: ItemData) {
  const problems: ErrorDetail[] = []
  for (const field of fields) {
    const value = data[field.name]
    if (field.type !== 'rich-text' || typeof value !== 'string') continue
    const clean = sanitizeRichText(value)
    data[field.name] = isRichTextEmpty(clean) ? null : clean
    if (data[field.name] === null && field.required) {
      problems.push({ path: `data.${field.name}`, message: fieldRequiredMessage(field.name) })
    }
  }
  return problems
}

/** Every filled reference must name an existing item, of the field's type when it has one. */
async function checkReferences(
  db: Kysely<Database>,
  fields: readonly ContentTypeField[],
  data: ItemData,
) {
  const references = fields.flatMap((field) => {
    const value = data[field.name]
    return field.type === 'reference' && typeof value === 'string' ? [{ field, id: value }] : []
  })
  const found = await findItemTypes(db, [...new Set(references.map((ref) => ref.id))])
  const typeOf = new Map(found.map((row) => [row.id, row.content_type_id]))
  return references
    .filter(({ field, id }) => {
      const type = typeOf.get(id)
      return !type || (field.referenceTypeId ? type !== field.referenceTypeId : false)
    })
    .map(({ field }) => ({
      path: `data.${field.name}`,
      message: `${field.name} must point to an existing item`,
    }))
}

/**
 * Checks an item's data (keyed by field name) against the type's fields and returns it as
 * stored (keyed by field id): the shared schema first, then what only the server can do,
 * sanitising rich text and resolving references.
 */
export async function validateItemData(
  db: Kysely<Database>,
  fields: readonly ContentTypeField[],
  input: Record<string, unknown>,
): Promise<ItemData> {
  const parsed = buildItemDataSchema(fields).safeParse(input)
  if (!parsed.success) throw invalidContentItem(parsed.error.issues.map(toDetail))
  const data: ItemData = { ...parsed.data }
  const problems = [
    ...sanitizeRichTextFields(fields, data),
    ...(await checkReferences(db, fields, data)),
  ]
  if (problems.length) throw invalidContentItem(problems)
  return toStoredData(fields, data)
}
