import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'

import {
  storageQuotaBytes,
  storageQuotaMessage,
  type ApiErrorBody,
  type MediaItem,
  type MediaUploadResult,
} from '@folio/schema'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { authClient } from '../../test/auth-helpers.js'
import { startContentApi } from '../../test/content-fixtures.js'
import { pngBytes, uploadForm, type UploadFile } from '../../test/media-fixtures.js'
import { SELLS_PLANS_ENV, setPlan } from '../../test/plan-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

const FREE = storageQuotaBytes.free
const GIB = 1024 * 1024 * 1024

type UploadAnswer = { status: number; body: MediaUploadResult & ApiErrorBody }

/** The media library of one installation, with an editor signed in to upload. */
async function startLibrary(env: NodeJS.ProcessEnv) {
  const api = await startContentApi({ SCHEDULER_INTERVAL_MS: '3600000', ...env })
  const { data } = await authClient(api.server).signInWithPassword({
    email: 'editor@demo.folio.dev',
    password: DEMO_PASSWORD,
  })
  const token = data.session!.access_token
  const db = api.server.app.database.db
  return {
    api,
    db,
    send(method: 'POST' | 'PUT', path: string, files: UploadFile[]): Promise<UploadAnswer> {
      return api.server.request(`/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
        body: uploadForm(files),
      }) as Promise<UploadAnswer>
    },
    /** Sets the stored total to `bytes` with one row (no file behind it): fine in a test. */
    async storeTotal(bytes: number) {
      await db.deleteFrom('media').where('name', '=', 'ballast.bin').execute()
      const rows = await db.selectFrom('media').select('size').execute()
      const others = rows.reduce((sum, row) => sum + Number(row.size), 0)
      const now = new Date().toISOString()
      await db
        .insertInto('media')
        .values({
          id: randomUUID(),
          folder_id: null,
          name: 'ballast.bin',
          type: 'document',
          mime_type: 'application/octet-stream',
          size: bytes - others,
          width: null,
          height: null,
          storage_key: `${randomUUID()}/original`,
          created_at: now,
          updated_at: now,
          created_by: null,
        })
        .execute()
    },
    async rowCount() {
      return (await db.selectFrom('media').select('id').execute()).length
    },
    /** Every file under the uploads folder, temporary ones included. */
    storedFiles(): string[] {
      const root = api.server.config.media.uploadsDir
      if (!existsSync(root)) return []
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${entry.parentPath}/${entry.name}`)
    },
  }
}

describe(`the storage quota of an installation that sells plans, on ${dialectUnderTest}`, () => {
  let library: Awaited<ReturnType<typeof startLibrary>>
  let png: Buffer

  beforeAll(async () => {
    library = await startLibrary(SELLS_PLANS_ENV)
    png = await pngBytes(40, 30)
  })
  afterAll(async () => {
    await library?.api.close()
  })
  beforeEach(async () => {
    await setPlan(library.db, 'free')
  })

  const file = (name: string): UploadFile => ({ name, bytes: png, type: 'image/png' })

  it('refuses an upload past the Free quota with 402, storing nothing', async () => {
    const used = FREE - png.length + 1
    await library.storeTotal(used)
    const [rows, files] = [await library.rowCount(), library.storedFiles()]

    const res = await library.send('POST', '/media', [file('too-much.png')])
    expect(res.status).toBe(402)
    const message = storageQuotaMessage(FREE, used)
    expect(res.body.error).toEqual({
      code: 'quota_exceeded',
      message,
      details: [{ path: 'too-much.png', message }],
    })
    expect(await library.rowCount()).toBe(rows)
    expect(library.storedFiles()).toEqual(files)
  })

  it('refuses at once, before reading the files, when the quota is already used up', async () => {
    await library.storeTotal(FREE)
    const files = library.storedFiles()
    // Megabytes the server never reads: the answer still arrives whole.
    const big = { name: 'big.bin', bytes: Buffer.alloc(6 * 1024 * 1024, 7) }
    const res = await library.send('POST', '/media', [file('full.png'), big])
    expect(res.status).toBe(402)
    // The whole form is refused, so no file is named.
    expect(res.body.error).toEqual({
      code: 'quota_exceeded',
      message: storageQuotaMessage(FREE, FREE),
    })
    expect(library.storedFiles()).toEqual(files)
  })

  it('stores the files that fit and lists the others with the quota message', async () => {
    const used = FREE - png.length - 10
    await library.storeTotal(used)
    const rows = await library.rowCount()
    const res = await library.send('POST', '/media', [file('fits.png'), file('over.png')])
    expect(res.status).toBe(201)
    expect(res.body.data.map((item: MediaItem) => item.name)).toEqual(['fits.png'])
    expect(res.body.errors).toEqual([
      {
        name: 'over.png',
        code: 'quota_exceeded',
        message: storageQuotaMessage(FREE, used + png.length),
      },
    ])
    expect(await library.rowCount()).toBe(rows + 1)
  })

  it('lets only one of two uploads that finish together take the last room', async () => {
    await library.storeTotal(FREE - png.length - 10)
    const rows = await library.rowCount()
    const answers = await Promise.all([
      library.send('POST', '/media', [file('first.png')]),
      library.send('POST', '/media', [file('second.png')]),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 402])
    expect(await library.rowCount()).toBe(rows + 1)
  })

  it('refuses a replacement that would pass the quota and keeps the old file', async () => {
    await library.storeTotal(FREE - 3 * png.length)
    const uploaded = await library.send('POST', '/media', [file('small.png')])
    expect(uploaded.status).toBe(201)
    const item = uploaded.body.data[0]!
    const bigger = await pngBytes(400, 300)
    expect(bigger.length).toBeGreaterThan(3 * png.length)

    const res = await library.send('PUT', `/media/${item.id}/file`, [
      { name: 'big.png', bytes: bigger, type: 'image/png' },
    ])
    expect(res.status).toBe(402)
    expect(res.body.error.code).toBe('quota_exceeded')
    const object = await library.api.server.app.storage.get(`${item.id}/original`)
    expect(Buffer.concat(await object!.body.toArray()).equals(png)).toBe(true)
  })

  it('takes the same upload on Premium, whose quota is larger', async () => {
    await library.storeTotal(FREE + 5 * GIB)
    await setPlan(library.db, 'premium')
    const res = await library.send('POST', '/media', [file('premium.png')])
    expect(res.status).toBe(201)
    expect(res.body.data).toHaveLength(1)
  })
})

describe(`a self-hosted installation has no storage quota, on ${dialectUnderTest}`, () => {
  let library: Awaited<ReturnType<typeof startLibrary>>

  beforeAll(async () => {
    library = await startLibrary({})
  })
  afterAll(async () => {
    await library?.api.close()
  })

  it('stores uploads whatever is already stored', async () => {
    await library.storeTotal(storageQuotaBytes.premium + GIB)
    const res = await library.send('POST', '/media', [
      { name: 'unlimited.png', bytes: await pngBytes(), type: 'image/png' },
    ])
    expect(res.status).toBe(201)
  })
})
