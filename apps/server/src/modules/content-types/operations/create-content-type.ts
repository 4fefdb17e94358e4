import { randomUUID } from 'node:crypto'

import type { ContentType, ParsedContentTypeInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { contentTypeChanged, contentTypeChanging } from '../content-type-change.js'
import { titleFieldIdFor } from '../content-type-definition.js'
import { buildFields, slugFor } from '../../components/index.js'
import { slugRaceGuard, contentTypeSlugTaken as slugTakenError } from '../content-type-errors.js'
import { syncFilterIndexes } from '../filter-indexes.js'
import {
  contentTypeSlugTaken,
  findContentType,
  insertContentType,
} from '../content-types.repository.js'

/** Creates a content type (admins only). Without a slug, the name's derivation is used. */
export async function createContentType(
  ctx: OperationContext,
  input: ParsedContentTypeInput,
): Promise<ContentType> {
  const actor = accessOf(ctx).requireRole('admin')
  const slug = slugFor(input)
  return withTransaction(ctx, async (trx) => {
    if (await contentTypeSlugTaken(trx.db, slug)) throw slugTakenError()
    const id = randomUUID()
    const fields = await buildFields(trx, input.fields, { kind: 'content type', id, slug })
    const draft = {
      id,
      name: input.name,
      slug,
      description: input.description,
      fields,
      titleFieldId: titleFieldIdFor(input.titleField, fields),
      previewUrl: input.previewUrl ?? '',
    }
    const change = await contentTypeChanging(trx, 'create', actor, draft)
    await slugRaceGuard(trx, insertContentType(trx.db, { ...draft, createdAt: nowIso() }))
    await syncFilterIndexes(trx, id, fields)
    trx.logger.info({ contentTypeId: id, by: actor.userId }, 'content type created')
    const contentType = (await findContentType(trx.db, id))!
    await contentTypeChanged(trx, change, contentType)
    return contentType
  })
}
