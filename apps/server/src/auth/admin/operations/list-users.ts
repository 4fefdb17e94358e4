import type { OperationContext } from '../../../lib/context.js'
import { toUserJson, type UserJson } from '../../serializers/user-json.js'
import { assertAdmin } from '../admin-context.js'
import { countUsers, factorsOf, identitiesOf, searchUsers } from '../admin-users.repository.js'

export interface AdminListUsersInput {
  page: number
  perPage: number
  /** GoTrue's `filter`: part of an email address or name. */
  filter?: string | undefined
}

/** One page of users in GoTrue's shape, newest first (GoTrue's default order), and the total. */
export async function listUsers(
  ctx: OperationContext,
  input: AdminListUsersInput,
): Promise<{ users: UserJson[]; total: number }> {
  assertAdmin(ctx)
  const search = { text: input.filter }
  const [rows, total] = await Promise.all([
    searchUsers(ctx.db, ctx.dialect, {
      ...search,
      order: 'desc',
      limit: input.perPage,
      offset: (input.page - 1) * input.perPage,
    }),
    countUsers(ctx.db, ctx.dialect, search),
  ])
  const ids = rows.map((row) => row.id)
  const [identities, factors] = await Promise.all([
    identitiesOf(ctx.db, ids),
    factorsOf(ctx.db, ids),
  ])
  const users = rows.map((row) =>
    toUserJson(row, identities.get(row.id) ?? [], factors.get(row.id) ?? []),
  )
  return { users, total }
}
