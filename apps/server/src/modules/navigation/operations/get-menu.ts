import type { MenuDetail } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { loadMenuDetail, requireMenu } from '../menu-lookup.js'

/**
 * A menu by id or slug with its item tree, siblings in order. Signed-in users get every item
 * (with `isActive`); API keys get the menu a site renders: active items only, an inactive
 * item hiding its subtree, and for read-only keys no links to unpublished content.
 */
export async function getMenu(ctx: OperationContext, idOrSlug: string): Promise<MenuDetail> {
  await requireCapability(ctx, 'navigation.view')
  return loadMenuDetail(ctx, await requireMenu(ctx, idOrSlug))
}
