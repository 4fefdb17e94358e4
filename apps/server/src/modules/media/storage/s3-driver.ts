import type { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import type { S3Config } from '../../../config/config.js'
import { assertStorageKey } from './storage-key.js'
import type { ByteRange, StorageDriver, StoredObject } from './storage-driver.js'

/** Parts of a multipart upload; S3's minimum, so a 10 MB original is at most two parts. */
const PART_SIZE = 5 * 1024 * 1024
/** Parts in flight at once: bounds the memory one upload holds to about this many parts. */
const UPLOAD_QUEUE_SIZE = 2
/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2, …). Uploads stream in parts and are
 * completed only once the whole body arrived, so a failed upload never becomes an object.
 */
export function s3StorageDriver(config: S3Config): StorageDriver {
  const client = createS3Client(config)
  const bucket = config.bucket
  const publicBase = config.publicUrl?.replace(/\/+$/, '') ?? null

  async function deleteUnder(prefix: string) {
    let continuationToken: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          ContinuationToken: continuationToken,
        }),
      )
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH)
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        )
        const failed = result.Errors?.[0]
        if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Message}`)
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (continuationToken)
  }

  return {
    name: 's3',
    async put(key, body: Readable, contentType) {
      let bodyError: unknown
      body.once('error', (error) => {
        bodyError = error
      })
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: assertStorageKey(key),
          Body: body,
          ContentType: contentType,
        },
        partSize: PART_SIZE,
        queueSize: UPLOAD_QUEUE_SIZE,
        // On any failure Upload aborts the multipart upload, so no parts stay billed and hidden.
        leavePartsOnError: false,
      })
      try {
        await upload.done()
      } catch (error) {
        // The body's own error (too large, client gone) is what the caller acts on.
        throw bodyError ?? error
      }
    },
    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: assertStorageKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        const size = wholeSize(response.ContentRange, response.ContentLength)
        return { body: response.Body as Readable, size }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },
    async delete(key, options) {
      assertStorageKey(key)
      if (options?.prefix) await deleteUnder(`${key}/`)
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${assertStorageKey(key)}` : null),
  }
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Many S3-compatible servers reject the SDK's default streaming checksums (aws-chunked
    // trailers); only send checksums where the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** The whole object's size: `bytes 0-99/1234` names it for a range, ContentLength otherwise. */
function wholeSize(contentRange: string | undefined, contentLength: number | undefined): number {
  const total = contentRange?.match(/\/(\d+)$/)?.[1]
  if (total) return Number(total)
  return contentLength ?? 0
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false
  // A missing bucket is a configuration error, not a missing file: let it surface.
  if (error.name === 'NoSuchBucket') return false
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404
}
