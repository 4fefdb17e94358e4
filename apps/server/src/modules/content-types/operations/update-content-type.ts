import type { ContentType, ParsedContentTypeInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { contentTypeChanged, contentTypeChanging } from '../content-type-change.js'
import { titleFieldIdFor } from '../content-type-definition.js'
import { buildFields, slugFor } from '../../components/index.js'
import {
  contentTypeNotFound,
  contentTypeSlugTaken as slugTakenError,
  slugRaceGuard,
} from '../content-type-errors.js'
import { syncFilterIndexes } from '../filter-indexes.js'
import {
  contentTypeSlugTaken,
  findContentType,
  updateContentType as updateInDb,
} from '../content-types.repository.js'

/**
 * Replaces a content type's definition (admins only). Without a slug the current one stays.
 * Fields are matched by id, so a renamed field keeps every item's value; a field left out is
 * dropped from the definition while its stored values stay in old rows and versions, unseen.
 * A body without `titleField` or `previewUrl` keeps the type's current ones.
 */
export async function updateContentType(
  ctx: OperationContext,
  idOrSlug: string,
  input: ParsedContentTypeInput,
): Promise<ContentType> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const current = await findContentType(trx.db, idOrSlug)
    if (!current) throw contentTypeNotFound()
    const slug = slugFor(input, current.slug)
    if (await contentTypeSlugTaken(trx.db, slug, current.id)) throw slugTakenError()
    const fields = await buildFields(trx, input.fields, {
      kind: 'content type',
      id: current.id,
      slug,
    })
    const draft = {
      id: current.id,
      name: input.name,
      slug,
      description: input.description,
      fields,
      titleFieldId: titleFieldIdFor(input.titleField, fields, current),
      // Left out (a client that predates it), the type keeps its own.
      previewUrl: input.previewUrl ?? current.previewUrl,
    }
    const change = await contentTypeChanging(trx, 'update', actor, draft, current)
    await slugRaceGuard(
      trx,
      updateInDb(trx.db, current.id, {
        name: draft.name,
        slug,
        description: draft.description,
        fields,
        titleFieldId: draft.titleFieldId,
        previewUrl: input.previewUrl,
        updatedAt: nowIso(),
      }),
    )
    await syncFilterIndexes(trx, current.id, fields)
    trx.logger.info({ contentTypeId: current.id, by: actor.userId }, 'content type updated')
    const contentType = (await findContentType(trx.db, current.id))!
    await contentTypeChanged(trx, change, contentType)
    return contentType
  })
}
