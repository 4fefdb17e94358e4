import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { S3Config } from '../config/config.js'

/**
 * A small S3-compatible server for tests, speaking S3's REST/XML wire protocol (path-style) for
 * the operations the storage driver uses: PutObject, multipart create/upload part/complete/
 * abort, GetObject with Range, HeadObject, DeleteObject, ListObjectsV2 and DeleteObjects.
 * The driver under test is the production one talking HTTP through the AWS SDK.
 *
 * s3rver was the first choice, but 3.7 answers AbortMultipartUpload with 405 (so parts of a
 * failed upload stay behind and a test cannot tell) and its DeleteObjects fails on
 * concurrent deletes in one folder. Signatures are not checked.
 */
export interface FakeS3 {
  /** S3_* variables pointing a Folio server at this bucket. */
  env: NodeJS.ProcessEnv
  config: S3Config
  /** Keys of the objects in the bucket, sorted. */
  keys(): string[]
  /** Multipart uploads created but neither completed nor aborted. */
  pendingUploads(): number
  /** Multipart uploads completed so far (a big put goes this way). */
  completedMultipartUploads(): number
  close(): Promise<void>
}

interface StoredObject {
  body: Buffer
  contentType: string
  etag: string
  lastModified: Date
}

interface PendingUpload {
  key: string
  contentType: string
  parts: Map<number, { body: Buffer; etag: string }>
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"'

export async function startFakeS3(
  options: { bucket?: string; publicUrl?: string; listPageSize?: number } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'folio-media'
  const pageSize = options.listPageSize ?? 1000
  const objects = new Map<string, StoredObject>()
  const uploads = new Map<string, PendingUpload>()
  let completed = 0

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendError(res, 500, 'InternalError', String(error))
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const [bucketName, ...keyParts] = url.pathname.slice(1).split('/')
    const key = keyParts.map((part) => decodeURIComponent(part)).join('/')
    const query = url.searchParams
    const body = await readBody(req)
    if (bucketName !== bucket) return sendError(res, 404, 'NoSuchBucket', 'No such bucket')

    if (!key) {
      if (req.method === 'GET' && query.get('list-type') === '2') return listObjects(res, query)
      if (req.method === 'POST' && query.has('delete')) return deleteObjects(res, body)
      return sendError(res, 501, 'NotImplemented', `${req.method} on the bucket`)
    }

    const uploadId = query.get('uploadId')
    if (req.method === 'POST' && query.has('uploads')) {
      const id = randomUUID()
      uploads.set(id, { key, contentType: contentTypeOf(req), parts: new Map() })
      return sendXml(
        res,
        200,
        `<InitiateMultipartUploadResult ${NS}><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      )
    }
    if (uploadId !== null) {
      const upload = uploads.get(uploadId)
      if (!upload || upload.key !== key) {
        return sendError(res, 404, 'NoSuchUpload', 'The specified upload does not exist')
      }
      if (req.method === 'PUT') {
        const etag = md5Etag(body)
        upload.parts.set(Number(query.get('partNumber')), { body, etag })
        res.writeHead(200, { ETag: etag }).end()
        return
      }
      if (req.method === 'DELETE') {
        uploads.delete(uploadId)
        res.writeHead(204).end()
        return
      }
      if (req.method === 'POST') return completeUpload(res, uploadId, upload, body.toString())
    }

    if (req.method === 'PUT') {
      const etag = md5Etag(body)
      objects.set(key, { body, contentType: contentTypeOf(req), etag, lastModified: new Date() })
      res.writeHead(200, { ETag: etag }).end()
      return
    }
    if (req.method === 'DELETE') {
      objects.delete(key)
      res.writeHead(204).end()
      return
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      return getObject(req, res, key)
    }
    return sendError(res, 405, 'MethodNotAllowed', `${req.method} is not allowed`)
  }

  function completeUpload(res: ServerResponse, id: string, upload: PendingUpload, xml: string) {
    const numbers = [...xml.matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]))
    const parts = numbers.map((n) => upload.parts.get(n))
    if (!numbers.length || parts.some((part) => !part)) {
      return sendError(res, 400, 'InvalidPart', 'One or more of the parts could not be found')
    }
    const body = Buffer.concat(parts.map((part) => part!.body))
    const etag = `"${createHash('md5').update(body).digest('hex')}-${parts.length}"`
    objects.set(upload.key, {
      body,
      contentType: upload.contentType,
      etag,
      lastModified: new Date(),
    })
    uploads.delete(id)
    completed += 1
    sendXml(
      res,
      200,
      `<CompleteMultipartUploadResult ${NS}><Bucket>${bucket}</Bucket><Key>${escapeXml(upload.key)}</Key><ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`,
    )
  }

  function getObject(req: IncomingMessage, res: ServerResponse, key: string) {
    const object = objects.get(key)
    if (!object) {
      // HEAD answers carry no body; the SDK names a bodiless 404 NotFound.
      if (req.method === 'HEAD') return void res.writeHead(404).end()
      return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.')
    }
    const size = object.body.length
    const headers: Record<string, string | number> = {
      'Content-Type': object.contentType,
      ETag: object.etag,
      'Last-Modified': object.lastModified.toUTCString(),
      'Accept-Ranges': 'bytes',
    }
    const range = req.headers.range?.match(/^bytes=(\d*)-(\d*)$/)
    let slice = object.body
    let status = 200
    if (range) {
      const [start, end] = range[1]
        ? [Number(range[1]), range[2] ? Math.min(Number(range[2]), size - 1) : size - 1]
        : [Math.max(size - Number(range[2]), 0), size - 1]
      if (start >= size || start > end) {
        return sendError(res, 416, 'InvalidRange', 'The requested range is not satisfiable')
      }
      slice = object.body.subarray(start, end + 1)
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`
      status = 206
    }
    headers['Content-Length'] = slice.length
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : slice)
  }

  function listObjects(res: ServerResponse, query: URLSearchParams) {
    const prefix = query.get('prefix') ?? ''
    const after = query.get('continuation-token') ?? query.get('start-after') ?? ''
    const max = Math.min(Number(query.get('max-keys') ?? pageSize), pageSize)
    const matching = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort()
    const page = matching.slice(0, max)
    const truncated = matching.length > page.length
    const contents = page
      .map((k) => {
        const object = objects.get(k)!
        return `<Contents><Key>${escapeXml(k)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${escapeXml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
      })
      .join('')
    const next = truncated
      ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>`
      : ''
    sendXml(
      res,
      200,
      `<ListBucketResult ${NS}><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    )
  }

  function deleteObjects(res: ServerResponse, body: Buffer) {
    const xml = body.toString()
    const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1]!))
    for (const key of keys) objects.delete(key)
    const quiet = /<Quiet>true<\/Quiet>/.test(xml)
    const deleted = quiet
      ? ''
      : keys.map((k) => `<Deleted><Key>${escapeXml(k)}</Key></Deleted>`).join('')
    sendXml(res, 200, `<DeleteResult ${NS}>${deleted}</DeleteResult>`)
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const config: S3Config = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'fake-access-key',
    secretAccessKey: 'fake-secret-key',
    forcePathStyle: true,
    publicUrl: options.publicUrl ?? null,
  }
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
      ...(options.publicUrl ? { S3_PUBLIC_URL: options.publicUrl } : {}),
    },
    keys: () => [...objects.keys()].sort(),
    pendingUploads: () => uploads.size,
    completedMultipartUploads: () => completed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function contentTypeOf(req: IncomingMessage): string {
  return req.headers['content-type'] ?? 'application/octet-stream'
}

function md5Etag(body: Buffer): string {
  return `"${createHash('md5').update(body).digest('hex')}"`
}

function sendXml(res: ServerResponse, status: number, xml: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' }).end(`${XML_HEADER}${xml}`)
}

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  if (res.headersSent) return void res.destroy()
  sendXml(
    res,
    status,
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><RequestId>fake</RequestId></Error>`,
  )
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')
}
