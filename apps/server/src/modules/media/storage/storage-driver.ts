import type { Readable } from 'node:stream'

/** A stored object's bytes, whole or a byte range of them. */
export interface StoredObject {
  body: Readable
  /** Size of the whole object in bytes. */
  size: number
}

/** Inclusive byte range, as HTTP Range requests name it. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where media bytes live: local disk or an S3-compatible bucket. Keys are driver-neutral
 * (`<media id>/original`, `<media id>/transforms/<hash>.<ext>`), never derived from user input.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3'
  /**
   * Streams `body` to `key`. Nothing is visible under `key` until the whole stream was stored;
   * if the stream errors (too large, client gone) nothing is left behind and the error rethrown.
   */
  put(key: string, body: Readable, contentType: string): Promise<void>
  /** The object, or a range of it; null when it does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>
  exists(key: string): Promise<boolean>
  /** Deletes the key and, when `prefix` is true, every key under `key/`. Missing keys are fine. */
  delete(key: string, options?: { prefix?: boolean }): Promise<void>
  /** A public URL of the object when the bucket is public (S3_PUBLIC_URL), else null. */
  publicUrl(key: string): string | null
}

/** The storage key of a media file's original bytes. */
export function originalKey(mediaId: string): string {
  return `${mediaId}/original`
}

/** Every key of one media file (its original and cached transforms) sits under this. */
export function mediaKeyPrefix(mediaId: string): string {
  return mediaId
}
