import { menuMessages, type Menu, type MenuItem, type MenuTreeNode } from '@folio/schema'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import {
  addItem,
  createMenu,
  flatten,
  outline,
  readMenu,
  type MenuDetailBody,
} from '../../test/menu-fixtures.js'

describe(`saving a menu's whole tree on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let menu: Menu
  let other: Menu
  let foreign: MenuItem
  const items: Record<string, MenuItem> = {}

  beforeAll(async () => {
    api = await startContentApi()
    other = await createMenu(api, 'Other')
    foreign = await addItem(api, other.id, { title: 'Foreign', url: '/foreign' })
  })
  afterAll(async () => {
    await api.close()
  })

  // A fresh menu per test: Home, About (Team, Jobs), Blog.
  beforeEach(async () => {
    menu = await createMenu(api, `Tree ${Math.random().toString(36).slice(2, 8)}`)
    items.home = await addItem(api, menu.id, { title: 'Home', url: '/' })
    items.about = await addItem(api, menu.id, { title: 'About', url: '/about' })
    items.team = await addItem(api, menu.id, { title: 'Team', parentId: items.about.id })
    items.jobs = await addItem(api, menu.id, { title: 'Jobs', parentId: items.about.id })
    items.blog = await addItem(api, menu.id, { title: 'Blog', url: '/blog' })
  })

  const initial = ['Home', 'About', '  Team', '  Jobs', 'Blog']
  const node = (name: string, parent: string | null, position: number): MenuTreeNode => ({
    id: items[name]!.id,
    parentId: parent === null ? null : items[parent]!.id,
    position,
  })
  const save = (nodes: MenuTreeNode[], as: 'editor' | 'admin' | 'viewer' | null = 'editor') =>
    api.call<MenuDetailBody & ErrorBody>(as, 'PUT', `/menus/${menu.id}/tree`, { items: nodes })

  it('reorders and re-parents every item in one request', async () => {
    const res = await save([
      node('blog', null, 0),
      node('about', 'blog', 0),
      node('jobs', 'about', 0),
      node('team', 'about', 5),
      node('home', null, 3),
    ])
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const expected = ['Blog', '  About', '    Jobs', '    Team', 'Home']
    expect(outline(res.body.data.items)).toEqual(expected)
    const read = await readMenu(api, menu.id)
    expect(outline(read.items)).toEqual(expected)
    // Siblings are renumbered from 0 in the order sent.
    const positions = Object.fromEntries(flatten(read.items).map((i) => [i.title, i.position]))
    expect(positions).toEqual({ Blog: 0, About: 0, Jobs: 0, Team: 1, Home: 1 })
    expect(read.itemCount).toBe(5)
  })

  /** Sends a bad tree and checks the answer names the problem and nothing changed. */
  async function refused(nodes: MenuTreeNode[], message: string) {
    const before = await readMenu(api, menu.id)
    const res = await save(nodes)
    expect(res.status, JSON.stringify(res.body)).toBe(422)
    expect(res.body.error.code).toBe('unprocessable')
    expect(res.body.error.details?.map((d) => d.message)).toContain(message)
    const after = await readMenu(api, menu.id)
    expect(outline(after.items)).toEqual(initial)
    expect(flatten(after.items).map((i) => [i.id, i.parentId, i.position])).toEqual(
      flatten(before.items).map((i) => [i.id, i.parentId, i.position]),
    )
    expect(after.updatedAt).toBe(before.updatedAt)
  }

  it('refuses a cycle, naming the items, and changes nothing', async () => {
    // Many legal moves and one item under its own descendant: all or nothing.
    await refused(
      [
        node('blog', null, 0),
        node('home', 'blog', 0),
        node('about', 'team', 0),
        node('team', 'about', 0),
        node('jobs', null, 1),
      ],
      menuMessages.underDescendant('About', 'Team'),
    )
    await refused(
      [
        node('home', null, 0),
        node('about', 'about', 1),
        node('team', 'about', 0),
        node('jobs', 'about', 1),
        node('blog', null, 2),
      ],
      menuMessages.ownParent('About'),
    )
  })

  it('refuses unknown, missing and repeated items and parents from elsewhere', async () => {
    const all = () => [
      node('home', null, 0),
      node('about', null, 1),
      node('team', 'about', 0),
      node('jobs', 'about', 1),
      node('blog', null, 2),
    ]
    await refused(
      [...all(), { id: 'not-an-item', parentId: null, position: 9 }],
      menuMessages.treeUnknownItem('not-an-item'),
    )
    await refused(
      [...all(), { id: foreign.id, parentId: null, position: 9 }],
      menuMessages.treeUnknownItem(foreign.id),
    )
    await refused(
      all().filter((n) => n.id !== items.jobs!.id),
      menuMessages.treeMissing('Jobs'),
    )
    await refused([...all(), node('team', null, 4)], menuMessages.treeDuplicate('Team'))
    await refused(
      all().map((n) => (n.id === items.team!.id ? { ...n, parentId: foreign.id } : n)),
      menuMessages.treeParentOutside('Team'),
    )
    await refused([], menuMessages.treeMissing('Home'))
  })

  it('refuses a malformed body with 400, and anyone but editors and admins', async () => {
    const bad = await api.call<ErrorBody>('editor', 'PUT', `/menus/${menu.id}/tree`, {
      items: [{ id: items.home!.id, position: -1 }],
    })
    expect(bad.status).toBe(400)
    const all = [
      node('blog', null, 0),
      node('home', null, 1),
      node('about', null, 2),
      node('team', 'about', 0),
      node('jobs', 'about', 1),
    ]
    expect((await save(all, 'viewer')).status).toBe(403)
    expect((await save(all, null)).status).toBe(401)
    expect(outline((await readMenu(api, menu.id)).items)).toEqual(initial)
    const unknownMenu = await api.call('editor', 'PUT', '/menus/no-such-menu/tree', { items: [] })
    expect(unknownMenu.status).toBe(404)
    expect((await save(all, 'admin')).status).toBe(200)
  })

  it('accepts the tree the same menu just answered (a no-op save)', async () => {
    const read = await readMenu(api, menu.slug)
    const nodes = flatten(read.items).map(({ id, parentId, position }) => ({
      id,
      parentId,
      position,
    }))
    const res = await save(nodes)
    expect(res.status).toBe(200)
    expect(outline(res.body.data.items)).toEqual(initial)
  })
})
