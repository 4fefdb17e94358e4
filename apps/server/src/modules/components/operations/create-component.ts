import { randomUUID } from 'node:crypto'

import type { Component, ParsedComponentInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { buildFields } from '../field-definitions.js'
import { slugFor } from '../field-list-rules.js'
import {
  componentSlugRaceGuard,
  componentSlugTaken as slugTakenError,
} from '../component-errors.js'
import { toComponent } from '../component-view.js'
import { componentSlugTaken, findComponent, insertComponent } from '../components.repository.js'

/**
 * Creates a component (admins only). Without a slug, the name's derivation is used. Its
 * fields follow a content type's rules; the components they hold must exist and may not nest
 * past COMPONENT_DEPTH_MAX.
 */
export async function createComponent(
  ctx: OperationContext,
  input: ParsedComponentInput,
): Promise<Component> {
  const actor = accessOf(ctx).requireRole('admin')
  const slug = slugFor(input)
  return withTransaction(ctx, async (trx) => {
    if (await componentSlugTaken(trx.db, slug)) throw slugTakenError()
    const id = randomUUID()
    const fields = await buildFields(trx, input.fields, { kind: 'component', id, slug })
    await componentSlugRaceGuard(
      trx,
      insertComponent(
        trx.db,
        { id, name: input.name, slug, description: input.description, icon: input.icon, fields },
        nowIso(),
      ),
    )
    trx.logger.info({ componentId: id, by: actor.userId }, 'component created')
    // Nothing can use a component that did not exist.
    return toComponent((await findComponent(trx.db, id))!, 0)
  })
}
