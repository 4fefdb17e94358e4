import type { InboxPage, ParsedListInboxMessagesQuery } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { countContactMessages, pageOfContactMessages } from '../contact.repository.js'
import { toInboxMessage } from '../contact-view.js'

/**
 * The inbox: one page of contact messages, newest first (only the unread ones with
 * `unread`), with how many are unread in all. Admins only.
 */
export async function listInboxMessages(
  ctx: OperationContext,
  query: ParsedListInboxMessagesQuery,
): Promise<InboxPage> {
  accessOf(ctx).requireRole('admin')
  const [rows, counts] = await Promise.all([
    pageOfContactMessages(ctx.db, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      unreadOnly: query.unread === true,
    }),
    countContactMessages(ctx.db),
  ])
  return {
    data: rows.map(toInboxMessage),
    meta: {
      page: query.page,
      pageSize: query.pageSize,
      total: query.unread === true ? counts.unread : counts.total,
      unread: counts.unread,
    },
  }
}
