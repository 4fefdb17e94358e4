import type {
  ApiErrorBody,
  MediaFolder,
  MediaItem,
  MediaPage,
  MediaUploadResult,
  MediaUsage,
} from '@folio/schema'
import { mediaMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { authClient } from '../../test/auth-helpers.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { jpegBytes, pdfBytes, pngBytes, uploadForm } from '../../test/media-fixtures.js'
import { originalKey } from './storage/storage-driver.js'

let api: ContentApi
const tokens: Record<'editor' | 'viewer', string> = { editor: '', viewer: '' }

beforeAll(async () => {
  api = await startContentApi()
  for (const role of ['editor', 'viewer'] as const) {
    const { data } = await authClient(api.server).signInWithPassword({
      email: `${role}@demo.folio.dev`,
      password: DEMO_PASSWORD,
    })
    tokens[role] = data.session!.access_token
  }
})
afterAll(async () => {
  await api.close()
})

type Answer<T> = { status: number; body: T & ApiErrorBody }

async function call<T>(
  as: 'admin' | 'editor' | 'viewer' | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  if (method !== 'PATCH') return api.call<T & ApiErrorBody>(as, method, path, body)
  // ContentApi has no PATCH: the same call by hand.
  const res = await api.server.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(as ? { authorization: `Bearer ${await tokenOf(as)}` } : {}),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body ?? {}),
  })
  return { status: res.status, body: res.body as T & ApiErrorBody }
}

async function tokenOf(role: 'admin' | 'editor' | 'viewer'): Promise<string> {
  if (role !== 'admin') return tokens[role]
  const { data } = await authClient(api.server).signInWithPassword({
    email: 'admin@demo.folio.dev',
    password: DEMO_PASSWORD,
  })
  return data.session!.access_token
}

async function upload(
  files: { name: string; bytes: Buffer }[],
  folderId?: string,
  as: 'editor' | 'viewer' = 'editor',
): Promise<Answer<MediaUploadResult>> {
  const res = await api.server.request('/api/v1/media', {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[as]}` },
    body: uploadForm(files, folderId ? { folderId } : {}),
  })
  return res as Answer<MediaUploadResult>
}

async function createFolder(name: string): Promise<MediaFolder> {
  const res = await call<{ data: MediaFolder }>('editor', 'POST', '/media/folders', { name })
  expect(res.status).toBe(201)
  return res.body.data
}

async function folders(): Promise<MediaFolder[]> {
  return (await call<{ data: MediaFolder[] }>('viewer', 'GET', '/media/folders')).body.data
}

async function list(query: string): Promise<MediaPage> {
  const res = await call<MediaPage>('viewer', 'GET', `/media?${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

describe('listing the library', () => {
  let folder: MediaFolder
  let items: MediaItem[]

  beforeAll(async () => {
    folder = await createFolder('Listing Photos')
    const inFolder = await upload(
      [
        { name: 'Alpha Sunrise.png', bytes: await pngBytes(20, 20) },
        { name: 'beta.jpg', bytes: await jpegBytes(30, 30) },
      ],
      folder.id,
    )
    const atRoot = await upload([{ name: 'Gamma 100%_report.pdf', bytes: pdfBytes() }])
    items = [...inFolder.body.data, ...atRoot.body.data]
    expect(items).toHaveLength(3)
  })

  it('filters by name, type and folder, newest first by default', async () => {
    expect((await list('q=ALPHA')).data.map((item) => item.name)).toEqual(['Alpha Sunrise.png'])
    // LIKE wildcards in the search are plain characters.
    expect((await list('q=100%25_')).data.map((item) => item.name)).toEqual([
      'Gamma 100%_report.pdf',
    ])
    expect((await list('q=0%25x')).data).toEqual([])
    const documents = await list('type=document')
    expect(documents.data.map((item) => item.name)).toContain('Gamma 100%_report.pdf')
    expect(documents.data.every((item) => item.type === 'document')).toBe(true)
    const inFolder = await list(`folderId=${folder.id}`)
    expect(inFolder.data.map((item) => item.name).sort()).toEqual(['Alpha Sunrise.png', 'beta.jpg'])
    expect(inFolder.meta.total).toBe(2)
    const root = await list('folderId=root')
    expect(root.data.every((item) => item.folderId === null)).toBe(true)
    expect(root.data.map((item) => item.name)).toContain('Gamma 100%_report.pdf')
    const unknown = await call('viewer', 'GET', '/media?folderId=nope')
    expect(unknown.status).toBe(404)
  })

  it('pages and sorts', async () => {
    const all = await list(`folderId=${folder.id}&sort=name`)
    expect(all.data.map((item) => item.name)).toEqual(['Alpha Sunrise.png', 'beta.jpg'])
    const page2 = await list(`folderId=${folder.id}&sort=-name&page=2&pageSize=1`)
    expect(page2.meta).toEqual({ page: 2, pageSize: 1, total: 2 })
    expect(page2.data.map((item) => item.name)).toEqual(['Alpha Sunrise.png'])
    const bySize = await list(`folderId=${folder.id}&sort=-size`)
    const sizes = bySize.data.map((item) => item.size)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    const tooBig = await call<unknown>('viewer', 'GET', '/media?pageSize=101')
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.error.message).toBe('pageSize must be at most 100')
  })

  it('filters by upload date, a date `to` including its whole day', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    expect((await list(`folderId=${folder.id}&from=${today}&to=${today}`)).meta.total).toBe(2)
    expect((await list(`folderId=${folder.id}&from=${tomorrow}`)).meta.total).toBe(0)
    expect((await list(`folderId=${folder.id}&to=2000-01-01`)).meta.total).toBe(0)
    const exact = items[0]!.createdAt
    expect((await list(`folderId=${folder.id}&to=${exact}`)).meta.total).toBe(2)
    const bad = await call('viewer', 'GET', '/media?from=yesterday')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe(mediaMessages.invalidDate('from'))
  })

  it('answers one file, and 404 for an unknown id', async () => {
    const res = await call<{ data: MediaItem }>('viewer', 'GET', `/media/${items[0]!.id}`)
    expect(res.body.data).toEqual(items[0])
    expect((await call('viewer', 'GET', '/media/unknown')).status).toBe(404)
  })
})

describe('editing, moving and deleting files', () => {
  it('renames, describes and moves a file with PATCH', async () => {
    const folder = await createFolder('Patch Target')
    const [item] = (await upload([{ name: 'patch.png', bytes: await pngBytes() }])).body.data
    const res = await call<{ data: MediaItem }>('editor', 'PATCH', `/media/${item!.id}`, {
      name: '../secret/renamed.png',
      altText: '  A red square  ',
      folderId: folder.id,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      name: 'renamed.png',
      altText: 'A red square',
      folderId: folder.id,
      path: `/media/${item!.id}/renamed.png`,
    })
    const root = await call<{ data: MediaItem }>('editor', 'PATCH', `/media/${item!.id}`, {
      folderId: null,
    })
    expect(root.body.data.folderId).toBeNull()
    const lost = await call('editor', 'PATCH', `/media/${item!.id}`, { folderId: 'nope' })
    expect(lost.status).toBe(404)
    expect(lost.body.error.message).toBe(mediaMessages.folderNotFound)
    expect((await call('editor', 'PATCH', '/media/nope', { altText: 'x' })).status).toBe(404)
  })

  it('moves several files, with real folder counts', async () => {
    const from = await createFolder('Move From')
    const to = await createFolder('Move To')
    const png = await pngBytes()
    const uploaded = await upload(
      [
        { name: 'm1.png', bytes: png },
        { name: 'm2.png', bytes: png },
        { name: 'm3.png', bytes: png },
      ],
      from.id,
    )
    const [a, b] = uploaded.body.data as [MediaItem, MediaItem]
    const counts = async () =>
      Object.fromEntries((await folders()).map((folder) => [folder.name, folder.itemCount]))
    expect(await counts()).toMatchObject({ 'Move From': 3, 'Move To': 0 })

    const moved = await call<{ data: MediaItem[] }>('editor', 'POST', '/media/move', {
      ids: [a.id, b.id, 'missing-id'],
      folderId: to.id,
    })
    expect(moved.status).toBe(200)
    expect(moved.body.data.map((item) => item.id).sort()).toEqual([a.id, b.id].sort())
    expect(moved.body.data.every((item) => item.folderId === to.id)).toBe(true)
    expect(await counts()).toMatchObject({ 'Move From': 1, 'Move To': 2 })

    const toRoot = await call('editor', 'POST', '/media/move', { ids: [a.id], folderId: null })
    expect(toRoot.status).toBe(200)
    expect(await counts()).toMatchObject({ 'Move From': 1, 'Move To': 1 })
    const unknown = await call('editor', 'POST', '/media/move', { ids: [a.id], folderId: 'nope' })
    expect(unknown.status).toBe(404)
  })

  it('deletes one file, then several: rows and bytes', async () => {
    const png = await pngBytes()
    const [one, two, three] = (
      await upload([
        { name: 'd1.png', bytes: png },
        { name: 'd2.png', bytes: png },
        { name: 'd3.png', bytes: png },
      ])
    ).body.data as [MediaItem, MediaItem, MediaItem]
    const storage = api.server.app.storage
    expect(await storage.exists(originalKey(one.id))).toBe(true)

    expect((await call('editor', 'DELETE', `/media/${one.id}`)).status).toBe(204)
    expect((await call('viewer', 'GET', `/media/${one.id}`)).status).toBe(404)
    expect(await storage.exists(originalKey(one.id))).toBe(false)
    expect((await call('editor', 'DELETE', `/media/${one.id}`)).status).toBe(404)

    const bulk = await call('editor', 'POST', '/media/delete', { ids: [two.id, three.id, 'gone'] })
    expect(bulk.status).toBe(204)
    for (const id of [two.id, three.id]) {
      expect((await call('viewer', 'GET', `/media/${id}`)).status).toBe(404)
      expect(await storage.exists(originalKey(id))).toBe(false)
    }
    const empty = await call('editor', 'POST', '/media/delete', { ids: [] })
    expect(empty.status).toBe(400)
  })
})

describe('folders', () => {
  it('creates, refuses duplicates whatever their case, renames and lists by name', async () => {
    const folder = await createFolder('Zeta Banners')
    expect(folder).toMatchObject({ name: 'Zeta Banners', itemCount: 0 })
    const duplicate = await call('editor', 'POST', '/media/folders', { name: ' zeta BANNERS ' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.error.message).toBe(mediaMessages.folderNameTaken)
    const blank = await call('editor', 'POST', '/media/folders', { name: '  ' })
    expect(blank.status).toBe(400)
    expect(blank.body.error.message).toBe(mediaMessages.folderNameRequired)

    const other = await createFolder('Another Folder')
    const clash = await call('editor', 'PATCH', `/media/folders/${other.id}`, {
      name: 'ZETA banners',
    })
    expect(clash.status).toBe(409)
    const recase = await call<{ data: MediaFolder }>(
      'editor',
      'PATCH',
      `/media/folders/${folder.id}`,
      { name: 'zeta banners' },
    )
    expect(recase.status).toBe(200)
    expect(recase.body.data.name).toBe('zeta banners')
    const missing = await call('editor', 'PATCH', '/media/folders/nope', { name: 'Whatever' })
    expect(missing.status).toBe(404)

    const names = (await folders()).map((f) => f.name.toLowerCase())
    expect(names).toEqual([...names].sort())
  })

  it('deletes a folder moving its files to the root, or deleting them', async () => {
    const png = await pngBytes()
    const keep = await createFolder('Delete Keep Files')
    const [kept] = (await upload([{ name: 'kept.png', bytes: png }], keep.id)).body.data
    expect((await call('editor', 'DELETE', `/media/folders/${keep.id}?files=move`)).status).toBe(
      204,
    )
    const after = await call<{ data: MediaItem }>('viewer', 'GET', `/media/${kept!.id}`)
    expect(after.body.data.folderId).toBeNull()
    expect((await folders()).some((f) => f.id === keep.id)).toBe(false)

    const drop = await createFolder('Delete Drop Files')
    const [dropped] = (await upload([{ name: 'dropped.png', bytes: png }], drop.id)).body.data
    expect((await call('editor', 'DELETE', `/media/folders/${drop.id}?files=delete`)).status).toBe(
      204,
    )
    expect((await call('viewer', 'GET', `/media/${dropped!.id}`)).status).toBe(404)
    expect(await api.server.app.storage.exists(originalKey(dropped!.id))).toBe(false)
    expect((await call('editor', 'DELETE', `/media/folders/${drop.id}`)).status).toBe(404)
  })
})

describe('usage', () => {
  it('finds the content items whose image or rich text uses the file', async () => {
    const [used, unused] = (
      await upload([
        { name: 'hero.png', bytes: await pngBytes() },
        { name: 'spare.png', bytes: await pngBytes() },
      ])
    ).body.data as [MediaItem, MediaItem]
    const type = await createType(api, 'Usage Article', [
      { name: 'cover', type: 'image' },
      { name: 'body', type: 'rich-text' },
    ])
    const withImage = await call<{ data: { id: string } }>(
      'editor',
      'POST',
      `/content/${type.slug}/items`,
      { title: 'With a cover', data: { cover: used.path } },
    )
    expect(withImage.status).toBe(201)
    const inText = await call<{ data: { id: string } }>(
      'editor',
      'POST',
      `/content/${type.slug}/items`,
      { title: 'In the text', data: { body: `<p><img src="${used.path}" alt=""></p>` } },
    )
    expect(inText.status).toBe(201)

    const res = await call<{ data: MediaUsage[] }>('viewer', 'GET', `/media/${used.id}/usage`)
    expect(res.status).toBe(200)
    expect(res.body.data.map((usage) => usage.title).sort()).toEqual([
      'In the text',
      'With a cover',
    ])
    expect(res.body.data[0]).toMatchObject({
      contentTypeId: type.id,
      contentTypeName: 'Usage Article',
      status: 'draft',
    })
    const none = await call<{ data: MediaUsage[] }>('viewer', 'GET', `/media/${unused.id}/usage`)
    expect(none.body.data).toEqual([])
    expect((await call('viewer', 'GET', '/media/nope/usage')).status).toBe(404)
  })
})

describe('permissions', () => {
  it('lets viewers browse but not change anything', async () => {
    const [item] = (await upload([{ name: 'perm.png', bytes: await pngBytes() }])).body.data
    const folder = await createFolder('Permission Folder')
    const id = item!.id
    const viewerUpload = await upload(
      [{ name: 'v.png', bytes: await pngBytes() }],
      undefined,
      'viewer',
    )
    expect(viewerUpload.status).toBe(403)
    const replace = await api.server.request(`/api/v1/media/${id}/file`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.viewer}` },
      body: uploadForm([{ name: 'v.png', bytes: await pngBytes() }]),
    })
    expect(replace.status).toBe(403)
    const writes: [Parameters<typeof call>[1], string, unknown?][] = [
      ['PATCH', `/media/${id}`, { altText: 'x' }],
      ['DELETE', `/media/${id}`],
      ['POST', '/media/delete', { ids: [id] }],
      ['POST', '/media/move', { ids: [id], folderId: null }],
      ['POST', '/media/folders', { name: 'Viewer Folder' }],
      ['PATCH', `/media/folders/${folder.id}`, { name: 'Renamed' }],
      ['DELETE', `/media/folders/${folder.id}`],
    ]
    for (const [method, path, body] of writes) {
      const res = await call('viewer', method, path, body)
      expect(res.status, `${method} ${path}`).toBe(403)
    }
    for (const path of ['/media', `/media/${id}`, `/media/${id}/usage`, '/media/folders']) {
      expect((await call('viewer', 'GET', path)).status, path).toBe(200)
      expect((await call(null, 'GET', path)).status, path).toBe(401)
    }
    expect((await call<{ data: MediaItem }>('viewer', 'GET', `/media/${id}`)).body.data).toEqual(
      item,
    )
  })

  it('lets a read API key list and get files, and nothing more', async () => {
    const [item] = (await upload([{ name: 'key.png', bytes: await pngBytes() }])).body.data
    const key = await createApiKey(api, 'read')
    const listed = await callWithKey(api.server, key.secret, '/media?q=key.png')
    expect(listed.status).toBe(200)
    expect((listed.body as MediaPage).data.map((media) => media.id)).toEqual([item!.id])
    const one = await callWithKey(api.server, key.secret, `/media/${item!.id}`)
    expect(one.status).toBe(200)
    const posted = await api.server.request('/api/v1/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${key.secret}` },
      body: uploadForm([{ name: 'k.png', bytes: await pngBytes() }]),
    })
    expect(posted.status).toBe(401)
    const writeKey = await createApiKey(api, 'read_write')
    const deleted = await callWithKey(api.server, writeKey.secret, `/media/${item!.id}`, {
      method: 'DELETE',
    })
    expect(deleted.status).toBe(401)
    expect((await callWithKey(api.server, key.secret, '/media/folders')).status).toBe(401)
  })
})
