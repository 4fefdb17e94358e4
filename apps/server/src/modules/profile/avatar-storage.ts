import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { mimeOfExtension, type ImageType } from './sniff-image.js'

/** Where avatars are served; `user_metadata.avatar_url` holds this prefix plus a file name. */
export const AVATAR_URL_PREFIX = '/api/v1/avatars/'

/** `<userId>-<random>.<ext>`: the owner is in the name, the random part makes it unguessable. */
const FILE_NAME = /^([0-9a-f-]{36})-[A-Za-z0-9_-]{16}\.(png|jpg|webp|gif)$/

/**
 * Avatar files on local disk, under `${DATA_DIR}/avatars`. Names are generated here and
 * checked against FILE_NAME before any path is built, so no request can reach another folder.
 * When media storage gains S3 (ARCHITECTURE.md), this is the one place to swap.
 */
export interface AvatarStorage {
  save(userId: string, bytes: Uint8Array, type: ImageType): Promise<string>
  read(fileName: string): Promise<{ bytes: Buffer; mime: ImageType['mime'] } | null>
  /** Deletes the file behind a user's avatar URL, if it is one of theirs stored here. */
  removeOwnedBy(userId: string, avatarUrl: unknown): Promise<void>
}

export function avatarUrlOf(fileName: string): string {
  return `${AVATAR_URL_PREFIX}${fileName}`
}

export function createAvatarStorage(dataDir: string): AvatarStorage {
  const dir = path.join(dataDir, 'avatars')
  return {
    async save(userId, bytes, type) {
      await mkdir(dir, { recursive: true })
      const fileName = `${userId}-${randomBytes(12).toString('base64url')}.${type.extension}`
      await writeFile(path.join(dir, fileName), bytes, { flag: 'wx' })
      return fileName
    },
    async read(fileName) {
      const match = FILE_NAME.exec(fileName)
      const mime = match?.[2] ? mimeOfExtension(match[2]) : undefined
      if (!mime) return null
      try {
        return { bytes: await readFile(path.join(dir, fileName)), mime }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async removeOwnedBy(userId, avatarUrl) {
      // user_metadata is the user's to write: never trust it to name a file that is not theirs.
      if (typeof avatarUrl !== 'string') return
      const index = avatarUrl.indexOf(AVATAR_URL_PREFIX)
      if (index < 0) return
      const fileName = avatarUrl.slice(index + AVATAR_URL_PREFIX.length).split(/[?#]/)[0] ?? ''
      if (FILE_NAME.exec(fileName)?.[1] !== userId) return
      await unlink(path.join(dir, fileName)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
  }
}
