import path from 'node:path'

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { apiAs, demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType, toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface SeedItem {
  title: string
  url?: string
  contentItemId?: string
  icon?: string
  isActive?: boolean
  children?: SeedItem[]
}

interface TreeItem {
  id: string
  title: string
  parentId: string | null
  children: TreeItem[]
}

const uniqueStamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`

/** A menu of this test's own (specs run in parallel against one server), built through the API. */
async function seedMenu(
  request: APIRequestContext,
  name: string,
  items: SeedItem[],
): Promise<{ id: string; slug: string }> {
  const token = await demoToken(request, 'admin')
  const headers = { authorization: `Bearer ${token}` }
  const created = await request.post('/api/v1/menus', {
    headers,
    data: { name, description: 'Made by the navigation e2e spec' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const menu = ((await created.json()) as { data: { id: string; slug: string } }).data
  const add = async (item: SeedItem, parentId: string | null) => {
    const { children = [], ...fields } = item
    const response = await request.post(`/api/v1/menus/${menu.id}/items`, {
      headers,
      data: { ...fields, parentId },
    })
    expect(response.status(), await response.text()).toBe(201)
    const saved = ((await response.json()) as { data: { id: string } }).data
    for (const child of children) await add(child, saved.id)
  }
  for (const item of items) await add(item, null)
  return menu
}

/** The tree as text, `A(B, C), D`, from the API. */
async function savedShape(request: APIRequestContext, slug: string): Promise<string> {
  const menu = await apiAs<{ items: TreeItem[] }>(request, 'admin', 'GET', `/menus/${slug}`)
  const shape = (items: TreeItem[]): string =>
    items
      .map((item) => (item.children.length ? `${item.title}(${shape(item.children)})` : item.title))
      .join(', ')
  return shape(menu.items)
}

const tree = (page: Page) => page.getByRole('list', { name: 'Menu items' })
const row = (page: Page, title: string) => tree(page).getByRole('listitem', { name: title })

/** Titles and depths of the rows on screen, in order: `['Guides:0', 'Tutorials:1']`. */
async function rowsOnScreen(page: Page): Promise<string[]> {
  return tree(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('aria-label')}:${item.getAttribute('data-depth')}`),
    )
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs to see movement. */
async function dragBy(
  page: Page,
  handle: Locator,
  target: Locator,
  dx: number,
  beforeDrop?: () => Promise<unknown>,
) {
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('drag handle or target not on screen')
  const startX = from.x + from.width / 2
  const startY = from.y + from.height / 2
  await page.mouse.move(startX, startY)
  await page.mouse.down()
  await page.mouse.move(startX, startY - 8, { steps: 4 })
  // Just above the target's middle: the dragged row takes the target's slot.
  await page.mouse.move(startX + dx, to.y + to.height / 2 - 4, { steps: 20 })
  await page.waitForTimeout(150)
  await beforeDrop?.()
  await page.mouse.up()
}

const treeSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/api\/v1\/menus\/[^/]+\/tree$/.test(response.url()),
  )

test.describe('Navigation', () => {
  test('an admin creates a menu, adds items, drags one under another and the tree is saved', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const stamp = uniqueStamp()
    const type = await createTestType(request, 'Nav Spec')
    const [article] = await createItems(request, type, [
      { title: `Tutorial article ${stamp}`, status: 'published' },
    ])

    await signInAsDemo(page, 'Admin')
    await page.goto('/navigation')
    await expect(page.getByRole('heading', { name: 'Navigation', level: 1 })).toBeVisible()

    // Add Menu: the slug follows the name.
    await page.getByRole('button', { name: 'Add Menu' }).first().click()
    const menuForm = page.getByRole('dialog', { name: 'Add Menu' })
    await menuForm.getByLabel('Name').fill(`Docs ${stamp}`)
    await expect(menuForm.getByLabel('Slug')).toHaveValue(`docs-${stamp}`)
    await menuForm.getByLabel('Description (optional)').fill('Links beside the docs')
    await menuForm.getByRole('button', { name: 'Add Menu' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]menu=docs-${stamp}`))
    const panel = page.getByRole('region', { name: `Docs ${stamp}` })
    await expect(panel.getByText('This menu has no items')).toBeVisible()

    // Three items: two URLs and one content item picked by searching its title.
    for (const [title, url] of [
      ['Guides', '/guides'],
      ['Reference', '/reference'],
    ]) {
      await panel.getByRole('button', { name: 'Add Item' }).click()
      const form = page.getByRole('dialog', { name: 'Add Item' })
      await form.getByLabel('Title').fill(title!)
      await form.getByRole('textbox', { name: 'URL' }).fill(url!)
      await form.getByRole('button', { name: 'Add Item' }).click()
      await expect(form).toBeHidden()
      await expect(row(page, title!)).toBeVisible()
    }
    await panel.getByRole('button', { name: 'Add Item' }).click()
    const form = page.getByRole('dialog', { name: 'Add Item' })
    await form.getByLabel('Title').fill('Tutorials')
    await form.getByText('Content item', { exact: true }).click()
    await form.getByRole('combobox', { name: 'Content item' }).fill(`Tutorial article ${stamp}`)
    await form.getByRole('option', { name: new RegExp(`Tutorial article ${stamp}`) }).click()
    await expect(form.getByText(`Tutorial article ${stamp}`)).toBeVisible()
    await form.getByRole('button', { name: 'Add Item' }).click()
    await expect(form).toBeHidden()
    await expect(row(page, 'Tutorials').getByText(`Tutorial article ${stamp}`)).toBeVisible()
    await expect(row(page, 'Tutorials').getByText(`/${type.slug}/${article!.slug}`)).toBeVisible()
    await expect.poll(() => rowsOnScreen(page)).toEqual(['Guides:0', 'Reference:0', 'Tutorials:0'])

    // Drag Tutorials up over Reference and one level right: it lands under Guides, in one PUT.
    const saved = treeSaved(page)
    await dragBy(
      page,
      row(page, 'Tutorials').getByRole('button', { name: 'Drag Tutorials' }),
      row(page, 'Reference'),
      32,
      () => panel.screenshot({ path: path.join(artifacts, 'navigation-dragging.png') }),
    )
    expect((await saved).status()).toBe(200)
    await expect.poll(() => rowsOnScreen(page)).toEqual(['Guides:0', 'Tutorials:1', 'Reference:0'])
    expect(await savedShape(request, `docs-${stamp}`)).toBe('Guides(Tutorials), Reference')

    await page.reload()
    await expect(row(page, 'Tutorials')).toBeVisible()
    await expect.poll(() => rowsOnScreen(page)).toEqual(['Guides:0', 'Tutorials:1', 'Reference:0'])

    // Collapse hides the child; the row says what it holds.
    await row(page, 'Guides').getByRole('button', { name: 'Collapse Guides' }).click()
    await expect(row(page, 'Tutorials')).toBeHidden()
    await expect(row(page, 'Guides').getByText('1 sub-item')).toBeVisible()
  })

  test('keyboard: the drag handle and the row menu move items, and screen readers hear it', async ({
    page,
    request,
  }) => {
    const stamp = uniqueStamp()
    const menu = await seedMenu(request, `Keys ${stamp}`, [
      { title: 'Alpha', url: '/alpha' },
      { title: 'Beta', url: '/beta' },
      { title: 'Gamma', url: '/gamma' },
    ])
    await signInAsDemo(page, 'Admin')
    await page.goto(`/navigation?menu=${menu.slug}`)
    await expect(row(page, 'Gamma')).toBeVisible()

    // dnd-kit's keyboard sensor: Space picks up, arrows move (right nests), Space drops.
    const handle = row(page, 'Gamma').getByRole('button', { name: 'Drag Gamma' })
    await handle.focus()
    const saved = treeSaved(page)
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Space')
    expect((await saved).status()).toBe(200)
    await expect.poll(() => rowsOnScreen(page)).toEqual(['Alpha:0', 'Gamma:1', 'Beta:0'])

    // The row menu: Outdent brings Gamma back to the top level, right after Alpha.
    await row(page, 'Gamma').getByRole('button', { name: 'Actions for Gamma' }).click()
    await expect(page.getByRole('menuitem', { name: /^Indent/ })).toBeDisabled()
    const outdented = treeSaved(page)
    await page.getByRole('menuitem', { name: /^Outdent/ }).click()
    expect((await outdented).status()).toBe(200)
    await expect.poll(() => rowsOnScreen(page)).toEqual(['Alpha:0', 'Gamma:0', 'Beta:0'])
    await expect(page.getByRole('status').filter({ hasText: /“Gamma” moved to/ })).toHaveText(
      '“Gamma” moved to position 2 of 3 at the top level. Saved.',
    )
    // Focus stays on the moved row's menu button, so the next move is one key away.
    await expect(
      row(page, 'Gamma').getByRole('button', { name: 'Actions for Gamma' }),
    ).toBeFocused()
    expect(await savedShape(request, menu.slug)).toBe('Alpha, Gamma, Beta')
  })

  test('a refused save puts the tree back and says why', async ({ page, request }) => {
    const stamp = uniqueStamp()
    const menu = await seedMenu(request, `Refused ${stamp}`, [
      { title: 'One', url: '/one' },
      { title: 'Two', url: '/two' },
    ])
    await signInAsDemo(page, 'Admin')
    await page.goto(`/navigation?menu=${menu.slug}`)
    await expect(row(page, 'Two')).toBeVisible()
    await page.route('**/api/v1/menus/*/tree', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'unprocessable', message: '"Two" cannot be placed there' },
        }),
      }),
    )
    await row(page, 'Two').getByRole('button', { name: 'Actions for Two' }).click()
    await page.getByRole('menuitem', { name: 'Move up' }).click()
    await expect(
      toasts(page).getByText(/The new order was not saved: "Two" cannot be placed there/),
    ).toBeVisible()
    await expect.poll(() => rowsOnScreen(page)).toEqual(['One:0', 'Two:0'])
    expect(await savedShape(request, menu.slug)).toBe('One, Two')
  })

  test('an editor edits and deletes items and menus, with confirmations', async ({
    page,
    request,
  }) => {
    const stamp = uniqueStamp()
    const menu = await seedMenu(request, `Edit ${stamp}`, [
      { title: 'Shop', url: '/shop', children: [{ title: 'Shoes', url: '/shoes' }] },
      { title: 'Help', url: '/help' },
    ])
    await signInAsDemo(page, 'Editor')
    await page.goto(`/navigation?menu=${menu.slug}`)

    // Edit an item: new title, made inactive, moved to the top level.
    await row(page, 'Shoes').getByRole('button', { name: 'Actions for Shoes' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const form = page.getByRole('dialog', { name: 'Edit item' })
    await expect(form.getByLabel('Title')).toBeFocused()
    await form.getByLabel('Title').fill('Sneakers')
    await form.getByRole('switch', { name: 'Active' }).click()
    await form.getByLabel('Parent').selectOption({ label: 'None (top level)' })
    await form.getByRole('button', { name: 'Save item' }).click()
    await expect(form).toBeHidden()
    await expect(row(page, 'Sneakers').getByText('Inactive')).toBeVisible()
    await expect.poll(() => rowsOnScreen(page)).toEqual(['Shop:0', 'Help:0', 'Sneakers:0'])

    // A bad URL is refused in the form, with the schema's message.
    await row(page, 'Help').getByRole('button', { name: 'Actions for Help' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const help = page.getByRole('dialog', { name: 'Edit item' })
    await help.getByRole('textbox', { name: 'URL' }).fill('javascript:alert(1)')
    await help.getByRole('button', { name: 'Save item' }).click()
    await expect(
      help.getByText(/Links with the "javascript:" scheme are not allowed/),
    ).toBeVisible()
    await help.getByRole('button', { name: 'Cancel' }).click()
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click()

    // Deleting a parent says its sub-items go too.
    await row(page, 'Shop').getByRole('button', { name: 'Actions for Shop' }).click()
    await page.getByRole('menuitem', { name: 'Add sub-item' }).click()
    const child = page.getByRole('dialog', { name: 'Add Item' })
    await expect(child.getByLabel('Parent')).toHaveValue(/.+/)
    await child.getByLabel('Title').fill('Boots')
    await child.getByRole('button', { name: 'Add Item' }).click()
    await expect(row(page, 'Boots')).toBeVisible()
    await row(page, 'Shop').getByRole('button', { name: 'Actions for Shop' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete item?' })
    await expect(confirm).toContainText('and its 1 sub-item is deleted with it')
    await confirm.getByRole('button', { name: 'Delete item' }).click()
    await expect(row(page, 'Boots')).toBeHidden()
    await expect.poll(() => rowsOnScreen(page)).toEqual(['Help:0', 'Sneakers:0'])

    // Rename the menu with a new slug: the URL follows. Then delete it.
    await page
      .getByRole('navigation', { name: 'Menus' })
      .getByRole('button', { name: `Actions for menu Edit ${stamp}` })
      .click()
    await page.getByRole('menuitem', { name: 'Edit menu' }).click()
    const menuForm = page.getByRole('dialog', { name: 'Edit menu' })
    await menuForm.getByLabel('Name').fill(`Renamed ${stamp}`)
    await expect(menuForm.getByLabel('Slug')).toHaveValue(menu.slug)
    await menuForm.getByLabel('Slug').fill(`renamed-${stamp}`)
    await menuForm.getByRole('button', { name: 'Save menu' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]menu=renamed-${stamp}`))
    await expect(page.getByRole('heading', { name: `Renamed ${stamp}` })).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Menus' })
      .getByRole('button', { name: `Actions for menu Renamed ${stamp}` })
      .click()
    await page.getByRole('menuitem', { name: 'Delete menu' }).click()
    const deleteMenu = page.getByRole('dialog', { name: 'Delete menu?' })
    await expect(deleteMenu).toContainText('and all its 2 items are deleted')
    await deleteMenu.getByRole('button', { name: 'Delete menu' }).click()
    await expect(
      page.getByRole('navigation', { name: 'Menus' }).getByText(`Renamed ${stamp}`),
    ).toBeHidden()
    await expect(page).not.toHaveURL(new RegExp(`renamed-${stamp}`))
  })

  test('search reveals a match inside collapsed parents and highlights it', async ({
    page,
    request,
  }) => {
    const stamp = uniqueStamp()
    const menu = await seedMenu(request, `Search ${stamp}`, [
      { title: 'Home', url: '/' },
      {
        title: 'Products',
        url: '/products',
        children: [
          { title: 'Software', children: [{ title: 'Pricing plans', url: '/pricing' }] },
          { title: 'Hardware', url: '/hardware', isActive: false },
        ],
      },
    ])
    await signInAsDemo(page, 'Editor')
    await page.goto(`/navigation?menu=${menu.slug}`)
    await expect(row(page, 'Hardware').getByText('Inactive')).toBeVisible()
    await row(page, 'Software').getByRole('button', { name: 'Collapse Software' }).click()
    await row(page, 'Products').getByRole('button', { name: 'Collapse Products' }).click()
    await expect(row(page, 'Pricing plans')).toBeHidden()

    await page.getByRole('searchbox', { name: 'Search items' }).fill('pricing')
    await expect
      .poll(() => rowsOnScreen(page))
      .toEqual(['Products:0', 'Software:1', 'Pricing plans:2'])
    await expect(row(page, 'Pricing plans').locator('mark').first()).toHaveText('Pricing')

    // Cleared, the whole tree is back with the match still in view.
    await page.getByRole('searchbox', { name: 'Search items' }).fill('')
    await expect(row(page, 'Pricing plans')).toBeVisible()
    await expect(row(page, 'Home')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search items' }).fill('nothing like this')
    await expect(page.getByText('No matching items')).toBeVisible()
  })

  test('a viewer sees menus read-only', async ({ page, request }) => {
    const stamp = uniqueStamp()
    const menu = await seedMenu(request, `Viewer ${stamp}`, [
      { title: 'Start', url: '/', children: [{ title: 'Inner', url: '/inner' }] },
    ])
    await signInAsDemo(page, 'Viewer')
    await page.goto(`/navigation?menu=${menu.slug}`)
    await expect(row(page, 'Inner')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Menu' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add Item' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Drag / })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0)
    await row(page, 'Start').getByRole('button', { name: 'Collapse Start' }).click()
    await expect(row(page, 'Inner')).toBeHidden()
  })

  test('screenshots in light and dark, desktop and phone', async ({ page, request }) => {
    test.setTimeout(90_000)
    const stamp = uniqueStamp()
    const type = await createTestType(request, 'Nav Shot')
    const [post] = await createItems(request, type, [
      { title: 'Launching our new editor', status: 'published' },
    ])
    const menu = await seedMenu(request, `Website header ${stamp}`, [
      { title: 'Home', url: '/', icon: 'home' },
      {
        title: 'Products',
        url: '/products',
        icon: 'shopping-bag',
        children: [
          { title: 'Editor', url: '/products/editor' },
          { title: 'Hosting', url: '/products/hosting', isActive: false },
        ],
      },
      {
        title: 'Blog',
        url: '/blog',
        icon: 'book-open',
        children: [{ title: 'Latest release', contentItemId: post!.id }],
      },
      {
        title: 'Company',
        children: [
          { title: 'About us', url: '/about' },
          { title: 'Careers', url: 'https://jobs.example.com' },
        ],
      },
      { title: 'Contact', url: 'mailto:hello@example.com', icon: 'mail' },
    ])
    await signInAsDemo(page, 'Admin')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [name, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        await page.goto(`/navigation?menu=${menu.slug}`)
        await expect(row(page, 'Careers')).toBeVisible()
        await page.screenshot({
          path: path.join(artifacts, `navigation-${scheme}-${name}.png`),
          fullPage: true,
        })
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('searchbox', { name: 'Search items' }).fill('car')
    await expect(row(page, 'Careers')).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'navigation-search.png') })
    await page.getByRole('searchbox', { name: 'Search items' }).fill('')
    await row(page, 'Products').getByRole('button', { name: 'Actions for Products' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    await expect(page.getByRole('dialog', { name: 'Edit item' })).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'navigation-edit-item.png') })
  })
})
