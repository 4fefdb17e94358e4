import { mediaFilePath, mediaMessages, type MediaItem, type MediaType } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { MediaRow } from './media.repository.js'
import { originalKey, type StorageDriver } from './storage/storage-driver.js'

/** What media operations need besides the database: where bytes live and the public URL. */
export interface MediaEnv {
  storage: StorageDriver
  /** API_EXTERNAL_URL, without a trailing slash: file URLs are absolute. */
  apiExternalUrl: string
}

declare module '../../lib/context.js' {
  interface OperationContext {
    /**
     * Where media files are served from: reads turn the media ids in item data into files with
     * URLs. Requests always carry it; jobs and seeds leave it out and keep the ids as stored.
     */
    media?: MediaEnv
  }
}

/** A row as the API answers it, with the path content stores and an absolute URL. */
export function toMediaItem(env: MediaEnv, row: MediaRow): MediaItem {
  const path = mediaFilePath(row.id, row.name)
  return {
    id: row.id,
    type: row.type as MediaType,
    name: row.name,
    path,
    url: env.storage.publicUrl(originalKey(row.id)) ?? `${env.apiExternalUrl}${path}`,
    mimeType: row.mime_type,
    // PostgreSQL answers bigint as a string.
    size: Number(row.size),
    width: row.width,
    height: row.height,
    altText: row.alt_text,
    folderId: row.folder_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
  }
}

export function mediaNotFound(): AppError {
  return new AppError('not_found', mediaMessages.notFound)
}

export function folderNotFound(): AppError {
  return new AppError('not_found', mediaMessages.folderNotFound)
}
