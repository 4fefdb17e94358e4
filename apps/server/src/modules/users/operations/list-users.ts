import type { ListUsersQuery, UserSummary } from '@folio/schema'

import { countUsers, searchUsers, usersWithVerifiedFactor } from '../../../auth/index.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { toUserSummary } from '../user-summary.js'

export interface UserPage {
  data: UserSummary[]
  meta: { page: number; pageSize: number; total: number }
}

/**
 * The Users page: every account, oldest first, optionally narrowed to those whose name,
 * email or role contains `q` (case-insensitive). Admins only.
 */
export async function listUsers(ctx: OperationContext, query: ListUsersQuery): Promise<UserPage> {
  accessOf(ctx).requireRole('admin')
  const search = { text: query.q || undefined, matchRole: true }
  const [rows, total] = await Promise.all([
    searchUsers(ctx, {
      ...search,
      order: 'asc',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countUsers(ctx, search),
  ])
  const withMfa = await usersWithVerifiedFactor(
    ctx,
    rows.map((row) => row.id),
  )
  return {
    data: rows.map((row) => toUserSummary(row, withMfa.has(row.id))),
    meta: { page: query.page, pageSize: query.pageSize, total },
  }
}
