import type { OperationContext } from '../../lib/context.js'
import { listFactors } from '../repositories/mfa-factors.repository.js'
import { findUserById, listIdentities, type UserRow } from '../repositories/users.repository.js'
import { toUserJson, type UserJson } from '../serializers/user-json.js'

/** A user in GoTrue's JSON shape, with identities and factors. */
export async function getUserJson(ctx: OperationContext, user: UserRow): Promise<UserJson> {
  const [identities, factors] = await Promise.all([
    listIdentities(ctx.db, user.id),
    listFactors(ctx.db, user.id),
  ])
  return toUserJson(user, identities, factors)
}

/** Like getUserJson, by id; undefined when there is no such user. */
export async function getUserJsonById(
  ctx: OperationContext,
  userId: string,
): Promise<UserJson | undefined> {
  const user = await findUserById(ctx.db, userId)
  return user && getUserJson(ctx, user)
}
