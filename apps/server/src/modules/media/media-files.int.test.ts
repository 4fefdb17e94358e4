import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { mediaFilePath, mediaMessages } from '@folio/schema'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jpegBytes, pdfBytes, pngBytes } from '../../test/media-fixtures.js'
import { startFakeS3, type FakeS3 } from '../../test/s3-fake.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'
import { originalKey } from './storage/storage-driver.js'

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
)

interface StoredMedia {
  id: string
  name: string
  bytes: Buffer
  /** `/media/{id}/{name}` */
  path: string
}

/** A library file as the upload would leave it: bytes in storage, then the row. */
async function addMedia(
  server: TestServer,
  name: string,
  mimeType: string,
  bytes: Buffer,
): Promise<StoredMedia> {
  const id = randomUUID()
  const now = new Date().toISOString()
  await server.app.storage.put(originalKey(id), Readable.from([bytes]), mimeType)
  await server.app.database.db
    .insertInto('media')
    .values({
      id,
      folder_id: null,
      name,
      type: mimeType.startsWith('image/') ? 'image' : 'document',
      mime_type: mimeType,
      size: bytes.length,
      width: null,
      height: null,
      storage_key: originalKey(id),
      created_at: now,
      updated_at: now,
      created_by: null,
    })
    .execute()
  return { id, name, bytes, path: mediaFilePath(id, name) }
}

async function fetchFile(server: TestServer, urlPath: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${urlPath}`, init)
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

function transformsOf(installation: TestInstallation, id: string): string[] {
  try {
    return readdirSync(path.join(installation.dataDir, 'uploads', id, 'transforms'))
  } catch {
    return []
  }
}

describe(`GET /media/{id}/{name} on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let pdf: StoredMedia
  let photo: StoredMedia

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation)
    pdf = await addMedia(server, 'Annual report 2024 – final.pdf', 'application/pdf', pdfBytes())
    photo = await addMedia(server, 'sunset.png', 'image/png', await pngBytes(400, 300))
  })
  afterAll(async () => {
    await server?.close()
    await installation?.destroy()
  })

  it('serves the file publicly with its type, size, name and cache headers', async () => {
    const { response, body } = await fetchFile(server, pdf.path)
    expect(response.status).toBe(200)
    expect(body.equals(pdf.bytes)).toBe(true)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-length')).toBe(String(pdf.bytes.length))
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Annual report 2024 _ final.pdf"; filename*=UTF-8''Annual%20report%202024%20%E2%80%93%20final.pdf`,
    )
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('serves the file under any name, so renamed files keep their old URLs', async () => {
    const { response, body } = await fetchFile(server, `/media/${pdf.id}/old-name.pdf`)
    expect(response.status).toBe(200)
    expect(body.equals(pdf.bytes)).toBe(true)
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Annual")
  })

  it('offers the file as a download with ?download=1', async () => {
    const { response } = await fetchFile(server, `${pdf.path}?download=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Annual/)
  })

  it('answers range requests with 206 and the bytes asked for', async () => {
    const size = pdf.bytes.length
    const cases: Array<[string, number, number]> = [
      ['bytes=10-19', 10, 19],
      ['bytes=100-', 100, size - 1],
      ['bytes=-5', size - 5, size - 1],
      ['bytes=0-999999', 0, size - 1],
    ]
    for (const [range, start, end] of cases) {
      const { response, body } = await fetchFile(server, pdf.path, { headers: { range } })
      expect(response.status, range).toBe(206)
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`)
      expect(response.headers.get('content-length')).toBe(String(end - start + 1))
      expect(body.equals(pdf.bytes.subarray(start, end + 1)), range).toBe(true)
    }
  })

  it('answers 416 for a range outside the file, and the whole file for ranges it ignores', async () => {
    const size = pdf.bytes.length
    const outside = await fetchFile(server, pdf.path, { headers: { range: `bytes=${size}-` } })
    expect(outside.response.status).toBe(416)
    expect(outside.response.headers.get('content-range')).toBe(`bytes */${size}`)

    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-2']) {
      const { response, body } = await fetchFile(server, pdf.path, { headers: { range } })
      expect(response.status, range).toBe(200)
      expect(body.equals(pdf.bytes)).toBe(true)
    }
    // A range meant for an older version of the file gets the current one whole.
    const stale = await fetchFile(server, pdf.path, {
      headers: { range: 'bytes=0-9', 'if-range': '"not-the-current-etag"' },
    })
    expect(stale.response.status).toBe(200)
  })

  it('answers HEAD with the headers and no body', async () => {
    const { response, body } = await fetchFile(server, pdf.path, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(body.length).toBe(0)
    expect(response.headers.get('content-length')).toBe(String(pdf.bytes.length))
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const ranged = await fetchFile(server, pdf.path, {
      method: 'HEAD',
      headers: { range: 'bytes=0-9' },
    })
    expect(ranged.response.status).toBe(206)
    expect(ranged.response.headers.get('content-length')).toBe('10')
  })

  it('answers 304 to a matching If-None-Match, until the file changes', async () => {
    const first = await fetchFile(server, pdf.path)
    const etag = first.response.headers.get('etag')!
    const again = await fetchFile(server, pdf.path, { headers: { 'if-none-match': etag } })
    expect(again.response.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.response.headers.get('etag')).toBe(etag)

    const replaced = await addMedia(server, 'replaced.pdf', 'application/pdf', pdfBytes())
    const before = (await fetchFile(server, replaced.path)).response.headers.get('etag')!
    await server.app.database.db
      .updateTable('media')
      .set({ updated_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', replaced.id)
      .execute()
    const after = await fetchFile(server, replaced.path, { headers: { 'if-none-match': before } })
    expect(after.response.status).toBe(200)
    expect(after.response.headers.get('etag')).not.toBe(before)
  })

  it('answers 404 with the error shape for an unknown file', async () => {
    for (const urlPath of [`/media/${randomUUID()}/x.png`, '/media/not-an-id/x.png']) {
      const res = await server.request(urlPath)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ error: { code: 'not_found', message: mediaMessages.notFound } })
    }
    // A row whose bytes are gone from storage is a 404 too, not a broken download.
    const lost = await addMedia(server, 'lost.pdf', 'application/pdf', pdfBytes())
    await server.app.storage.delete(originalKey(lost.id))
    const res = await server.request(lost.path)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: { code: 'not_found', message: mediaMessages.notFound } })
    expect(res.headers.get('etag')).toBeNull()
    expect(res.headers.get('cache-control') ?? '').not.toContain('public')
  })

  it('serves SVG with a Content-Security-Policy that keeps its scripts from running', async () => {
    const svg = await addMedia(server, 'logo.svg', 'image/svg+xml', SVG)
    const { response, body } = await fetchFile(server, svg.path)
    expect(response.status).toBe(200)
    expect(body.equals(SVG)).toBe(true)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
  })

  it('resizes an image, caching the result for the next request', async () => {
    const first = await fetchFile(server, `${photo.path}?w=100`)
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('content-type')).toBe('image/png')
    expect(first.response.headers.get('folio-transform')).toBe('miss')
    expect(first.response.headers.get('content-length')).toBe(String(first.body.length))
    expect(await sharp(first.body).metadata()).toMatchObject({ width: 100, height: 75 })
    expect(transformsOf(installation, photo.id)).toHaveLength(1)

    // The same transform spelled out in full is the same cached file.
    const second = await fetchFile(server, `${photo.path}?fit=inside&w=100`)
    expect(second.response.headers.get('folio-transform')).toBe('hit')
    expect(second.body.equals(first.body)).toBe(true)
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'))
    expect(second.response.headers.get('etag')).not.toBe(
      (await fetchFile(server, photo.path)).response.headers.get('etag'),
    )
    const head = await fetchFile(server, `${photo.path}?w=100`, { method: 'HEAD' })
    expect(head.response.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.response.headers.get('content-length')).toBe(String(first.body.length))
    expect(head.response.headers.get('folio-transform')).toBe('hit')
    const notModified = await fetchFile(server, `${photo.path}?w=100`, {
      headers: { 'if-none-match': first.response.headers.get('etag')! },
    })
    expect(notModified.response.status).toBe(304)
  })

  it('converts formats, fits both dimensions and never enlarges', async () => {
    const webp = await fetchFile(server, `${photo.path}?w=120&format=webp&q=60`)
    expect(webp.response.status).toBe(200)
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    expect(webp.response.headers.get('content-disposition')).toContain('sunset.webp')
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: 'webp', width: 120 })

    const cover = await fetchFile(server, `${photo.path}?w=50&h=50&fit=cover&format=jpeg`)
    expect(cover.response.headers.get('content-type')).toBe('image/jpeg')
    expect(await sharp(cover.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 50,
      height: 50,
    })

    const larger = await fetchFile(server, `${photo.path}?w=4000`)
    expect(await sharp(larger.body).metadata()).toMatchObject({ width: 400, height: 300 })

    const avif = await fetchFile(server, `${photo.path}?h=30&format=avif`)
    expect(avif.response.headers.get('content-type')).toBe('image/avif')
    expect(await sharp(avif.body).metadata()).toMatchObject({ height: 30 })
  })

  it('renders a burst of transforms, a few at a time, without failing any', async () => {
    const jpeg = await addMedia(server, 'burst.jpg', 'image/jpeg', await jpegBytes(300, 200))
    const widths = [10, 20, 30, 40, 50, 60, 70, 80]
    const results = await Promise.all(widths.map((w) => fetchFile(server, `${jpeg.path}?w=${w}`)))
    for (const [index, { response, body }] of results.entries()) {
      expect(response.status).toBe(200)
      expect((await sharp(body).metadata()).width).toBe(widths[index])
    }
    expect(transformsOf(installation, jpeg.id)).toHaveLength(widths.length)
  })

  it('refuses transforms beyond the limits with a clear 400', async () => {
    const tooWide = await server.request(`${photo.path}?w=100000`)
    expect(tooWide.status).toBe(400)
    expect(tooWide.body).toEqual({
      error: {
        code: 'validation_failed',
        message: mediaMessages.transformTooLarge,
        details: [{ path: 'w', message: mediaMessages.transformTooLarge }],
      },
    })
    expect(tooWide.headers.get('etag')).toBeNull()
    for (const query of ['h=4001', 'format=bmp', 'fit=stretch', 'q=0', 'w=abc']) {
      const res = await server.request(`${photo.path}?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body).toMatchObject({ error: { code: 'validation_failed' } })
    }
    expect(transformsOf(installation, photo.id).length).toBeLessThan(10)
  })

  it('refuses to transform files that are not raster images', async () => {
    const res = await server.request(`${pdf.path}?w=100`)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: { code: 'bad_request', message: mediaMessages.transformNotImage },
    })
    const svg = await addMedia(server, 'icon.svg', 'image/svg+xml', SVG)
    expect((await server.request(`${svg.path}?format=png`)).status).toBe(400)
  })
})

describe(`GET /media/{id}/{name} from S3 storage on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let fakeS3: FakeS3

  beforeAll(async () => {
    fakeS3 = await startFakeS3()
    installation = await createTestInstallation()
    server = await startTestServer(installation, fakeS3.env)
  })
  afterAll(async () => {
    await server?.close()
    await installation?.destroy()
    await fakeS3?.close()
  })

  it('serves, ranges and transforms files kept in the bucket', async () => {
    expect(server.app.storage.name).toBe('s3')
    const photo = await addMedia(
      server,
      'bucket photo.jpg',
      'image/jpeg',
      await jpegBytes(200, 100),
    )
    expect(fakeS3.keys()).toEqual([originalKey(photo.id)])

    const whole = await fetchFile(server, photo.path)
    expect(whole.response.status).toBe(200)
    expect(whole.response.headers.get('content-type')).toBe('image/jpeg')
    expect(whole.body.equals(photo.bytes)).toBe(true)

    const range = await fetchFile(server, photo.path, { headers: { range: 'bytes=2-9' } })
    expect(range.response.status).toBe(206)
    expect(range.response.headers.get('content-range')).toBe(`bytes 2-9/${photo.bytes.length}`)
    expect(range.body.equals(photo.bytes.subarray(2, 10))).toBe(true)

    const miss = await fetchFile(server, `${photo.path}?w=50&format=webp`)
    expect(miss.response.headers.get('folio-transform')).toBe('miss')
    expect(await sharp(miss.body).metadata()).toMatchObject({ format: 'webp', width: 50 })
    const transformKeys = fakeS3.keys().filter((key) => key.startsWith(`${photo.id}/transforms/`))
    expect(transformKeys).toHaveLength(1)
    expect(transformKeys[0]).toMatch(/\.webp$/)

    const hit = await fetchFile(server, `${photo.path}?w=50&format=webp`)
    expect(hit.response.headers.get('folio-transform')).toBe('hit')
    expect(hit.body.equals(miss.body)).toBe(true)

    const unknown = await server.request(`/media/${randomUUID()}/gone.jpg`)
    expect(unknown.status).toBe(404)
  })
})
