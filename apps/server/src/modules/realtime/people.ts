import type { LiveActor } from '@folio/schema'

import { findUserById, userMetadataOf, type UserRow } from '../../auth/index.js'
import type { Actor, OperationContext } from '../../lib/context.js'

export interface PersonLook {
  name: string
  avatarUrl: string | null
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** The name and picture the app shows for a user (as on the Users page). */
export function lookOf(user: Pick<UserRow, 'raw_user_meta_data' | 'email'>): PersonLook {
  const metadata = userMetadataOf(user)
  return {
    name: text(metadata.full_name) ?? text(metadata.name) ?? user.email.split('@')[0] ?? user.email,
    avatarUrl: text(metadata.avatar_url),
  }
}

/**
 * Names of the people behind changes, kept a minute: a burst of saves by one person reads
 * the user once, and a renamed person shows their new name soon after.
 */
export function createActorNames(ctx: Pick<OperationContext, 'db'>) {
  const cache = new Map<string, { actor: LiveActor; until: number }>()
  return async function actorOf(actor: Actor | null): Promise<LiveActor | null> {
    if (!actor) return null
    const cached = cache.get(actor.userId)
    if (cached && cached.until > Date.now()) return cached.actor
    const user = await findUserById(ctx, actor.userId)
    const live = { id: actor.userId, name: user ? lookOf(user).name : actor.email }
    if (cache.size > 1000) cache.clear()
    cache.set(actor.userId, { actor: live, until: Date.now() + 60_000 })
    return live
  }
}
