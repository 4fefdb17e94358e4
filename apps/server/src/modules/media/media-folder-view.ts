import { mediaMessages, type MediaFolder } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { MediaFolderWithCount } from './media-folders.repository.js'

export function toMediaFolder(row: MediaFolderWithCount): MediaFolder {
  return { id: row.id, name: row.name, itemCount: row.item_count, createdAt: row.created_at }
}

export function folderNameConflict(): AppError {
  return new AppError('already_exists', mediaMessages.folderNameTaken)
}
