import type { Component, ParsedComponentInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { buildFields } from '../field-definitions.js'
import { slugFor } from '../field-list-rules.js'
import {
  componentNotFound,
  componentSlugRaceGuard,
  componentSlugTaken as slugTakenError,
} from '../component-errors.js'
import { readComponentUsage } from '../component-usage.js'
import { toComponent } from '../component-view.js'
import {
  componentSlugTaken,
  findComponent,
  updateComponent as updateInDb,
} from '../components.repository.js'

/**
 * Replaces a component's definition (admins only). Without a slug the current one stays.
 * Fields are matched by id, so a renamed field keeps every stored value, in every item of
 * every type using the component. The new fields may not make it contain itself, nor make
 * it or a component containing it nest past COMPONENT_DEPTH_MAX.
 */
export async function updateComponent(
  ctx: OperationContext,
  idOrSlug: string,
  input: ParsedComponentInput,
): Promise<Component> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const current = await findComponent(trx.db, idOrSlug)
    if (!current) throw componentNotFound()
    const slug = slugFor(input, current.slug)
    if (await componentSlugTaken(trx.db, slug, current.id)) throw slugTakenError()
    const fields = await buildFields(trx, input.fields, {
      kind: 'component',
      id: current.id,
      slug,
    })
    await componentSlugRaceGuard(
      trx,
      updateInDb(
        trx.db,
        {
          id: current.id,
          name: input.name,
          slug,
          description: input.description,
          icon: input.icon,
          fields,
        },
        nowIso(),
      ),
    )
    trx.logger.info({ componentId: current.id, by: actor.userId }, 'component updated')
    const usage = await readComponentUsage(trx.db)
    return toComponent((await findComponent(trx.db, current.id))!, usage.usersOf(current.id).length)
  })
}
