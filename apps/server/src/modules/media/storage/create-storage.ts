import type { MediaConfig } from '../../../config/config.js'
import { localStorageDriver } from './local-driver.js'
import { s3StorageDriver } from './s3-driver.js'
import type { StorageDriver } from './storage-driver.js'

/** The storage driver the configuration asks for: S3 when S3_BUCKET is set, else local disk. */
export function createStorage(config: MediaConfig): StorageDriver {
  return config.s3 ? s3StorageDriver(config.s3) : localStorageDriver(config.uploadsDir)
}
