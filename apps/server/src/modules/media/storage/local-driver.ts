import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { assertStorageKey } from './storage-key.js'
import type { ByteRange, StorageDriver, StoredObject } from './storage-driver.js'

/**
 * Files under one folder (DATA_DIR/uploads by default). Writes go to a temporary file first
 * and are renamed into place once complete, so a reader never sees half a file and a failed
 * upload leaves nothing behind.
 */
export function localStorageDriver(root: string): StorageDriver {
  const tmpDir = path.join(root, '.tmp')
  const fileOf = (key: string) => path.join(root, ...assertStorageKey(key).split('/'))

  return {
    name: 'local',
    async put(key, body: Readable) {
      const target = fileOf(key)
      await mkdir(tmpDir, { recursive: true })
      const tmp = path.join(tmpDir, randomUUID())
      // Created before the body is read: removing it below can never race its creation.
      const file = await open(tmp, 'wx')
      try {
        await pipeline(body, file.createWriteStream())
        // The key's folder is made only now, so a failed upload leaves no empty folder.
        await mkdir(path.dirname(target), { recursive: true })
        await rename(tmp, target)
      } catch (error) {
        await rm(tmp, { force: true })
        throw error
      }
    },
    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      // Opened before measuring: a file deleted or replaced meanwhile is read whole or not at all.
      let handle
      try {
        handle = await open(fileOf(key), 'r')
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      try {
        const info = await handle.stat()
        if (!info.isFile()) {
          await handle.close()
          return null
        }
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {})
        return { body, size: info.size }
      } catch (error) {
        await handle.close()
        throw error
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile()
      } catch {
        return false
      }
    },
    async delete(key, options) {
      // With prefix the key names a folder (`<media id>`) holding the original and transforms.
      await rm(fileOf(key), { recursive: options?.prefix === true, force: true })
    },
    publicUrl: () => null,
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}
