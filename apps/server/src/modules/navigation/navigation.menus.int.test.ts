import { menuMessages, type Menu } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import {
  addItem,
  createMenu,
  outline,
  patch,
  readMenu,
  type MenuBody,
  type MenuItemBody,
} from '../../test/menu-fixtures.js'

describe(`menus and menu items on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api.close()
  })

  describe('menus', () => {
    it('lets admins and editors create menus, deriving the slug from the name', async () => {
      const byAdmin = await api.call<MenuBody>('admin', 'POST', '/menus', {
        name: 'Top Bar Menu',
        description: 'Top bar',
      })
      expect(byAdmin.status).toBe(201)
      expect(byAdmin.body.data).toMatchObject({
        name: 'Top Bar Menu',
        slug: 'top-bar-menu',
        description: 'Top bar',
        itemCount: 0,
      })
      const byEditor = await api.call<MenuBody>('editor', 'POST', '/menus', {
        name: 'Footer',
        slug: 'site-footer',
      })
      expect(byEditor.status).toBe(201)
      expect(byEditor.body.data).toMatchObject({ slug: 'site-footer', description: '' })
    })

    it('refuses viewers (403) and anonymous callers (401), creating nothing', async () => {
      const before = await api.call<{ data: Menu[] }>('viewer', 'GET', '/menus')
      const viewer = await api.call<ErrorBody>('viewer', 'POST', '/menus', { name: 'Nope' })
      expect(viewer.status).toBe(403)
      expect(viewer.body.error.code).toBe('forbidden')
      const anonymous = await api.call<ErrorBody>(null, 'POST', '/menus', { name: 'Nope' })
      expect(anonymous.status).toBe(401)
      expect((await api.call(null, 'GET', '/menus')).status).toBe(401)
      const after = await api.call<{ data: Menu[] }>('viewer', 'GET', '/menus')
      expect(after.body.data).toHaveLength(before.body.data.length)
    })

    it('answers 409 for a slug already taken, given or derived', async () => {
      await createMenu(api, 'Sidebar')
      for (const body of [{ name: 'Sidebar' }, { name: 'Other', slug: 'sidebar' }]) {
        const res = await api.call<ErrorBody>('editor', 'POST', '/menus', body)
        expect(res.status).toBe(409)
        expect(res.body.error.message).toBe(menuMessages.slugTaken)
      }
      const noSlug = await api.call<ErrorBody>('editor', 'POST', '/menus', { name: '!!!' })
      expect(noSlug.status).toBe(400)
      expect(noSlug.body.error.details?.[0]?.path).toBe('slug')
      const blank = await api.call<ErrorBody>('editor', 'POST', '/menus', { name: ' ' })
      expect(blank.status).toBe(400)
      expect(blank.body.error.message).toBe(menuMessages.nameRequired)
    })

    it('reads, renames (keeping the slug) and deletes a menu with its items', async () => {
      const menu = await createMenu(api, 'Temporary')
      const item = await addItem(api, menu.id, { title: 'Home', url: '/' })
      await addItem(api, menu.id, { title: 'Child', url: '/child', parentId: item.id })

      const list = await api.call<{ data: Menu[] }>('viewer', 'GET', '/menus')
      expect(list.body.data.find((m) => m.id === menu.id)?.itemCount).toBe(2)
      expect((await readMenu(api, 'temporary')).id).toBe(menu.id)

      const renamed = await patch<MenuBody>(api, 'editor', `/menus/${menu.id}`, {
        name: 'Renamed',
      })
      expect(renamed.status).toBe(200)
      expect(renamed.body.data).toMatchObject({ name: 'Renamed', slug: 'temporary', itemCount: 2 })
      const taken = await patch<ErrorBody>(api, 'admin', `/menus/${menu.id}`, { slug: 'sidebar' })
      expect(taken.status).toBe(409)
      expect((await patch(api, 'viewer', `/menus/${menu.id}`, { name: 'X' })).status).toBe(403)

      expect((await api.call('viewer', 'DELETE', `/menus/${menu.id}`)).status).toBe(403)
      expect((await api.call('editor', 'DELETE', `/menus/${menu.id}`)).status).toBe(204)
      expect((await api.call('viewer', 'GET', `/menus/${menu.id}`)).status).toBe(404)
      const gone = await api.call('viewer', 'GET', `/menus/${menu.id}/items/${item.id}`)
      expect(gone.status).toBe(404)
      expect((await api.call('editor', 'DELETE', `/menus/${menu.id}`)).status).toBe(404)
    })
  })

  describe('menu items', () => {
    let menu: Menu

    beforeAll(async () => {
      menu = await createMenu(api, 'Items')
    })

    it('lets editors add, change and delete items; viewers only read', async () => {
      const about = await addItem(api, menu.id, { title: 'About', url: '/about', icon: 'info' })
      expect(about).toMatchObject({ parentId: null, position: 0, isActive: true, icon: 'info' })
      const team = await addItem(api, menu.id, { title: 'Team', url: '#team', parentId: about.id })

      const viewer = await api.call<ErrorBody>('viewer', 'POST', `/menus/${menu.id}/items`, {
        title: 'Sneaky',
        url: '/x',
      })
      expect(viewer.status).toBe(403)
      expect((await api.call(null, 'POST', `/menus/${menu.id}/items`, { title: 'x' })).status).toBe(
        401,
      )
      const path = `/menus/${menu.id}/items/${team.id}`
      expect((await patch(api, 'viewer', path, { title: 'Crew' })).status).toBe(403)
      expect((await api.call('viewer', 'DELETE', path)).status).toBe(403)

      const changed = await patch<MenuItemBody>(api, 'admin', path, {
        title: 'Crew',
        isActive: false,
      })
      expect(changed.status).toBe(200)
      expect(changed.body.data).toMatchObject({ title: 'Crew', isActive: false, url: '#team' })
      expect(outline((await readMenu(api, menu.id)).items)).toEqual(['About', '  Crew'])

      // Deleting a parent deletes its subtree.
      const removed = await api.call('editor', 'DELETE', `/menus/${menu.id}/items/${about.id}`)
      expect(removed.status).toBe(204)
      expect((await readMenu(api, menu.id)).items).toEqual([])
      expect((await api.call('viewer', 'GET', path)).status).toBe(404)
    })

    it('refuses javascript:, data: and other schemes with a clear message', async () => {
      const refused = {
        'javascript:alert(1)': menuMessages.urlScheme('javascript'),
        ' JavaScript:alert(1)': menuMessages.urlScheme('javascript'),
        'data:text/html,<script>alert(1)</script>': menuMessages.urlScheme('data'),
        'data:text/html;base64,PHNjcmlwdD4=': menuMessages.urlScheme('data'),
        'vbscript:msgbox': menuMessages.urlScheme('vbscript'),
        'java\tscript:alert(1)': menuMessages.urlSpaces,
        '//evil.example': menuMessages.urlProtocolRelative,
        'about-us': menuMessages.urlStart,
      }
      for (const [url, message] of Object.entries(refused)) {
        const res = await api.call<ErrorBody>('editor', 'POST', `/menus/${menu.id}/items`, {
          title: 'Bad',
          url,
        })
        expect(res.status, url).toBe(400)
        expect(res.body.error.code).toBe('validation_failed')
        expect(res.body.error.message, url).toBe(message)
        expect(res.body.error.details?.[0]?.path).toBe('url')
      }
      const item = await addItem(api, menu.id, { title: 'Fine', url: '/fine' })
      const patched = await patch<ErrorBody>(api, 'editor', `/menus/${menu.id}/items/${item.id}`, {
        url: 'javascript:void(0)',
      })
      expect(patched.status).toBe(400)
      const read = await readMenu(api, menu.id)
      expect(read.items.map((i) => [i.title, i.url])).toEqual([['Fine', '/fine']])

      for (const url of [
        'https://example.com/a?b#c',
        'mailto:team@example.com',
        'tel:+1-555-0100',
      ]) {
        await addItem(api, menu.id, { title: url, url })
      }
    })

    it('links to a content item or a URL, never both; a heading links to neither', async () => {
      const welcome = await welcomePost(api)
      const both = await api.call<ErrorBody>('editor', 'POST', `/menus/${menu.id}/items`, {
        title: 'Both',
        url: '/x',
        contentItemId: welcome.id,
      })
      expect(both.status).toBe(400)
      expect(both.body.error.message).toBe(menuMessages.urlAndContent)
      const missing = await api.call<ErrorBody>('editor', 'POST', `/menus/${menu.id}/items`, {
        title: 'Ghost',
        contentItemId: 'no-such-item',
      })
      expect(missing.status).toBe(422)
      expect(missing.body.error.message).toBe(menuMessages.contentItemNotFound)

      const heading = await addItem(api, menu.id, { title: 'Heading' })
      expect(heading).toMatchObject({ url: null, contentItemId: null, contentItem: null })
      const linked = await addItem(api, menu.id, { title: 'Post', contentItemId: welcome.id })
      expect(linked).toMatchObject({
        url: '/blog-post/welcome-to-folio',
        contentItem: { id: welcome.id, slug: 'welcome-to-folio', contentTypeSlug: 'blog-post' },
      })
      // A URL replaces the content link.
      const relinked = await patch<MenuItemBody>(
        api,
        'editor',
        `/menus/${menu.id}/items/${linked.id}`,
        { url: '/elsewhere' },
      )
      expect(relinked.body.data).toMatchObject({
        url: '/elsewhere',
        contentItemId: null,
        contentItem: null,
      })
    })

    it('keeps the entry as a heading when its content item is deleted', async () => {
      const created = await api.call<{ data: { id: string; slug: string } }>(
        'editor',
        'POST',
        '/content/blog-post/items',
        { title: 'Short lived', status: 'published', data: { title: 'x', content: '<p>x</p>' } },
      )
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const item = await addItem(api, menu.id, {
        title: 'Short lived',
        contentItemId: created.body.data.id,
      })
      const deleted = await api.call(
        'editor',
        'DELETE',
        `/content/blog-post/items/${created.body.data.id}`,
      )
      expect(deleted.status).toBe(204)
      const after = await api.call<MenuItemBody>(
        'viewer',
        'GET',
        `/menus/${menu.id}/items/${item.id}`,
      )
      expect(after.body.data).toMatchObject({ contentItemId: null, contentItem: null, url: null })
    })

    it('refuses a parent from another menu, itself, or inside its own subtree', async () => {
      const other = await createMenu(api, 'Other menu')
      const foreign = await addItem(api, other.id, { title: 'Foreign', url: '/f' })
      const res = await api.call<ErrorBody>('editor', 'POST', `/menus/${menu.id}/items`, {
        title: 'Stray',
        parentId: foreign.id,
      })
      expect(res.status).toBe(422)
      expect(res.body.error.message).toBe(menuMessages.parentNotFound)

      const top = await addItem(api, menu.id, { title: 'Top' })
      const middle = await addItem(api, menu.id, { title: 'Middle', parentId: top.id })
      const leaf = await addItem(api, menu.id, { title: 'Leaf', parentId: middle.id })
      const before = outline((await readMenu(api, menu.id)).items)

      const cycle = await patch<ErrorBody>(api, 'editor', `/menus/${menu.id}/items/${top.id}`, {
        parentId: leaf.id,
      })
      expect(cycle.status).toBe(422)
      expect(cycle.body.error.message).toBe(menuMessages.underDescendant('Top', 'Leaf'))
      const self = await patch<ErrorBody>(api, 'editor', `/menus/${menu.id}/items/${top.id}`, {
        parentId: top.id,
      })
      expect(self.status).toBe(422)
      expect(self.body.error.message).toBe(menuMessages.ownParent('Top'))
      const away = await patch<ErrorBody>(api, 'editor', `/menus/${menu.id}/items/${top.id}`, {
        parentId: foreign.id,
      })
      expect(away.status).toBe(422)
      // The item of another menu is not reachable through this menu's path either.
      const crossPath = `/menus/${menu.id}/items/${foreign.id}`
      expect((await patch(api, 'editor', crossPath, { title: 'Hijack' })).status).toBe(404)
      expect(outline((await readMenu(api, menu.id)).items)).toEqual(before)

      // A legal move: Leaf to the top level, first.
      const moved = await patch<MenuItemBody>(api, 'editor', `/menus/${menu.id}/items/${leaf.id}`, {
        parentId: null,
        position: 0,
      })
      expect(moved.status).toBe(200)
      const tree = (await readMenu(api, menu.id)).items
      expect(tree[0]?.title).toBe('Leaf')
      expect(tree.map((i) => i.position)).toEqual(tree.map((_, index) => index))
    })
  })
})

async function welcomePost(api: ContentApi): Promise<{ id: string }> {
  const res = await api.call<{ data: { id: string } }>(
    'viewer',
    'GET',
    '/content/blog-post/items/welcome-to-folio',
  )
  expect(res.status).toBe(200)
  return res.body.data
}
