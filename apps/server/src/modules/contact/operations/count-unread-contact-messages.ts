import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { countContactMessages } from '../contact.repository.js'

/** How many contact messages no admin has opened yet (the sidebar's badge). Admins only. */
export async function countUnreadContactMessages(ctx: OperationContext): Promise<number> {
  accessOf(ctx).requireRole('admin')
  return (await countContactMessages(ctx.db)).unread
}
