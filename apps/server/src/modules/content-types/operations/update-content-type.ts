import type { ContentType, ParsedContentTypeInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { runHooks } from '../../lifecycle/index.js'
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
    await slugRaceGuard(
      trx,
      updateInDb(trx.db, current.id, {
        name: input.name,
        slug,
        description: input.description,
        fields,
        titleFieldId: titleFieldIdFor(input.titleField, fields, current),
        // Left out (a client that predates it), the type keeps its own.
        previewUrl: input.previewUrl,
        updatedAt: nowIso(),
      }),
    )
    await syncFilterIndexes(trx, current.id, fields)
    trx.logger.info({ contentTypeId: current.id, by: actor.userId }, 'content type updated')
    const contentType = (await findContentType(trx.db, current.id))!
    const change = {
      target: 'contentType' as const,
      operation: 'update' as const,
      actor,
      contentType,
    }
    await runHooks(trx, 'contentType', 'afterChange', change)
    await runHooks(trx, 'contentType', 'afterCommit', change)
    return contentType
  })
}
