import { MEDIA_MAX_BYTES, mediaMessages } from '@folio/schema'
import type { MediaUploadResult } from '@folio/schema'

import { apiUpload } from '@/lib/api-client'

/**
 * Why a file will be refused, known before sending it (the server checks again and also sniffs
 * the type from the bytes); null when it may go.
 */
export function uploadFileProblem(file: File): string | null {
  if (file.size > MEDIA_MAX_BYTES) return mediaMessages.tooLarge(file.name)
  if (file.size === 0) return mediaMessages.empty(file.name)
  return null
}

export interface UploadMediaOptions {
  files: File[]
  /** The folder the files go to; null for none. */
  folderId: string | null
  /** From 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void
  /** Aborting rejects with an `AbortError` DOMException, as fetch does. */
  signal?: AbortSignal
}

/**
 * `POST /api/v1/media` (multipart: `folderId` first, so the server knows where the files go before
 * it streams them, then each file under `files`). Resolves with the stored files and the refused
 * ones; a request the server refuses as a whole throws `ApiError`.
 */
export async function uploadMedia({
  files,
  folderId,
  onProgress,
  signal,
}: UploadMediaOptions): Promise<MediaUploadResult> {
  const form = new FormData()
  if (folderId) form.append('folderId', folderId)
  for (const file of files) form.append('files', file, file.name)
  const body = await apiUpload<MediaUploadResult>('/api/v1/media', form, { onProgress, signal })
  return { data: body.data, errors: body.errors ?? [] }
}
