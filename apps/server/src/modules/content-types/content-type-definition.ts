import { randomUUID } from 'node:crypto'

import {
  canBeFilterable,
  contentTypeMessages,
  SLUG_PATTERN,
  slugify,
  type ContentTypeField,
  type ErrorDetail,
  type ParsedContentTypeInput,
} from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { invalidContentType } from './content-type-errors.js'
import { findContentType } from './content-types.repository.js'

/**
 * The slug a write stores: the one given, else (on create) the name's derivation, else (on
 * update) the current one. A derivation that yields no valid slug is reported on `slug`, as
 * the form would report the same text typed in by hand.
 */
export function slugFor(input: ParsedContentTypeInput, currentSlug?: string): string {
  if (input.slug !== undefined) return input.slug
  if (currentSlug !== undefined) return currentSlug
  const derived = slugify(input.name)
  if (!derived) {
    throw invalidContentType([{ path: 'slug', message: contentTypeMessages.slugRequired }])
  }
  if (!SLUG_PATTERN.test(derived)) {
    throw invalidContentType([{ path: 'slug', message: contentTypeMessages.slugFormat }])
  }
  return derived
}

/** The type being written, so a reference field may point at its own type by id or slug. */
interface Self {
  id: string
  slug: string
}

/**
 * The stored field list. Ids are what item data is keyed by, so a field keeps the id it
 * arrives with (a renamed field keeps every item's value); a field without one, or whose id
 * is already used in this list, gets a new one. Reference fields name their target type by
 * id (a slug is accepted and resolved); other types carry no target.
 */
export async function buildFields(
  db: Kysely<Database>,
  input: ParsedContentTypeInput['fields'],
  self: Self,
): Promise<ContentTypeField[]> {
  const used = new Set<string>()
  const problems: ErrorDetail[] = []
  const fields: ContentTypeField[] = []
  for (const [index, field] of input.entries()) {
    const id = field.id !== undefined && !used.has(field.id) ? field.id : randomUUID()
    used.add(id)
    const stored: ContentTypeField = {
      id,
      name: field.name,
      type: field.type,
      required: field.required,
      description: field.description,
    }
    if (field.filterable && canBeFilterable(field.type)) stored.filterable = true
    // Stored only when false: absent means translatable, as for every field made before.
    if (field.translatable === false) stored.translatable = false
    if (field.type === 'reference') {
      const target = field.referenceTypeId ?? null
      stored.referenceTypeId = target === null ? null : await resolveTypeId(db, target, self)
      if (stored.referenceTypeId === undefined) {
        problems.push({
          path: `fields.${index}.referenceTypeId`,
          message: contentTypeMessages.referenceTypeNotFound,
        })
      }
    }
    fields.push(stored)
  }
  if (problems.length > 0) throw invalidContentType(problems)
  return fields
}

async function resolveTypeId(
  db: Kysely<Database>,
  idOrSlug: string,
  self: Self,
): Promise<string | undefined> {
  if (idOrSlug === self.id || idOrSlug === self.slug) return self.id
  return (await findContentType(db, idOrSlug))?.id
}
