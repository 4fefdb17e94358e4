import { apiKeyMessages, type Menu, type MenuDetail } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { addItem, createMenu, flatten, outline, readMenu } from '../../test/menu-fixtures.js'
import { seedSampleMenus } from './seed-sample-menus.js'

describe(`menus in the delivery API on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let readKey: string
  let writeKey: string
  let menu: Menu
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    api = await startContentApi()
    readKey = (await createApiKey(api, 'read')).secret
    writeKey = (await createApiKey(api, 'read_write')).secret
    // The sample data has a published blog post and a draft product.
    for (const [name, path] of [
      ['post', '/content/blog-post/items/welcome-to-folio'],
      ['product', '/content/product/items/mechanical-keyboard'],
    ] as const) {
      const res = await api.call<{ data: { id: string } }>('viewer', 'GET', path)
      ids[name] = res.body.data.id
    }

    menu = await createMenu(api, 'Site', 'site')
    const home = await addItem(api, menu.id, { title: 'Home', url: '/', icon: 'home' })
    const blog = await addItem(api, menu.id, { title: 'Blog', url: '/blog' })
    await addItem(api, menu.id, { title: 'Welcome', contentItemId: ids.post, parentId: blog.id })
    const shop = await addItem(api, menu.id, { title: 'Shop' })
    const keyboard = await addItem(api, menu.id, {
      title: 'Keyboard',
      contentItemId: ids.product,
      parentId: shop.id,
    })
    await addItem(api, menu.id, { title: 'Under draft', url: '/d', parentId: keyboard.id })
    await addItem(api, menu.id, { title: 'Gifts', url: '/gifts', parentId: shop.id })
    const hidden = await addItem(api, menu.id, { title: 'Hidden', url: '/h', isActive: false })
    await addItem(api, menu.id, { title: 'Under hidden', url: '/uh', parentId: hidden.id })
    await addItem(api, menu.id, { title: 'Contact', url: 'mailto:hi@example.com' })
    Object.assign(ids, { home: home.id, hidden: hidden.id })
  })
  afterAll(async () => {
    await api.close()
  })

  const keyRead = async (key: string, path: string) => {
    const res = await callWithKey(api.server, key, path)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as { data: MenuDetail }
  }

  it('answers a read-only key the nested tree of active, reachable items', async () => {
    for (const idOrSlug of ['site', menu.id]) {
      const { data } = await keyRead(readKey, `/menus/${idOrSlug}`)
      // Inactive items hide their subtree; a link to the draft product hides its subtree too.
      expect(outline(data.items)).toEqual([
        'Home',
        'Blog',
        '  Welcome',
        'Shop',
        '  Gifts',
        'Contact',
      ])
      expect(data.itemCount).toBe(6)
      expect(flatten(data.items).every((item) => item.isActive)).toBe(true)
      const welcome = data.items[1]!.children[0]!
      expect(welcome).toMatchObject({
        url: '/blog-post/welcome-to-folio',
        contentItem: {
          id: ids.post,
          slug: 'welcome-to-folio',
          contentTypeSlug: 'blog-post',
          title: 'Welcome to Folio',
          status: 'published',
        },
      })
      expect(data.items[0]).toMatchObject({ url: '/', icon: 'home', contentItem: null })
    }
  })

  it('answers a read-write key unpublished links too, but still active items only', async () => {
    const { data } = await keyRead(writeKey, '/menus/site')
    expect(outline(data.items)).toEqual([
      'Home',
      'Blog',
      '  Welcome',
      'Shop',
      '  Keyboard',
      '    Under draft',
      '  Gifts',
      'Contact',
    ])
    const keyboard = data.items[2]!.children[0]!
    expect(keyboard).toMatchObject({
      url: '/product/mechanical-keyboard',
      contentItem: { status: 'draft', contentTypeSlug: 'product' },
    })
  })

  it('answers signed-in users every item, with isActive', async () => {
    const read = await readMenu(api, 'site', 'viewer')
    expect(read.itemCount).toBe(10)
    const hidden = read.items.find((item) => item.id === ids.hidden)
    expect(hidden).toMatchObject({ isActive: false, children: [{ title: 'Under hidden' }] })
  })

  it('lists menus for keys, counting the items each key is answered', async () => {
    const res = await callWithKey(api.server, readKey, '/menus')
    expect(res.status).toBe(200)
    const site = (res.body as { data: Menu[] }).data.find((m) => m.slug === 'site')
    expect(site?.itemCount).toBe(6)
    const users = await api.call<{ data: Menu[] }>('viewer', 'GET', '/menus')
    expect(users.body.data.find((m) => m.slug === 'site')?.itemCount).toBe(10)
    expect((await callWithKey(api.server, null, '/menus')).status).toBe(401)
    const missing = await callWithKey(api.server, readKey, '/menus/no-such-menu')
    expect(missing.status).toBe(404)
  })

  it('lets no key write menus, and changes nothing', async () => {
    const before = await readMenu(api, 'site')
    const attempts = [
      { method: 'POST' as const, path: '/menus', body: { name: 'Key menu' } },
      { method: 'POST' as const, path: `/menus/${menu.id}/items`, body: { title: 'x' } },
      { method: 'PUT' as const, path: `/menus/${menu.id}/tree`, body: { items: [] } },
      { method: 'DELETE' as const, path: `/menus/${menu.id}/items/${ids.home}` },
      { method: 'DELETE' as const, path: `/menus/${menu.id}` },
    ]
    for (const key of [readKey, writeKey]) {
      for (const { method, path, body } of attempts) {
        const res = await callWithKey(api.server, key, path, { method, body })
        expect(res.status, `${method} ${path}`).toBe(401)
        expect((res.body as ErrorBody).error.message).toBe(apiKeyMessages.notForKeys)
      }
    }
    const after = await readMenu(api, 'site')
    expect(outline(after.items)).toEqual(outline(before.items))
    expect(after.updatedAt).toBe(before.updatedAt)
  })

  it('seeds a Main Menu and a Footer Menu with nested items', async () => {
    const { db, dialect } = api.server.app.database
    const ctx = { db, dialect, logger: api.server.app.log, actor: null }
    await seedSampleMenus(ctx, { welcomePostId: ids.post })
    await seedSampleMenus(ctx, { welcomePostId: ids.post })
    const main = await readMenu(api, 'main-menu')
    expect(outline(main.items)).toContain('  Welcome to Folio')
    expect(flatten(main.items).some((item) => !item.isActive)).toBe(true)
    const footer = await keyRead(readKey, '/menus/footer-menu')
    expect(outline(footer.data.items).slice(0, 3)).toEqual(['Company', '  About', '  Blog'])
    const menus = await api.call<{ data: Menu[] }>('viewer', 'GET', '/menus')
    expect(menus.body.data.filter((m) => m.slug === 'main-menu')).toHaveLength(1)
  })
})
