import {
  defaultRoleRights,
  permissionMessages,
  type MyPermissions,
  type PermissionSettings,
  type RoleRights,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { authClient } from '../../test/auth-helpers.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { pngBytes, uploadForm } from '../../test/media-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

const none = { view: false, create: false, edit: false, delete: false, publish: false }

describe(`Settings → Permissions matrix on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let posts: { id: string; slug: string }
  let pages: { id: string; slug: string }

  beforeAll(async () => {
    api = await startContentApi()
    posts = await createType(api, 'Post', [{ name: 'body', type: 'text' }])
    pages = await createType(api, 'Page', [{ name: 'body', type: 'text' }])
  })
  afterAll(async () => {
    await api.close()
  })

  const editorToken = async () => {
    const { data } = await authClient(api.server).signInWithPassword({
      email: 'editor@demo.folio.dev',
      password: DEMO_PASSWORD,
    })
    return data.session!.access_token
  }

  const setRoles = async (roles: { editor?: RoleRights; viewer?: RoleRights }) => {
    const res = await api.call<{ data: PermissionSettings }>(
      'admin',
      'PUT',
      '/settings/permissions',
      {
        roles,
      },
    )
    expect(res.status).toBe(200)
    return res.body.data
  }
  const create = (as: 'editor' | 'viewer', type: { slug: string }, status = 'draft') =>
    api.call<{ data: { id: string } }>(as, 'POST', `/content/${type.slug}/items`, {
      title: `By ${as} ${Math.random()}`,
      status,
      data: { body: 'x' },
    })

  it('starts with the architecture roles: editors write, viewers only read', async () => {
    const settings = (
      await api.call<{ data: PermissionSettings }>('admin', 'GET', '/settings/permissions')
    ).body.data
    expect(settings.roles).toEqual(defaultRoleRights)
    expect((await create('editor', posts)).status).toBe(201)
    expect((await create('viewer', posts)).status).toBe(403)
    expect((await api.call('viewer', 'GET', `/content/${posts.slug}/items`)).status).toBe(200)
  })

  it('lets a viewer given create on one type create there, and nowhere else', async () => {
    await setRoles({
      viewer: {
        ...defaultRoleRights.viewer,
        contentTypes: { [posts.id]: { ...none, view: true, create: true } },
      },
    })
    expect((await create('viewer', posts)).status).toBe(201)
    const elsewhere = await create('viewer', pages)
    expect(elsewhere.status).toBe(403)
    // Creating published is publishing, which was not given.
    expect((await create('viewer', posts, 'published')).status).toBe(403)
    const mine = await api.call<{ data: MyPermissions }>('viewer', 'GET', '/me/permissions')
    expect(mine.body.data.contentTypes[posts.id]).toMatchObject({ create: true, publish: false })
    expect(mine.body.data.content.create).toBe(false)
  })

  it('stops an editor without publish from publishing, while drafts still save', async () => {
    await setRoles({
      editor: {
        ...defaultRoleRights.editor,
        content: { ...defaultRoleRights.editor.content, publish: false },
      },
    })
    const draft = await create('editor', posts)
    expect(draft.status).toBe(201)
    const publish = await api.call<{ error: { message: string } }>(
      'editor',
      'PUT',
      `/content/${posts.slug}/items/${draft.body.data.id}`,
      { title: 'Now public', status: 'published', data: { body: 'x' } },
    )
    expect(publish.status).toBe(403)
    expect(publish.body.error.message).toBe('Your role (editor) may not publish Post items')
    expect((await create('editor', posts, 'scheduled')).status).toBe(403)
    // Admins keep every right whatever the matrix says.
    expect(
      (
        await api.call('admin', 'PUT', `/content/${posts.slug}/items/${draft.body.data.id}`, {
          title: 'Now public',
          status: 'published',
          data: { body: 'x' },
        })
      ).status,
    ).toBe(200)
  })

  it('hides the types a role may not view from reads and the cross-type list', async () => {
    await setRoles({
      viewer: { ...defaultRoleRights.viewer, contentTypes: { [pages.id]: none } },
    })
    await create('editor', pages)
    expect((await api.call('viewer', 'GET', `/content/${pages.slug}/items`)).status).toBe(403)
    const list = await api.call<{ data: { contentTypeId: string }[] }>(
      'viewer',
      'GET',
      '/content-items?pageSize=100',
    )
    expect(list.body.data.length).toBeGreaterThan(0)
    expect(list.body.data.some((item) => item.contentTypeId === pages.id)).toBe(false)
    const adminList = await api.call<{ data: { contentTypeId: string }[] }>(
      'admin',
      'GET',
      '/content-items?pageSize=100',
    )
    expect(adminList.body.data.some((item) => item.contentTypeId === pages.id)).toBe(true)
    const found = async (as: 'admin' | 'viewer') =>
      (
        await api.call<{ data: { kind: string; subtitle: string | null }[] }>(
          as,
          'GET',
          '/search?q=by%20editor',
        )
      ).body.data.filter((hit) => hit.kind === 'content-item' && hit.subtitle?.startsWith('Page'))
    expect(await found('admin')).not.toHaveLength(0)
    expect(await found('viewer')).toHaveLength(0)
  })

  it('stops an editor without media upload from uploading', async () => {
    const upload = async () =>
      (
        await api.server.request('/api/v1/media', {
          method: 'POST',
          headers: { authorization: `Bearer ${await editorToken()}` },
          body: uploadForm([{ name: 'a.png', bytes: await pngBytes() }]),
        })
      ).status
    await setRoles({
      editor: { ...defaultRoleRights.editor, media: { view: true, upload: false, delete: true } },
    })
    expect(await upload()).toBe(403)
    const mine = await api.call<{ data: MyPermissions }>('editor', 'GET', '/me/permissions')
    expect(mine.body.data.media).toEqual({ view: true, upload: false, delete: true })
    await setRoles({ editor: defaultRoleRights.editor })
    expect(await upload()).toBe(201)
  })

  it('enforces media and navigation rights', async () => {
    await setRoles({
      editor: {
        ...defaultRoleRights.editor,
        media: { view: true, upload: true, delete: false },
        navigation: { view: true, edit: false },
      },
    })
    expect(
      (await api.call('editor', 'DELETE', '/media/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(403)
    expect(
      (await api.call('admin', 'DELETE', '/media/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404)
    expect((await api.call('editor', 'POST', '/menus', { name: 'Footer' })).status).toBe(403)
    await setRoles({ editor: defaultRoleRights.editor })
    expect(
      (await api.call('editor', 'DELETE', '/media/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404)
    expect((await api.call('editor', 'POST', '/menus', { name: 'Footer' })).status).toBe(201)
  })

  it('forgets the overrides of a deleted content type', async () => {
    const gone = await createType(api, 'Gone', [{ name: 'body', type: 'text' }])
    await setRoles({
      editor: { ...defaultRoleRights.editor, contentTypes: { [gone.id]: none } },
    })
    expect((await api.call('admin', 'DELETE', `/content-types/${gone.id}`)).status).toBe(204)
    const read = await api.call<{ data: PermissionSettings }>(
      'admin',
      'GET',
      '/settings/permissions',
    )
    expect(read.body.data.roles.editor.contentTypes).toEqual({})
    // What the tab read back saves again, rather than failing on the type that is gone.
    expect(
      (await api.call('admin', 'PUT', '/settings/permissions', { roles: read.body.data.roles }))
        .status,
    ).toBe(200)
  })

  it('refuses to limit admins, unknown types, and non-admins; rights to change imply seeing', async () => {
    const admin = await api.call<{ error: { message: string } }>(
      'admin',
      'PUT',
      '/settings/permissions',
      {
        roles: { admin: defaultRoleRights.viewer },
      },
    )
    expect(admin.status).toBe(422)
    expect(admin.body.error.message).toBe(permissionMessages.adminFixed)
    const unknown = await api.call('admin', 'PUT', '/settings/permissions', {
      roles: { viewer: { ...defaultRoleRights.viewer, contentTypes: { 'no-such-type': none } } },
    })
    expect(unknown.status).toBe(400)
    expect((await api.call('editor', 'PUT', '/settings/permissions', { roles: {} })).status).toBe(
      403,
    )
    const saved = await setRoles({
      viewer: { ...defaultRoleRights.viewer, media: { view: false, upload: true, delete: false } },
    })
    expect(saved.roles.viewer.media).toEqual({ view: true, upload: true, delete: false })
    const audit = await api.server.app.database.db
      .selectFrom('audit_log')
      .select('summary')
      .where('area', '=', 'permissions')
      .execute()
    expect(audit.length).toBeGreaterThanOrEqual(5)
  })
})
