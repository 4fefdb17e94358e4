import { randomUUID } from 'node:crypto'

import { CONTENT_TYPE_NAME_MAX, CONTENT_TYPE_SLUG_MAX, type ContentType } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../../db/tables.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { contentTypeChanged, contentTypeChanging } from '../content-type-change.js'
import { contentTypeNotFound } from '../content-type-errors.js'
import { syncFilterIndexes } from '../filter-indexes.js'
import {
  contentTypeSlugTaken,
  findContentType,
  insertContentType,
} from '../content-types.repository.js'

const NAME_SUFFIX = ' (copy)'

/**
 * Copies a content type's definition (admins only): "<name> (copy)", slug "<slug>-copy" (or
 * "-copy-2", "-copy-3"… when taken), the same description, fields under new field ids, title
 * field and preview URL, and no items. Self-references point at the copy, so the copy is a
 * type of its own.
 */
export async function duplicateContentType(
  ctx: OperationContext,
  idOrSlug: string,
): Promise<ContentType> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const source = await findContentType(trx.db, idOrSlug)
    if (!source) throw contentTypeNotFound()
    const id = randomUUID()
    const newIds = new Map(source.fields.map((field) => [field.id, randomUUID()]))
    const titleFieldId = source.fields.find((field) => field.name === source.titleField)?.id
    const draft = {
      id,
      name: copyName(source.name),
      slug: await freeCopySlug(trx.db, source.slug),
      description: source.description,
      // A field that referenced or related to the source type itself now points at the copy.
      fields: source.fields.map((field) => ({
        ...field,
        id: newIds.get(field.id)!,
        ...(field.referenceTypeId === source.id && { referenceTypeId: id }),
        ...(field.relationTypeIds && {
          relationTypeIds: field.relationTypeIds.map((typeId) =>
            typeId === source.id ? id : typeId,
          ),
        }),
      })),
      titleFieldId: titleFieldId === undefined ? null : newIds.get(titleFieldId)!,
      previewUrl: source.previewUrl,
    }
    const change = await contentTypeChanging(trx, 'create', actor, draft)
    await insertContentType(trx.db, { ...draft, createdAt: nowIso() })
    trx.logger.info(
      { contentTypeId: id, from: source.id, by: actor.userId },
      'content type duplicated',
    )
    const contentType = (await findContentType(trx.db, id))!
    await syncFilterIndexes(trx, id, contentType.fields)
    await contentTypeChanged(trx, change, contentType)
    return contentType
  })
}

function copyName(name: string): string {
  return `${name.slice(0, CONTENT_TYPE_NAME_MAX - NAME_SUFFIX.length).trimEnd()}${NAME_SUFFIX}`
}

async function freeCopySlug(db: Kysely<Database>, slug: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`
    // Cut a long base so the suffix fits, without leaving a hyphen before it.
    const base = slug.slice(0, CONTENT_TYPE_SLUG_MAX - suffix.length).replace(/-+$/, '')
    const candidate = `${base}${suffix}`
    if (!(await contentTypeSlugTaken(db, candidate))) return candidate
  }
}
