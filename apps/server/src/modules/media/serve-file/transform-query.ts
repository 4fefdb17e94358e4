import { createHash } from 'node:crypto'

import {
  mediaMessages,
  mediaTransformQuerySchema,
  serviceMessages,
  type MediaTransformQuery,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { mediaKeyPrefix } from '../storage/storage-driver.js'

export type TransformFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'gif'

/** Raster images sharp can read, and the format a transform keeps when none is asked for. */
const transformableTypes: Record<string, TransformFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
}

export const transformOutput: Record<TransformFormat, { mimeType: string; extension: string }> = {
  webp: { mimeType: 'image/webp', extension: 'webp' },
  avif: { mimeType: 'image/avif', extension: 'avif' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
}

const DEFAULT_QUALITY = 80

/**
 * One transform, normalised: two URLs asking for the same output (`?w=100` and
 * `?w=100&fit=inside&q=80`) get the same spec and so share one cached result.
 */
export interface TransformSpec {
  width: number | null
  height: number | null
  fit: NonNullable<MediaTransformQuery['fit']> | null
  format: TransformFormat
  /** null for formats without a quality setting (PNG, GIF). */
  quality: number | null
  /** An animated GIF stays animated as GIF or WebP; other formats get its first frame. */
  animated: boolean
}

/** The query of a file URL, with the transform limits' own message for too large sizes. */
export function parseFileQuery(query: unknown): MediaTransformQuery {
  const parsed = mediaTransformQuerySchema.safeParse(query ?? {})
  if (parsed.success) return parsed.data
  const details = parsed.error.issues.map((issue) => {
    const path = issue.path.join('.') || 'querystring'
    const tooLarge = issue.code === 'too_big' && (path === 'w' || path === 'h')
    return { path, message: tooLarge ? mediaMessages.transformTooLarge : issue.message }
  })
  throw new AppError(
    'validation_failed',
    details[0]?.message ?? serviceMessages.invalidInput,
    details,
  )
}

/** The transform a query asks of a file of `mimeType`; null when it asks for the original. */
export function transformSpec(query: MediaTransformQuery, mimeType: string): TransformSpec | null {
  const resize = query.w !== undefined || query.h !== undefined
  if (!resize && query.format === undefined && query.q === undefined) return null
  const source = transformableTypes[mimeType]
  if (!source) throw new AppError('bad_request', mediaMessages.transformNotImage)
  const format = query.format ?? source
  const lossy = format === 'jpeg' || format === 'webp' || format === 'avif'
  return {
    width: query.w ?? null,
    height: query.h ?? null,
    fit: resize ? (query.fit ?? 'inside') : null,
    format,
    quality: lossy ? (query.q ?? DEFAULT_QUALITY) : null,
    animated: source === 'gif' && (format === 'gif' || format === 'webp'),
  }
}

/** Identifies one transform of one version of a file (replacing the file changes updatedAt). */
export function transformHash(spec: TransformSpec, updatedAt: string): string {
  return createHash('sha256')
    .update(`${JSON.stringify(spec)}\n${updatedAt}`)
    .digest('hex')
}

/** Where a transform's result is cached: beside the original, so deleting the file drops it. */
export function transformKey(mediaId: string, spec: TransformSpec, updatedAt: string): string {
  const name = `${transformHash(spec, updatedAt)}.${transformOutput[spec.format].extension}`
  return `${transformsKeyPrefix(mediaId)}/${name}`
}

/**
 * Every cached transform of a media file sits under this key. When a file's bytes are replaced,
 * `storage.delete(transformsKeyPrefix(id), { prefix: true })` drops the now stale results.
 */
export function transformsKeyPrefix(mediaId: string): string {
  return `${mediaKeyPrefix(mediaId)}/transforms`
}
