import { createHash } from 'node:crypto'

/**
 * A day in caches, then revalidated by ETag: a file can be replaced in place under the same
 * URL, so its responses are never `immutable`.
 */
export const FILE_CACHE_CONTROL = 'public, max-age=86400'

/** SVG can carry scripts; this keeps them (and anything they would load) from ever running. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/**
 * A strong ETag for one representation of a file: the original (variant '') or a transform.
 * Replacing the file changes updated_at and so every ETag of it.
 */
export function fileEtag(id: string, updatedAt: string, variant = ''): string {
  const digest = createHash('sha256').update(`${id}\n${updatedAt}\n${variant}`).digest('base64url')
  return `"${digest.slice(0, 32)}"`
}

/** If-None-Match uses weak comparison: `W/"x"` matches `"x"`, and `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag)
}

/**
 * `inline; filename="photo.jpg"; filename*=UTF-8''photo.jpg`: the plain name for old clients
 * (non-ASCII and quotes replaced) and the exact one, percent-encoded, for everyone else.
 */
export function contentDisposition(fileName: string, download: boolean): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${download ? 'attachment' : 'inline'}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/** The file's name with the extension of a converted format: `photo.png` as webp is `photo.webp`. */
export function withExtension(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf('.')
  const base = dot > 0 ? fileName.slice(0, dot) : fileName
  return `${base}.${extension}`
}
