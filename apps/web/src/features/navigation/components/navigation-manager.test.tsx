import type { Menu, MenuDetail, MenuItem } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'

import { NavigationManager } from './navigation-manager'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, recordRequests, stubApi } from '@/testing/stub-api'

const stamp = '2025-01-01T00:00:00Z'

function item(id: string, title: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    menuId: 'm-main',
    parentId: null,
    title,
    url: `/${id}`,
    contentItemId: null,
    contentItem: null,
    position: 0,
    isActive: true,
    icon: null,
    createdAt: stamp,
    updatedAt: stamp,
    children: [],
    ...extra,
  }
}

function menu(id: string, name: string, items: MenuItem[]): MenuDetail {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: '',
    itemCount: items.length,
    createdAt: stamp,
    updatedAt: stamp,
    createdBy: null,
    updatedBy: null,
    items,
  }
}

const mainMenu = () =>
  menu('m-main', 'Main Menu', [
    item('home', 'Home'),
    item('about', 'About', {
      position: 1,
      children: [
        item('team', 'Team', { parentId: 'about' }),
        item('jobs', 'Careers', { parentId: 'about', position: 1, isActive: false }),
      ],
    }),
    item('contact', 'Contact', { position: 2 }),
  ])

type Placement = { id: string; parentId: string | null; position: number }

/** The items rearranged as a tree save says, as the server stores them. */
function applyTree(items: MenuItem[], placements: Placement[]): MenuItem[] {
  const all = new Map<string, MenuItem>()
  const collect = (list: MenuItem[]) =>
    list.forEach((entry) => {
      all.set(entry.id, entry)
      collect(entry.children)
    })
  collect(items)
  const under = (parentId: string | null): MenuItem[] =>
    placements
      .filter((placement) => placement.parentId === parentId)
      .sort((a, b) => a.position - b.position)
      .map((placement) => ({
        ...(all.get(placement.id) as MenuItem),
        parentId,
        position: placement.position,
        children: under(placement.id),
      }))
  return under(null)
}

/** A fake `/api/v1/menus`; `tree` answers `PUT …/tree` (by default it saves the structure). */
function stubMenusApi(menus: MenuDetail[], options: { tree?: () => Response } = {}) {
  /** Every request, `GET /api/v1/menus`. */
  const log = recordRequests()
  const byId = (id: unknown) => menus.find((candidate) => candidate.id === id)
  const notFound = () => apiError(404, 'not_found', 'No')
  stubApi.get('/api/v1/menus', () => {
    const list: Menu[] = menus.map(({ items: _items, ...rest }) => rest)
    return { data: list }
  })
  stubApi.get('/api/v1/menus/:id', ({ params }) => {
    const found = byId(params.id)
    return found ? { data: found } : notFound()
  })
  const trees = stubApi.put('/api/v1/menus/:id/tree', ({ params, body }) => {
    const found = byId(params.id)
    if (!found) return notFound()
    const refusal = options.tree?.()
    if (refusal) return refusal
    found.items = applyTree(found.items, (body as { items: Placement[] }).items)
    return { data: found }
  })
  /** The changes sent (anything but a GET), `PUT /api/v1/menus/m-main/tree`. */
  const changes = () => log.filter((request) => !request.startsWith('GET '))
  return { log, trees, changes }
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>
}

function renderScreen(canEdit: boolean, url = '/navigation') {
  return renderApp(
    <>
      <NavigationManager canEdit={canEdit} />
      <Location />
    </>,
    { route: url },
  )
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Menu items' }))
    .getAllByRole('listitem')
    .map((row) => `${row.getAttribute('aria-label')}:${row.getAttribute('data-depth')}`)

/** Opens a row's actions menu and picks an entry (Radix menus open on pointer down). */
async function pick(title: string, entry: string | RegExp) {
  const trigger = screen.getByRole('button', { name: `Actions for ${title}` })
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }))
}

beforeEach(() => notificationStore.getState().clear())

describe('NavigationManager', () => {
  it('opens the first menu, puts it in the URL and shows its tree with the Inactive tag', async () => {
    stubMenusApi([mainMenu(), menu('m-foot', 'Footer Menu', [])])
    renderScreen(true)
    expect(
      await screen.findByRole('heading', { name: 'Main Menu' }, { timeout: 5000 }),
    ).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?menu=main-menu'))
    expect(rowTitles()).toEqual(['Home:0', 'About:0', 'Team:1', 'Careers:1', 'Contact:0'])
    const careers = screen.getByRole('listitem', { name: 'Careers' })
    expect(within(careers).getByText('Inactive')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Collapse About' }))
    expect(rowTitles()).toEqual(['Home:0', 'About:0', 'Contact:0'])
    expect(screen.getByText('2 sub-items')).toBeTruthy()
  })

  it('shows the empty states for no menus and for a menu without items', async () => {
    stubMenusApi([])
    const { unmount } = renderScreen(true)
    expect(await screen.findByText('No menus yet')).toBeTruthy()
    unmount()

    stubMenusApi([menu('m-foot', 'Footer Menu', [])])
    renderScreen(true, '/navigation?menu=footer-menu')
    expect(await screen.findByText('This menu has no items')).toBeTruthy()
  })

  it('saves a move from the row menu as the whole structure in one PUT', async () => {
    const api = stubMenusApi([mainMenu()])
    renderScreen(true)
    await screen.findByRole('listitem', { name: 'Contact' })
    await pick('Contact', /^Indent/)

    await waitFor(() => expect(api.trees).toHaveLength(1))
    expect(api.changes()).toEqual(['PUT /api/v1/menus/m-main/tree'])
    expect(api.trees[0]?.body).toEqual({
      items: [
        { id: 'home', parentId: null, position: 0 },
        { id: 'about', parentId: null, position: 1 },
        { id: 'team', parentId: 'about', position: 0 },
        { id: 'jobs', parentId: 'about', position: 1 },
        { id: 'contact', parentId: 'about', position: 2 },
      ],
    })
    expect(rowTitles()).toEqual(['Home:0', 'About:0', 'Team:1', 'Careers:1', 'Contact:1'])
    // The refetch after the save brings the same tree back from the server.
    await waitFor(() => expect(api.log.at(-1)).toBe('GET /api/v1/menus/m-main'))
    expect(rowTitles()).toEqual(['Home:0', 'About:0', 'Team:1', 'Careers:1', 'Contact:1'])
  })

  it('puts the tree back and tells why when the server refuses a move', async () => {
    stubMenusApi([mainMenu()], {
      tree: () => apiError(422, 'unprocessable', 'Refused for a test'),
    })
    renderScreen(true)
    await screen.findByRole('listitem', { name: 'Contact' })
    await pick('Contact', 'Move up')

    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]?.message).toBe(
        'The new order was not saved: Refused for a test',
      ),
    )
    expect(rowTitles()).toEqual(['Home:0', 'About:0', 'Team:1', 'Careers:1', 'Contact:0'])
  })

  it('search reveals a match inside a collapsed parent and marks it', async () => {
    stubMenusApi([mainMenu()])
    renderScreen(true)
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse About' }))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), {
      target: { value: 'care' },
    })
    expect(rowTitles()).toEqual(['About:0', 'Careers:1'])
    const careers = screen.getByRole('listitem', { name: 'Careers' })
    expect(careers.querySelector('mark')?.textContent).toBe('Care')
  })

  it('warns that deleting an item deletes its sub-items too', async () => {
    stubMenusApi([mainMenu()])
    renderScreen(true)
    await screen.findByRole('listitem', { name: 'About' })
    await pick('About', 'Delete')
    const dialog = await screen.findByRole('dialog', { name: 'Delete item?' })
    expect(dialog.textContent).toContain('and its 2 sub-items are deleted with it')
  })

  it('is read-only for viewers', async () => {
    stubMenusApi([mainMenu()])
    renderScreen(false)
    await screen.findByRole('listitem', { name: 'Contact' })
    expect(screen.queryByRole('button', { name: 'Add Menu' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Drag / })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull()
  })
})
