import path from 'node:path'

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType, toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface State {
  id: string
  name: string
  slug: string
  builtIn: boolean
}

const statesList = (page: Page) => page.getByRole('list', { name: 'Workflow states' })
const stateRow = (page: Page, name: string) =>
  statesList(page).getByRole('listitem', { name, exact: true })

/** The names in the list, top to bottom. */
const namesOnScreen = (page: Page) =>
  statesList(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))

const orderSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/api/v1/workflow/states/order'),
  )

/** The states as the API has them, in order. */
const statesOnServer = (request: APIRequestContext) =>
  apiAs<State[]>(request, 'admin', 'GET', '/workflow/states')

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs to see movement. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('drag handle or target not on screen')
  const x = from.x + from.width / 2
  await page.mouse.move(x, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(x, from.y + from.height / 2 + 8, { steps: 4 })
  await page.mouse.move(x, to.y + to.height / 2 + 4, { steps: 20 })
  await page.waitForTimeout(150)
  await page.mouse.up()
}

test.describe('Settings → Workflow', () => {
  // The states are installation-wide and a reorder must name every one: a state added by a
  // parallel test between loading the list and saving it would make the save fail.
  test.describe.configure({ mode: 'serial' })

  test('an admin adds a state, moves it by keyboard and by drag, finds it in the Workflow filter and deletes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    // A retried run may find the state a failed attempt left behind.
    for (const state of await statesOnServer(request)) {
      if (state.slug === 'legal-review') {
        await apiAs(request, 'admin', 'DELETE', `/workflow/states/${state.id}`)
      }
    }

    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=workflow')
    await expect(page.getByRole('tab', { name: 'Workflow' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(stateRow(page, 'In Review').getByText('Built-in', { exact: true })).toBeVisible()

    // A built-in state cannot be deleted: the button is blocked and its tooltip says why.
    const deleteDraft = stateRow(page, 'Draft').getByRole('button', { name: 'Delete Draft' })
    await expect(deleteDraft).toBeDisabled()
    await deleteDraft.hover()
    await expect(page.getByRole('tooltip')).toHaveText(
      'Built-in states cannot be deleted; rename or recolour them instead',
    )
    await deleteDraft.click({ force: true })
    await expect(page.getByRole('dialog', { name: 'Delete workflow state?' })).toHaveCount(0)

    // Add "Legal Review" with a colour of its own.
    await page.getByRole('button', { name: 'Add state' }).click()
    const add = page.getByRole('dialog', { name: 'Add workflow state' })
    await add.getByLabel('Name').fill('Legal Review')
    await add.getByLabel('Custom colour').fill('#d946ef')
    await expect(add.getByText('#D946EF')).toBeVisible()
    await add.getByRole('button', { name: 'Add state' }).click()
    await expect(toasts(page).getByText('Workflow state “Legal Review” added')).toBeVisible()
    await expect(add).toHaveCount(0)
    const legal = stateRow(page, 'Legal Review')
    await expect(legal.getByText('legal-review')).toBeVisible()
    await expect(legal.getByText('No items')).toBeVisible()
    await expect(legal.getByText('Built-in', { exact: true })).toHaveCount(0)
    await expect.poll(async () => (await namesOnScreen(page)).at(-1)).toBe('Legal Review')

    // Keyboard: Move up, pressed with Enter, puts it above Published in one save.
    const moveUp = legal.getByRole('button', { name: 'Move Legal Review up' })
    await moveUp.focus()
    const saved = orderSaved(page)
    await page.keyboard.press('Enter')
    expect((await saved).status()).toBe(200)
    await expect
      .poll(async () => (await namesOnScreen(page)).slice(-2))
      .toEqual(['Legal Review', 'Published'])
    await expect(moveUp).toBeFocused()
    await expect(
      page.getByText(/^“Legal Review” moved to position \d+ of \d+\. Saved\.$/),
    ).toHaveCount(1)
    expect((await statesOnServer(request)).map((state) => state.slug).slice(-2)).toEqual([
      'legal-review',
      'published',
    ])

    // The Workflow screen's state filter lists it, in its place.
    await page.goto('/workflow')
    await page.getByRole('button', { name: /^Filter by state/ }).click()
    const options = page.getByRole('menuitem')
    await expect(options.filter({ hasText: 'Legal Review' })).toBeVisible()
    const names = await options.allTextContents()
    expect(names.indexOf('Legal Review')).toBe(names.indexOf('Published') - 1)
    await page.getByRole('menuitem', { name: 'Legal Review' }).click()
    await expect(page.getByRole('button', { name: 'Filter by state: Legal Review' })).toBeVisible()

    // Drag and drop: back below Published.
    await page.goto('/settings?tab=workflow')
    const dragged = orderSaved(page)
    await dragOnto(
      page,
      stateRow(page, 'Legal Review').getByRole('button', { name: 'Drag Legal Review' }),
      stateRow(page, 'Published'),
    )
    expect((await dragged).status()).toBe(200)
    await expect
      .poll(async () => (await namesOnScreen(page)).slice(-2))
      .toEqual(['Published', 'Legal Review'])

    // Delete it (confirmed); the filter no longer offers it.
    await stateRow(page, 'Legal Review')
      .getByRole('button', { name: 'Delete Legal Review' })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete workflow state?' })
    await page.screenshot({ path: path.join(artifacts, 'settings-workflow-delete-confirm.png') })
    await confirm.getByRole('button', { name: 'Delete state' }).click()
    await expect(toasts(page).getByText('Workflow state “Legal Review” deleted')).toBeVisible()
    await expect(stateRow(page, 'Legal Review')).toHaveCount(0)
    await page.goto('/workflow')
    await page.getByRole('button', { name: /^Filter by state/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Published' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Legal Review' })).toHaveCount(0)
  })

  test('an editor deletes their own comment after a confirm', async ({ page, request }) => {
    const type = await createTestType(request, 'Comments')
    const title = `Comment cleanup ${Date.now()}`
    const [item] = await createItems(request, type, [{ title }])
    const users = await apiAs<{ id: string; name: string }[]>(
      request,
      'editor',
      'GET',
      '/workflow/assignees',
    )
    const adminId = users.find((user) => user.name === 'Demo Admin')?.id ?? ''
    await apiAs(request, 'editor', 'POST', `/workflow/items/${item?.id}/submit`, {
      assignedTo: adminId,
    })
    await apiAs(request, 'editor', 'POST', `/workflow/items/${item?.id}/comments`, {
      body: 'Posted in the wrong item, sorry.',
    })

    await signInAsDemo(page, 'Editor')
    await page.goto(`/workflow?item=${item?.id}`)
    const panel = page.getByRole('dialog', { name: title })
    const own = panel.getByRole('article', { name: 'Comment by Demo Editor' })
    await own.getByRole('button', { name: 'Delete' }).click()
    await expect(own.getByRole('group', { name: 'Delete this comment?' })).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'workflow-comment-delete-confirm.png') })
    await own.getByRole('button', { name: 'Delete comment' }).click()
    await expect(toasts(page).getByText('Comment deleted')).toBeVisible()
    await expect(panel.getByText('Posted in the wrong item, sorry.')).toHaveCount(0)
    await expect(panel.getByRole('heading', { name: 'Comments (0)' })).toBeVisible()
  })

  test('screenshots in light and dark, desktop and phone', async ({ page, request }) => {
    test.setTimeout(120_000)
    const stamp = Date.now()
    const custom = await apiAs<State>(request, 'admin', 'POST', '/workflow/states', {
      name: `Fact Check ${stamp}`,
      slug: `fact-check-${stamp}`,
      color: '#BF5AF2',
    })
    try {
      await signInAsDemo(page, 'Admin')
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const [name, size] of [
          ['desktop', { width: 1280, height: 900 }],
          ['phone', { width: 390, height: 844 }],
        ] as const) {
          await page.setViewportSize(size)
          await page.goto('/settings?tab=workflow')
          await expect(stateRow(page, custom.name)).toBeVisible()
          await page.screenshot({
            path: path.join(artifacts, `settings-workflow-${scheme}-${name}.png`),
            fullPage: true,
          })
          await page.getByRole('button', { name: 'Add state' }).click()
          const add = page.getByRole('dialog', { name: 'Add workflow state' })
          await add.getByLabel('Name').fill('Legal Review')
          await page.screenshot({
            path: path.join(artifacts, `settings-workflow-add-${scheme}-${name}.png`),
          })
          await page.keyboard.press('Escape')
          await page
            .getByRole('dialog', { name: 'Discard changes?' })
            .getByRole('button', { name: 'Discard' })
            .click()
          await expect(add).toHaveCount(0)
        }
      }
    } finally {
      await apiAs(request, 'admin', 'DELETE', `/workflow/states/${custom.id}`)
    }
  })
})
