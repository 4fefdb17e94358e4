import { collabItemId, collabMessages } from '@folio/schema'

import {
  AuthError,
  appMetadataOf,
  authenticateAccessToken,
  type AuthContext,
} from '../../../auth/index.js'
import { AppError } from '../../../lib/app-error.js'
import type { Actor } from '../../../lib/context.js'
import { createAccess } from '../../access/index.js'
import { getContentItemById } from '../../content/index.js'

/** Who joined a document, kept with the connection so it can be checked again later. */
export interface CollabGuest {
  actor: Actor
  /** The access token the connection signed in with (checked again while it stays open). */
  token: string
  itemId: string
  contentTypeId: string
}

/** A refusal Hocuspocus passes to the client as the reason of its `permission-denied`. */
export class CollabRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/**
 * Whether the token's user may join an item's document: the same checks as every API request
 * (signature, live session, active user), then the right to edit the item's type. Readers are
 * refused rather than let in read-only: what is typed but not yet saved is the editors' draft,
 * and a reader sees saved versions everywhere else in Folio.
 */
export async function authorizeCollab(
  ctx: AuthContext,
  token: string,
  documentName: string,
): Promise<CollabGuest> {
  const itemId = collabItemId(documentName)
  if (!itemId) throw new CollabRefusal(collabMessages.notFound)
  let actor: Actor
  try {
    const { user, session } = await authenticateAccessToken(ctx, token)
    actor = {
      userId: user.id,
      email: user.email,
      role: appMetadataOf(user).role,
      sessionId: session.id,
      aal: session.aal,
    }
  } catch (error) {
    if (error instanceof AuthError) throw new CollabRefusal(collabMessages.signInFailed)
    throw error
  }
  const asUser = { ...ctx, actor }
  const access = createAccess(asUser)
  let contentTypeId: string
  try {
    contentTypeId = (await getContentItemById({ ...asUser, access }, itemId)).contentTypeId
  } catch (error) {
    if (error instanceof AppError) throw new CollabRefusal(collabMessages.notFound)
    throw error
  }
  if (!(await access.can('edit', contentTypeId))) {
    throw new CollabRefusal(collabMessages.notEditor)
  }
  return { actor, token, itemId, contentTypeId }
}
