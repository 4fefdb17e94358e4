import { randomUUID } from 'node:crypto'

import {
  menuMessages,
  slugify,
  SLUG_PATTERN,
  type Menu,
  type ParsedCreateMenuInput,
} from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { toMenu } from '../menu-view.js'
import { invalidMenu, menuSlugRaceGuard, menuSlugTaken } from '../navigation-errors.js'
import { findMenu, insertMenu, menuSlugTaken as slugTaken } from '../navigation.repository.js'

/** The slug sent, or the name's when none was: a name with no letters or digits needs one. */
function slugOf(input: ParsedCreateMenuInput): string {
  if (input.slug !== undefined) return input.slug
  const derived = slugify(input.name)
  if (!SLUG_PATTERN.test(derived)) throw invalidMenu('slug', menuMessages.slugRequired)
  return derived
}

/** Creates an empty menu. Editors and admins; 409 when the slug is taken. */
export async function createMenu(
  ctx: OperationContext,
  input: ParsedCreateMenuInput,
): Promise<Menu> {
  const actor = await requireCapability(ctx, 'navigation.edit')
  const slug = slugOf(input)
  return withTransaction(ctx, async (trx) => {
    if (await slugTaken(trx.db, slug)) throw menuSlugTaken()
    const id = randomUUID()
    await menuSlugRaceGuard(
      trx,
      insertMenu(trx.db, {
        id,
        name: input.name,
        slug,
        description: input.description,
        createdAt: nowIso(),
        createdBy: actor.userId,
      }),
    )
    trx.logger.info({ menuId: id, by: actor.userId }, 'menu created')
    return toMenu((await findMenu(trx.db, id))!, 0)
  })
}
