import { existsSync, readdirSync } from 'node:fs'
import http from 'node:http'
import { Readable } from 'node:stream'
import { crc32 } from 'node:zlib'

import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_FILES_PER_UPLOAD,
  mediaMessages,
  type ApiErrorBody,
  type MediaItem,
  type MediaUploadResult,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { authClient } from '../../test/auth-helpers.js'
import { startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import {
  executableBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  uploadForm,
  type UploadFile,
} from '../../test/media-fixtures.js'
import { mediaKeyPrefix, originalKey } from './storage/storage-driver.js'

let api: ContentApi
let editorToken: string

beforeAll(async () => {
  // Webhook deliveries stay queued: the test reads the outbox, nobody receives them.
  api = await startContentApi({ SCHEDULER_INTERVAL_MS: '3600000' })
  const { data } = await authClient(api.server).signInWithPassword({
    email: 'editor@demo.folio.dev',
    password: DEMO_PASSWORD,
  })
  editorToken = data.session!.access_token
})
afterAll(async () => {
  await api.close()
})

type UploadAnswer = { status: number; body: MediaUploadResult & ApiErrorBody }

async function send(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData | string | Uint8Array,
  headers: Record<string, string> = {},
): Promise<UploadAnswer> {
  const res = await api.server.request(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${editorToken}`, ...headers },
    body,
  })
  return res as UploadAnswer
}

function upload(files: UploadFile[], fields: Record<string, string> = {}) {
  return send('POST', '/media', uploadForm(files, fields))
}

/** Every file under the uploads folder (temporary files included). */
function storedFiles(): string[] {
  const root = api.server.config.media.uploadsDir
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`)
}

async function mediaRowCount(): Promise<number> {
  const rows = await api.server.app.database.db.selectFrom('media').select('id').execute()
  return rows.length
}

async function storedBytes(id: string): Promise<Buffer> {
  const object = await api.server.app.storage.get(originalKey(id))
  expect(object, `bytes of ${id}`).not.toBeNull()
  return Buffer.concat(await object!.body.toArray())
}

/** A ZIP of stored (uncompressed) entries, as office suites write OpenDocument files. */
function zipBytes(entries: { name: string; data: string }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const data = Buffer.from(entry.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(10, 4)
    local.writeUInt32LE(crc32(data), 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(10, 6)
    central.writeUInt32LE(crc32(data), 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const WORD_CLASS_ID = Buffer.from('0609020000000000c000000000000046', 'hex')
const MSI_CLASS_ID = Buffer.from('84100c0000000000c000000000000046', 'hex')

/** A Compound File (legacy Office, msi) whose directory is sector `dirSector`. */
function cfbBytes(streamName: string, classId: Buffer, dirSector = 0): Buffer {
  const bytes = Buffer.alloc((dirSector + 2) * 512)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(bytes, 0)
  bytes.writeUInt16LE(0x3e, 0x18)
  bytes.writeUInt16LE(3, 0x1a)
  bytes.writeUInt16LE(0xfffe, 0x1c)
  bytes.writeUInt16LE(9, 0x1e)
  bytes.writeUInt16LE(6, 0x20)
  bytes.writeUInt32LE(dirSector, 0x30)
  const directory = (dirSector + 1) * 512
  const entry = (at: number, name: string, type: number) => {
    bytes.write(name, at, 'utf16le')
    bytes.writeUInt16LE((name.length + 1) * 2, at + 0x40)
    bytes[at + 0x42] = type
  }
  entry(directory, 'Root Entry', 5)
  classId.copy(bytes, directory + 0x50)
  entry(directory + 128, streamName, 2)
  return bytes
}

/** A PNG followed by padding up to `size` bytes: an image as far as sniffing goes. */
async function paddedPng(size: number): Promise<Buffer> {
  const png = await pngBytes()
  return Buffer.concat([png, Buffer.alloc(size - png.length)])
}

describe('POST /api/v1/media', () => {
  it('stores a PNG, a JPEG and a PDF with their real sizes, types and dimensions', async () => {
    const png = await pngBytes(64, 48)
    const jpeg = await jpegBytes(120, 80)
    const pdf = pdfBytes()
    const res = await upload([
      { name: 'sunset.png', bytes: png, type: 'image/png' },
      { name: 'portrait.jpg', bytes: jpeg, type: 'image/jpeg' },
      { name: 'terms.pdf', bytes: pdf, type: 'application/pdf' },
    ])
    expect(res.status).toBe(201)
    expect(res.body.errors).toEqual([])
    const [first, second, third] = res.body.data as [MediaItem, MediaItem, MediaItem]
    expect(first).toMatchObject({
      name: 'sunset.png',
      type: 'image',
      mimeType: 'image/png',
      size: png.length,
      width: 64,
      height: 48,
      altText: '',
      folderId: null,
      path: `/media/${first.id}/sunset.png`,
      url: `${api.server.config.auth.apiExternalUrl}/media/${first.id}/sunset.png`,
    })
    expect(first.createdBy).toBeTruthy()
    expect(second).toMatchObject({ type: 'image', mimeType: 'image/jpeg', width: 120, height: 80 })
    expect(third).toMatchObject({
      type: 'document',
      mimeType: 'application/pdf',
      size: pdf.length,
      width: null,
      height: null,
    })
    expect(await storedBytes(first.id)).toEqual(png)
    expect(await storedBytes(third.id)).toEqual(pdf)

    const listed = await api.call<{ data: MediaItem }>('viewer', 'GET', `/media/${second.id}`)
    expect(listed.status).toBe(200)
    expect(listed.body.data).toEqual(second)
  })

  it('recognises documents, audio, video and SVG from their bytes', async () => {
    const wav = Buffer.alloc(64)
    wav.write('RIFF', 0)
    wav.writeUInt32LE(56, 4)
    wav.write('WAVEfmt ', 8)
    const mp4 = Buffer.concat([
      Buffer.from('00000018667479706d70343200000000', 'hex'),
      Buffer.from('mp42isom'),
      Buffer.alloc(64),
    ])
    const odt = zipBytes([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
      { name: 'content.xml', data: '<office:document-content/>' },
    ])
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"><circle r="4"/></svg>',
    )
    const res = await upload([
      { name: 'pluck.wav', bytes: wav },
      { name: 'clip.mp4', bytes: mp4 },
      { name: 'notes.odt', bytes: odt },
      { name: 'letter.doc', bytes: cfbBytes('WordDocument', Buffer.alloc(16)) },
      // The directory of this one is past the head: it is checked as the bytes stream by.
      { name: 'long.doc', bytes: cfbBytes('1Table', WORD_CLASS_ID, 700) },
      { name: 'logo.svg', bytes: svg },
    ])
    expect(res.status).toBe(201)
    expect(res.body.errors).toEqual([])
    expect(res.body.data.map(({ type, mimeType }) => ({ type, mimeType }))).toEqual([
      { type: 'audio', mimeType: 'audio/wav' },
      { type: 'video', mimeType: 'video/mp4' },
      { type: 'document', mimeType: 'application/vnd.oasis.opendocument.text' },
      { type: 'document', mimeType: 'application/msword' },
      { type: 'document', mimeType: 'application/msword' },
      { type: 'image', mimeType: 'image/svg+xml' },
    ])
    expect(res.body.data[5]).toMatchObject({ width: 300, height: 150 })
  })

  it('refuses a file over 10 MB, naming it, and keeps nothing of it', async () => {
    const before = { rows: await mediaRowCount(), files: storedFiles() }
    const res = await upload([{ name: 'huge.png', bytes: await paddedPng(MEDIA_MAX_BYTES + 1) }])
    expect(res.status).toBe(413)
    expect(res.body.error).toMatchObject({
      code: 'payload_too_large',
      message: mediaMessages.tooLarge('huge.png'),
      details: [{ path: 'huge.png', message: mediaMessages.tooLarge('huge.png') }],
    })
    expect(await mediaRowCount()).toBe(before.rows)
    expect(storedFiles()).toEqual(before.files)
  })

  it('accepts a file of exactly 10 MB', async () => {
    const res = await upload([{ name: 'edge.png', bytes: await paddedPng(MEDIA_MAX_BYTES) }])
    expect(res.status).toBe(201)
    expect(res.body.data[0]!.size).toBe(MEDIA_MAX_BYTES)
  })

  it('goes by the bytes, not the name or Content-Type: a renamed executable is refused', async () => {
    const before = { rows: await mediaRowCount(), files: storedFiles() }
    const res = await upload([{ name: 'photo.png', bytes: executableBytes(), type: 'image/png' }])
    expect(res.status).toBe(415)
    expect(res.body.error).toMatchObject({
      code: 'unsupported_media_type',
      message: mediaMessages.unsupportedType('photo.png'),
    })
    const installer = await upload([{ name: 'setup.doc', bytes: cfbBytes('Binary', MSI_CLASS_ID) }])
    expect(installer.status).toBe(415)
    const far = await upload([{ name: 'setup2.doc', bytes: cfbBytes('Binary', MSI_CLASS_ID, 700) }])
    expect(far.status).toBe(415)
    expect(await mediaRowCount()).toBe(before.rows)
    expect(storedFiles()).toEqual(before.files)
  })

  it('refuses an empty file', async () => {
    const res = await upload([{ name: 'blank.png', bytes: Buffer.alloc(0) }])
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({
      code: 'validation_failed',
      message: mediaMessages.empty('blank.png'),
    })
  })

  it('cleans file names of paths and control characters', async () => {
    const png = await pngBytes()
    const res = await upload([
      { name: '../../etc/passwd.png', bytes: png },
      { name: '..\\..\\windows\\evil.png', bytes: png },
      { name: ' report\u202Egnp.exe\u0007 ', bytes: png },
      { name: '..', bytes: png },
      { name: `${'a'.repeat(300)}.png`, bytes: png },
    ])
    expect(res.status).toBe(201)
    expect(res.body.data.map((item) => item.name)).toEqual([
      'passwd.png',
      'evil.png',
      'reportgnp.exe',
      'file',
      `${'a'.repeat(251)}.png`,
    ])
  })

  it('stores the files others than those refused, listing the refused ones', async () => {
    const res = await upload([
      { name: 'good.png', bytes: await pngBytes() },
      { name: 'bad.png', bytes: executableBytes(), type: 'image/png' },
    ])
    expect(res.status).toBe(201)
    expect(res.body.data.map((item) => item.name)).toEqual(['good.png'])
    expect(res.body.errors).toEqual([
      {
        name: 'bad.png',
        code: 'unsupported_media_type',
        message: mediaMessages.unsupportedType('bad.png'),
      },
    ])
  })

  it('answers the first refusal, with every file in the details, when all are refused', async () => {
    const res = await upload([
      { name: 'tool.png', bytes: executableBytes() },
      { name: 'blank.png', bytes: Buffer.alloc(0) },
    ])
    expect(res.status).toBe(415)
    expect(res.body.error.details).toEqual([
      { path: 'tool.png', message: mediaMessages.unsupportedType('tool.png') },
      { path: 'blank.png', message: mediaMessages.empty('blank.png') },
    ])
  })

  it('puts the files in the folder named first, and refuses an unknown one', async () => {
    const folder = await api.call<{ data: { id: string } }>('editor', 'POST', '/media/folders', {
      name: 'Upload target',
    })
    const png = await pngBytes()
    const res = await upload([{ name: 'in-folder.png', bytes: png }], {
      folderId: folder.body.data.id,
    })
    expect(res.status).toBe(201)
    expect(res.body.data[0]!.folderId).toBe(folder.body.data.id)

    const before = { rows: await mediaRowCount(), files: storedFiles() }
    const unknown = await upload([{ name: 'lost.png', bytes: png }], { folderId: 'no-such-folder' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toBe(mediaMessages.folderNotFound)

    const late = new FormData()
    late.append('files', new Blob([new Uint8Array(png)]), 'late.png')
    late.append('folderId', folder.body.data.id)
    const afterFiles = await send('POST', '/media', late)
    expect(afterFiles.status).toBe(400)
    expect(afterFiles.body.error.message).toBe(mediaMessages.folderIdAfterFiles)
    expect(await mediaRowCount()).toBe(before.rows)
    expect(storedFiles()).toEqual(before.files)
  })

  it('asks for files when there are none, and for multipart when it is not', async () => {
    const none = await send('POST', '/media', uploadForm([], { folderId: 'root' }))
    expect(none.status).toBe(400)
    expect(none.body.error.message).toBe(mediaMessages.noFiles)
    const empty = await send('POST', '/media', '', {
      'content-type': 'multipart/form-data; boundary=nothing',
    })
    expect(empty.status).toBe(400)
    expect(empty.body.error.message).toBe(mediaMessages.noFiles)
    const json = await send('POST', '/media', '{}', { 'content-type': 'application/json' })
    expect(json.status).toBe(415)
    expect(json.body.error.message).toBe(mediaMessages.notMultipart)
  })

  it('refuses more than 20 files at once and keeps none of them', async () => {
    const before = { rows: await mediaRowCount(), files: storedFiles() }
    const png = await pngBytes(4, 4)
    const files = Array.from({ length: MEDIA_MAX_FILES_PER_UPLOAD + 1 }, (_, i) => ({
      name: `many-${i}.png`,
      bytes: png,
    }))
    const res = await upload(files)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(mediaMessages.tooManyFiles)
    expect(await mediaRowCount()).toBe(before.rows)
    expect(storedFiles()).toEqual(before.files)
  })

  it('queues a media.uploaded webhook event per stored file', async () => {
    const hook = await api.call('admin', 'POST', '/webhooks', {
      name: 'Media events',
      url: 'http://127.0.0.1:9/hook',
      events: ['media.uploaded', 'media.deleted'],
    })
    expect(hook.status).toBe(201)
    const res = await upload([
      { name: 'event-a.png', bytes: await pngBytes() },
      { name: 'event-b.pdf', bytes: pdfBytes() },
    ])
    expect(res.status).toBe(201)
    const deliveries = await api.server.app.database.db
      .selectFrom('webhook_deliveries')
      .select(['event', 'payload'])
      .where('event', '=', 'media.uploaded')
      .execute()
    const ids = deliveries.map((d) => (JSON.parse(d.payload) as { data: MediaItem }).data.id)
    expect(ids).toEqual(expect.arrayContaining(res.body.data.map((item) => item.id)))
  })

  it('keeps nothing of an upload the client abandons halfway', async () => {
    const before = { rows: await mediaRowCount(), files: storedFiles() }
    const boundary = 'folio-abort-boundary'
    const png = await pngBytes()
    const head = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
      'Content-Type: image/png\r\n\r\n'
    const big = await paddedPng(4 * 1024 * 1024)
    const request = http.request(`${api.server.url}/api/v1/media`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${editorToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * 1024 * 1024),
      },
    })
    request.on('error', () => {})
    // A whole first file, then half of a second one.
    request.write(Buffer.concat([Buffer.from(head('first.png')), png, Buffer.from('\r\n')]))
    request.write(Buffer.from(head('second.png')))
    request.write(big.subarray(0, big.length / 2))
    // The first file reaches storage before the client gives up.
    const originals = () => storedFiles().filter((file) => file.endsWith('/original')).length
    const originalsBefore = originals()
    await expect.poll(originals, { timeout: 10_000 }).toBe(originalsBefore + 1)
    request.destroy()
    await expect.poll(() => storedFiles(), { timeout: 10_000 }).toEqual(before.files)
    expect(await mediaRowCount()).toBe(before.rows)
  })

  it('answers a body cut off mid-part with a 400 and keeps nothing of it', async () => {
    const before = { rows: await mediaRowCount(), files: storedFiles() }
    const png = await pngBytes()
    const boundary = 'folio-cut-boundary'
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cut.png"\r\n` +
      'Content-Type: image/png\r\n\r\n'
    // Complete as HTTP (its Content-Length is right), but the form ends inside the file.
    for (const body of [
      Buffer.concat([Buffer.from(head), png.subarray(0, 40)]),
      Buffer.concat([Buffer.from(head), png]),
    ]) {
      const res = await send('POST', '/media', new Uint8Array(body), {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      })
      expect(res.status).toBe(400)
      expect(res.body.error).toEqual({ code: 'bad_request', message: mediaMessages.invalidUpload })
    }
    expect(storedFiles()).toEqual(before.files)
    expect(await mediaRowCount()).toBe(before.rows)
  })
})

describe('PUT /api/v1/media/{id}/file', () => {
  it('replaces the bytes, keeping id and name, and drops cached transforms', async () => {
    const created = await upload([{ name: 'replace-me.png', bytes: await pngBytes(10, 10) }])
    const item = created.body.data[0]!
    const transform = `${mediaKeyPrefix(item.id)}/transforms/abc.webp`
    await api.server.app.storage.put(transform, Readable.from([Buffer.from('x')]), 'image/webp')

    const jpeg = await jpegBytes(30, 20)
    const replaced = await send(
      'PUT',
      `/media/${item.id}/file`,
      uploadForm([{ name: 'new.jpg', bytes: jpeg }]),
    )
    expect(replaced.status).toBe(200)
    const data = (replaced.body as unknown as { data: MediaItem }).data
    expect(data).toMatchObject({
      id: item.id,
      name: 'replace-me.png',
      type: 'image',
      mimeType: 'image/jpeg',
      size: jpeg.length,
      width: 30,
      height: 20,
    })
    expect(data.updatedAt > item.updatedAt).toBe(true)
    expect(await storedBytes(item.id)).toEqual(jpeg)
    expect(await api.server.app.storage.exists(transform)).toBe(false)
  })

  it('keeps the old file when the new one is refused', async () => {
    const png = await pngBytes(12, 12)
    const item = (await upload([{ name: 'keep.png', bytes: png }])).body.data[0]!
    const tooBig = await send(
      'PUT',
      `/media/${item.id}/file`,
      uploadForm([{ name: 'big.png', bytes: await paddedPng(MEDIA_MAX_BYTES + 1) }]),
    )
    expect(tooBig.status).toBe(413)
    const exe = await send(
      'PUT',
      `/media/${item.id}/file`,
      uploadForm([{ name: 'x.png', bytes: executableBytes() }]),
    )
    expect(exe.status).toBe(415)
    const none = await send('PUT', `/media/${item.id}/file`, uploadForm([]))
    expect(none.status).toBe(400)
    expect(await storedBytes(item.id)).toEqual(png)
    const row = await api.call<{ data: MediaItem }>('editor', 'GET', `/media/${item.id}`)
    expect(row.body.data).toEqual(item)

    const missing = await send(
      'PUT',
      '/media/no-such-id/file',
      uploadForm([{ name: 'x.png', bytes: png }]),
    )
    expect(missing.status).toBe(404)
  })
})
