import { z } from 'zod'
import { pageQuerySchema } from './paging.js'

/** What a file is, as the library groups and filters it; taken from its bytes, never its name. */
export const mediaTypes = ['image', 'document', 'audio', 'video'] as const
export type MediaType = (typeof mediaTypes)[number]

export const mediaTypeLabels: Record<MediaType, string> = {
  image: 'Images',
  document: 'Documents',
  audio: 'Audio',
  video: 'Videos',
}

/** Largest file accepted, in bytes (the upload modal's "up to 10 MB"). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024

/**
 * Every file the library accepts, by media type: the MIME types stored (the server recognises
 * each from the file's bytes) and the file name endings a file picker offers. Plain text, HTML,
 * archives and executables are not among them. The server's check, the upload hint and the file
 * picker all read this one list.
 */
export const acceptedMediaFiles: Record<
  MediaType,
  { mimeTypes: readonly string[]; extensions: readonly string[]; described: string }
> = {
  image: {
    mimeTypes: [
      'image/png',
      'image/apng',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'image/avif',
      'image/svg+xml',
    ],
    extensions: ['.png', '.apng', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg'],
    described: 'images (PNG, JPEG, GIF, WebP, AVIF, SVG)',
  },
  document: {
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'application/vnd.oasis.opendocument.presentation',
    ],
    extensions: ['.pdf', '.doc', '.xls', '.ppt', '.docx', '.xlsx', '.pptx', '.odt', '.ods', '.odp'],
    described: 'PDF and office documents',
  },
  audio: {
    mimeTypes: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/flac', 'audio/mp4', 'audio/aac'],
    extensions: ['.mp3', '.wav', '.ogg', '.oga', '.opus', '.flac', '.m4a', '.aac'],
    described: 'audio (MP3, WAV, OGG, FLAC, M4A, AAC)',
  },
  video: {
    mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    extensions: ['.mp4', '.m4v', '.webm', '.mov'],
    described: 'video (MP4, WebM, MOV)',
  },
}

/** A file input's `accept` for the given media types (all of them by default). */
export function mediaAccept(types: readonly MediaType[] = mediaTypes): string {
  return types
    .flatMap((type) => [
      ...acceptedMediaFiles[type].mimeTypes,
      ...acceptedMediaFiles[type].extensions,
    ])
    .join(',')
}

/** "Images (PNG, …), PDF and office documents, audio (…) or video (…), up to 10 MB each" */
export function mediaUploadHint(types: readonly MediaType[] = mediaTypes): string {
  const described = types.map((type) => acceptedMediaFiles[type].described)
  const list =
    described.length > 1
      ? `${described.slice(0, -1).join(', ')} or ${described.at(-1)}`
      : (described[0] ?? '')
  const sentence = `${list.charAt(0).toUpperCase()}${list.slice(1)}`
  return `${sentence}, up to ${MEDIA_MAX_BYTES / 1024 / 1024} MB each`
}
/** Files one upload request may carry. */
export const MEDIA_MAX_FILES_PER_UPLOAD = 20
/** Largest width or height an image transform may ask for, in pixels. */
export const MEDIA_TRANSFORM_MAX_DIMENSION = 4000
export const mediaTransformFormats = ['webp', 'avif', 'jpeg', 'png'] as const
export const mediaTransformFits = ['cover', 'contain', 'fill', 'inside', 'outside'] as const

/** Files are served at `/media/{id}/{fileName}`; the name is only for people and downloads. */
export const MEDIA_FILE_PATH_PREFIX = '/media'

export function mediaFilePath(id: string, fileName: string): string {
  return `${MEDIA_FILE_PATH_PREFIX}/${id}/${encodeURIComponent(fileName)}`
}

export const mediaMessages = {
  noFiles: 'Please select files to upload',
  uploaded: (count: number) => `${count} file(s) uploaded successfully`,
  uploadFailed: 'File upload failed',
  uploadFailedDetails: 'There was an error uploading your files. Please try again.',
  tooLarge: (name: string) => `${name} is larger than 10 MB`,
  empty: (name: string) => `${name} is empty`,
  unsupportedType: (name: string) =>
    `${name} is not a supported file type: upload images, PDF or office documents, audio or video`,
  tooManyFiles: `Upload at most ${MEDIA_MAX_FILES_PER_UPLOAD} files at a time`,
  notFound: 'Media not found',
  folderNotFound: 'Folder not found',
  folderNameRequired: 'Folder name is required',
  folderNameTaken: 'A folder with this name already exists',
  transformTooLarge: `Width and height must be at most ${MEDIA_TRANSFORM_MAX_DIMENSION} pixels`,
  transformNotImage: 'Only images can be resized or converted',
  notMultipart: 'Send the files as multipart/form-data, each in a field named "files"',
  folderIdAfterFiles: 'Send folderId before the files in the form',
  uploadInterrupted: 'The upload was interrupted before it finished. Please try again.',
  invalidUpload: 'The upload is not valid multipart/form-data',
  oneFileOnly: 'Send exactly one file to replace this file with',
  invalidDate: (field: string) => `${field} must be a date (YYYY-MM-DD) or an ISO date-time`,
  tooManyNewSizes:
    'Too many new image sizes requested. Sizes already made keep working; try again in a minute.',
  imageTooLargeToConvert: 'This image is too large to be resized or converted',
  imageNotConvertible: 'This image could not be resized or converted',
} as const

/** A file in the media library. */
export const mediaItemSchema = z.object({
  id: z.string(),
  type: z.enum(mediaTypes),
  /** The file name people see (cleaned of paths and control characters). */
  name: z.string(),
  /** `/media/{id}/{name}`: what content stores (it holds the id, so usage can be found). */
  path: z.string(),
  /** Absolute URL of the file (the server's, or the bucket's when S3_PUBLIC_URL is set). */
  url: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  altText: z.string(),
  folderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
})
export type MediaItem = z.infer<typeof mediaItemSchema>

export const mediaFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Files in the folder now. */
  itemCount: z.number().int(),
  createdAt: z.string(),
})
export type MediaFolder = z.infer<typeof mediaFolderSchema>

/** A content item that uses a file (an image field or an image in rich text). */
export const mediaUsageSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  contentTypeId: z.string(),
  contentTypeName: z.string(),
  status: z.string(),
})
export type MediaUsage = z.infer<typeof mediaUsageSchema>

/** `GET /api/v1/media` (also the delivery API's, for API keys). */
export const listMediaQuerySchema = z.object({
  /** Case-insensitive match on the name. */
  q: z.string().trim().max(200).optional(),
  type: z.enum(mediaTypes).optional(),
  /** A folder id, or `root` for files in no folder; absent for every file. */
  folderId: z.string().trim().min(1).optional(),
  /** Uploaded on or after / before this ISO date or date-time. */
  from: z.string().trim().optional(),
  to: z.string().trim().optional(),
  sort: z.enum(['-createdAt', 'createdAt', 'name', '-name', 'size', '-size']).default('-createdAt'),
  page: pageQuerySchema,
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(50),
})
export type ListMediaQuery = z.input<typeof listMediaQuerySchema>

export const mediaPageSchema = z.object({
  data: z.array(mediaItemSchema),
  meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
})
export type MediaPage = z.infer<typeof mediaPageSchema>

/** `PATCH /api/v1/media/{id}` */
export const updateMediaInputSchema = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  altText: z.string().trim().max(1000).optional(),
  folderId: z.string().trim().min(1).nullable().optional(),
})
export type UpdateMediaInput = z.input<typeof updateMediaInputSchema>

/** `POST /api/v1/media/move` and `POST /api/v1/media/delete`: many files at once. */
export const mediaBulkInputSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(500),
})
export const moveMediaInputSchema = mediaBulkInputSchema.extend({
  /** null moves the files out of any folder. */
  folderId: z.string().trim().min(1).nullable(),
})
export type MoveMediaInput = z.input<typeof moveMediaInputSchema>

/** `POST /api/v1/media/folders`, `PATCH /api/v1/media/folders/{id}` */
export const mediaFolderInputSchema = z.object({
  name: z.string().trim().min(1, mediaMessages.folderNameRequired).max(100),
})
export type MediaFolderInput = z.input<typeof mediaFolderInputSchema>

/** `DELETE /api/v1/media/folders/{id}?files=move|delete`: move files out to the root, or delete them. */
export const deleteMediaFolderQuerySchema = z.object({
  files: z.enum(['move', 'delete']).default('move'),
})

/** `GET /media/{id}/{name}?w=&h=&fit=&format=&q=` */
export const mediaTransformQuerySchema = z.object({
  w: z.coerce.number().int().min(1).max(MEDIA_TRANSFORM_MAX_DIMENSION).optional(),
  h: z.coerce.number().int().min(1).max(MEDIA_TRANSFORM_MAX_DIMENSION).optional(),
  fit: z.enum(mediaTransformFits).optional(),
  format: z.enum(mediaTransformFormats).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
  /** `download=1` answers with Content-Disposition: attachment. */
  download: z.enum(['0', '1']).optional(),
})
export type MediaTransformQuery = z.infer<typeof mediaTransformQuerySchema>

/** One refused file of an upload; the others are still stored. */
export const mediaUploadErrorSchema = z.object({
  name: z.string(),
  code: z.string(),
  message: z.string(),
})

/** The answer to `POST /api/v1/media` (201, or 207-like 200 when some files were refused). */
export const mediaUploadResultSchema = z.object({
  data: z.array(mediaItemSchema),
  errors: z.array(mediaUploadErrorSchema),
})
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>

/** "1.5 MB": bytes in B, KB, MB or GB with one decimal (B whole). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** `{ data: MediaItem }`: one file (`GET`, `PATCH /api/v1/media/{id}`, `PUT …/file`). */
export const mediaItemResponseSchema = z.object({ data: mediaItemSchema })

/** `{ data: MediaItem[] }`: the files `POST /api/v1/media/move` moved. */
export const mediaItemListResponseSchema = z.object({ data: z.array(mediaItemSchema) })

/** `GET /api/v1/media/{id}/usage` */
export const mediaUsageResponseSchema = z.object({ data: z.array(mediaUsageSchema) })

/** `GET /api/v1/media/folders` */
export const mediaFolderListResponseSchema = z.object({ data: z.array(mediaFolderSchema) })

/** `POST /api/v1/media/folders`, `PATCH /api/v1/media/folders/{id}` */
export const mediaFolderResponseSchema = z.object({ data: mediaFolderSchema })
