import { randomUUID } from 'node:crypto'

import type { DatabaseExport } from '@folio/schema'
import { expect } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { nowIso } from '../lib/clock.js'
import { createTestUser, authClient } from './auth-helpers.js'
import type { ContentApi } from './content-fixtures.js'
import type { TestServer } from './test-server.js'

/** Test helpers of the database export and import API tests. */

type Json = Record<string, unknown>

export async function adminToken(server: TestServer): Promise<string> {
  const { data, error } = await authClient(server).signInWithPassword({
    email: 'admin@demo.folio.dev',
    password: DEMO_PASSWORD,
  })
  expect(error).toBeNull()
  return data.session!.access_token
}

/** Downloads an export as the browser would, checking it is served as a dated attachment. */
export async function downloadExport(server: TestServer): Promise<DatabaseExport> {
  const response = await fetch(`${server.url}/api/v1/database/export`, {
    headers: { authorization: `Bearer ${await adminToken(server)}` },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="folio-export-\d{4}-\d{2}-\d{2}\.json"$/,
  )
  return (await response.json()) as DatabaseExport
}

/** Uploads an export as the Settings screen does: multipart, in a field named `file`. */
export async function uploadExport(server: TestServer, file: unknown) {
  const form = new FormData()
  form.append('file', new Blob([JSON.stringify(file)], { type: 'application/json' }), 'x.json')
  const response = await fetch(`${server.url}/api/v1/database/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(server)}` },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Json }
}

/**
 * Content beyond the sample data: an edited item (two versions), a nested menu linking an item,
 * a second language with a translation and its version, a media folder and file, a changed
 * setting, a workflow assignment, a contact message, and a person only this installation has.
 */
export async function addVariedContent(api: ContentApi) {
  const db = api.server.app.database.db
  const writer = await createTestUser(api.server, 'writer@example.com', { role: 'editor' })
  const now = nowIso()

  const post = await api.call<{ data: Json }>('editor', 'POST', '/content/blog-post/items', {
    title: 'Second post',
    status: 'draft',
    data: { title: 'Second post', content: '<p>Hello “world”</p>', tags: ['a', 'b'] },
  })
  expect(post.status, JSON.stringify(post.body)).toBe(201)
  const item = post.body.data as { id: string; slug: string; version: number }
  const edited = await api.call('admin', 'PUT', `/content/blog-post/items/${item.id}`, {
    title: 'Second post, edited',
    status: 'published',
    data: { title: 'Second post, edited', content: '<p>Hi</p>', tags: [] },
  })
  expect(edited.status, JSON.stringify(edited.body)).toBe(200)
  await db
    .updateTable('content_items')
    .set({ updated_by: writer.id })
    .where('id', '=', item.id)
    .execute()

  const menu = await api.call<{ data: { id: string } }>('editor', 'POST', '/menus', {
    name: 'Footer',
  })
  expect(menu.status).toBe(201)
  const parent = await api.call<{ data: { id: string } }>(
    'editor',
    'POST',
    `/menus/${menu.body.data.id}/items`,
    {
      title: 'Company',
    },
  )
  expect(parent.status, JSON.stringify(parent.body)).toBe(201)
  const child = await api.call('editor', 'POST', `/menus/${menu.body.data.id}/items`, {
    title: 'Our post',
    contentItemId: item.id,
    parentId: parent.body.data.id,
  })
  expect(child.status, JSON.stringify(child.body)).toBe(201)

  await db
    .insertInto('languages')
    .values({
      id: randomUUID(),
      code: 'fr',
      name: 'French',
      is_default: 0,
      created_at: now,
      updated_at: now,
    })
    .execute()
  const translationId = randomUUID()
  const translation = {
    title: 'Deuxième article',
    status: 'draft',
    data: JSON.stringify({ title: 'Deuxième article' }),
    created_at: now,
    published_at: null,
    scheduled_for: null,
    created_by: writer.id,
  }
  await db
    .insertInto('content_item_translations')
    .values({
      ...translation,
      id: translationId,
      item_id: item.id,
      locale: 'fr',
      source: JSON.stringify({ title: 'Second post, edited', data: {} }),
      updated_at: now,
      updated_by: writer.id,
    })
    .execute()
  await db
    .insertInto('content_translation_versions')
    .values({
      ...translation,
      id: randomUUID(),
      translation_id: translationId,
      version: 1,
      event: 'created',
      restored_from: null,
    })
    .execute()

  const folderId = randomUUID()
  await db
    .insertInto('media_folders')
    .values({
      id: folderId,
      name: 'Photos',
      name_key: 'photos',
      created_at: now,
      created_by: writer.id,
    })
    .execute()
  await db
    .insertInto('media')
    .values({
      id: randomUUID(),
      folder_id: folderId,
      name: 'harbour.png',
      type: 'image',
      mime_type: 'image/png',
      size: 5_000_000_000,
      width: 64,
      height: 48,
      alt_text: 'A harbour',
      storage_key: `${randomUUID()}.png`,
      created_at: now,
      updated_at: now,
      created_by: writer.id,
    })
    .execute()

  const current = await api.call<{ data: Json }>('admin', 'GET', '/settings/permissions')
  const permissions = await api.call('admin', 'PUT', '/settings/permissions', {
    ...current.body.data,
    requireReviewBeforePublish: true,
  })
  expect(permissions.status, JSON.stringify(permissions.body)).toBe(200)

  const review = await db
    .selectFrom('workflow_states')
    .select('id')
    .where('slug', '=', 'in-review')
    .executeTakeFirst()
  const state =
    review ?? (await db.selectFrom('workflow_states').select('id').executeTakeFirstOrThrow())
  await db
    .insertInto('workflow_assignments')
    .values({
      id: randomUUID(),
      content_item_id: item.id,
      state_id: state.id,
      assigned_to: writer.id,
      due_date: '2030-01-31',
      notes: 'Check the numbers',
      submitted_by: writer.id,
      created_at: now,
      created_by: writer.id,
      updated_at: now,
      updated_by: writer.id,
    })
    .execute()
  await db
    .insertInto('contact_messages')
    .values({
      id: randomUUID(),
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello',
      created_at: now,
    })
    .execute()
  return { itemId: item.id, writerId: writer.id }
}

/** API answers a person would compare after moving an installation. */
export async function apiSnapshot(api: ContentApi, itemId: string): Promise<Json> {
  const get = async (path: string) => {
    const res = await api.call<Json>('admin', 'GET', path)
    return { status: res.status, body: res.body }
  }
  const snapshot: Json = {}
  const paths = [
    '/content-types',
    '/content/blog-post/items?pageSize=100',
    '/content/product/items?pageSize=100',
    `/content/blog-post/items/${itemId}`,
    `/content/blog-post/items/${itemId}/versions`,
    `/content-items/${itemId}/translations`,
    '/menus',
    '/media',
    '/media/folders',
    '/settings/permissions',
    '/settings/api',
    '/languages',
    '/site',
  ]
  for (const path of paths) snapshot[path] = await get(path)
  const menus = (snapshot['/menus'] as { body: { data: { slug: string }[] } }).body.data
  for (const menu of menus) snapshot[`/menus/${menu.slug}`] = await get(`/menus/${menu.slug}`)
  return snapshot
}

/** The JSON of `value` with every source account id replaced by the id it maps to. */
export function withIds(value: unknown, ids: Map<string, string>): unknown {
  let text = JSON.stringify(value)
  for (const [from, to] of ids) text = text.replaceAll(from, to)
  return JSON.parse(text)
}

/** Source account id → target account id, matched by email. */
export async function accountIds(source: TestServer, target: TestServer) {
  const rows = async (server: TestServer) =>
    server.app.database.db.selectFrom('users').select(['id', 'email']).execute()
  const byEmail = new Map((await rows(target)).map((u) => [u.email, u.id]))
  return new Map((await rows(source)).map((u) => [u.id, byEmail.get(u.email) ?? u.id]))
}
