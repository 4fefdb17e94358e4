import { serviceMessages, userMessages } from '@folio/schema'
import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { withTransaction } from '../../../lib/transaction.js'
import { findUserById, updateUser, userMetadataOf } from '../../../auth/index.js'
import { avatarUrlOf, type AvatarStorage } from '../avatar-storage.js'
import { sniffImageType } from '../sniff-image.js'

/** Avatars are shown at a few dozen pixels; 2 MB is plenty for any photo cropped to one. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024

export function avatarTooLarge(fileName: string): AppError {
  return new AppError('payload_too_large', userMessages.avatarTooLarge(fileName))
}

export interface UpdateAvatarInput {
  /** The name the browser sent, for messages only: it decides nothing. */
  fileName: string
  bytes: Uint8Array
  storage: AvatarStorage
}

/**
 * Stores a new avatar for the signed-in user and points `user_metadata.avatar_url` at it;
 * the previous file is removed. The type comes from the bytes alone (PNG, JPEG, WebP or
 * GIF), so a renamed script or SVG never gets served as an image.
 */
export async function updateAvatar(
  ctx: OperationContext,
  input: UpdateAvatarInput,
): Promise<{ avatarUrl: string }> {
  const actor = requireActor(ctx)
  if (input.bytes.length === 0) {
    throw new AppError('validation_failed', userMessages.avatarEmpty(input.fileName), [
      { path: 'file', message: userMessages.avatarEmpty(input.fileName) },
    ])
  }
  if (input.bytes.length > MAX_AVATAR_BYTES) throw avatarTooLarge(input.fileName)
  const type = await sniffImageType(input.bytes)
  if (!type) {
    throw new AppError('unsupported_media_type', userMessages.avatarNotImage(input.fileName))
  }

  const fileName = await input.storage.save(actor.userId, input.bytes, type)
  const avatarUrl = avatarUrlOf(fileName)
  let previous: unknown
  try {
    await withTransaction(ctx, async (trx) => {
      const user = await findUserById(trx, actor.userId)
      if (!user) throw new AppError('unauthorized', serviceMessages.signInRequired)
      const metadata = userMetadataOf(user)
      previous = metadata.avatar_url
      await updateUser(trx, user.id, {
        raw_user_meta_data: JSON.stringify({ ...metadata, avatar_url: avatarUrl }),
        updated_at: nowIso(),
      })
    })
  } catch (error) {
    await input.storage.removeOwnedBy(actor.userId, avatarUrl)
    throw error
  }
  await input.storage.removeOwnedBy(actor.userId, previous)
  ctx.logger.info({ userId: actor.userId, file: fileName }, 'avatar updated')
  return { avatarUrl }
}
