import type { DatabaseConfig, MediaConfig } from '../../../config/config.js'
import { localStorageDriver } from './local-driver.js'
import type { StorageDriver } from './storage-driver.js'

/**
 * The storage driver the configuration asks for: S3 when S3_BUCKET is set, else local disk.
 * The S3 client loads only then: an installation on local disk never pays for it.
 */
export async function createStorage(config: MediaConfig): Promise<StorageDriver> {
  if (!config.s3) return localStorageDriver(config.uploadsDir)
  const { s3StorageDriver } = await import('./s3-driver.js')
  return s3StorageDriver(config.s3)
}

/**
 * The warning for media on local disk next to a PostgreSQL database, which is how several
 * instances run (SQLite is one process): each would keep its uploads to itself, and the
 * others would answer 404 for them. Null when media is on S3 or the database is SQLite.
 */
export function unsharedMediaWarning(media: MediaConfig, database: DatabaseConfig): string | null {
  if (media.s3 || database.dialect !== 'postgres') return null
  return (
    `Media files are stored on this server's disk (${media.uploadsDir}), but the database is ` +
    'PostgreSQL, which other instances may share: files uploaded through one instance will ' +
    'not be visible to the others. Set S3_BUCKET (with the other S3_* variables) to store ' +
    'media where every instance can read it.'
  )
}
