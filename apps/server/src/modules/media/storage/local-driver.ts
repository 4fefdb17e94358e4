import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
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
      await mkdir(path.dirname(target), { recursive: true })
      const tmp = path.join(tmpDir, randomUUID())
      try {
        await pipeline(body, createWriteStream(tmp, { flags: 'wx' }))
        await rename(tmp, target)
      } catch (error) {
        await rm(tmp, { force: true })
        throw error
      }
    },
    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const file = fileOf(key)
      let size: number
      try {
        const info = await stat(file)
        if (!info.isFile()) return null
        size = info.size
      } catch {
        return null
      }
      const body = range
        ? createReadStream(file, { start: range.start, end: range.end })
        : createReadStream(file)
      return { body, size }
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
