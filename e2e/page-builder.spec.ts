import path from 'node:path'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { rowOf, toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface Created {
  id: string
  slug: string
  name: string
}

/**
 * Drags with the mouse in small steps: dnd-kit starts a drag after a few pixels of travel and
 * follows pointer moves, so a single jump would not register.
 */
async function drag(
  page: Page,
  from: Locator,
  to: Locator,
  where: 'top' | 'bottom' | 'center',
  beforeDrop?: () => Promise<void>,
) {
  // Scrolled to where a person would look, so the dialog does not auto-scroll under the pointer.
  await to.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const start = await from.boundingBox()
  const end = await to.boundingBox()
  if (!start || !end) throw new Error('drag source or target is not visible')
  const x = end.x + end.width / 2
  const y =
    where === 'top'
      ? end.y + 8
      : where === 'bottom'
        ? end.y + end.height - 8
        : end.y + end.height / 2
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2, { steps: 4 })
  await page.mouse.move(x, y, { steps: 12 })
  await page.mouse.move(x, y + 1, { steps: 2 })
  await beforeDrop?.()
  await page.mouse.up()
}

test.describe('page builder', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an editor drags blocks in, fills them, reorders by keyboard, and the order is saved', async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`
    const hero = await apiAs<Created>(request, 'admin', 'POST', '/components', {
      name: 'Hero',
      slug: `hero-${stamp}`,
      icon: 'layout-template',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'intro', type: 'text' },
      ],
    })
    const quote = await apiAs<Created>(request, 'admin', 'POST', '/components', {
      name: 'Quote',
      slug: `quote-${stamp}`,
      icon: 'quote',
      fields: [
        { name: 'quote', type: 'text', required: true },
        { name: 'author', type: 'text' },
      ],
    })
    const type = await apiAs<Created>(request, 'admin', 'POST', '/content-types', {
      name: `Landing ${stamp}`,
      slug: `landing-${stamp}`,
      fields: [{ name: 'sections', type: 'blocks', componentIds: [hero.id, quote.id], max: 10 }],
    })

    const title = `Home ${stamp}`
    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}`)
    await page.getByRole('button', { name: 'Create Content', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Content' })
    await dialog.getByLabel('Title').fill(title)

    const sections = dialog.getByRole('group', { name: 'sections' })
    const canvas = sections.getByText('Drag a block here, or click one in the palette.')
    await expect(canvas).toBeVisible()

    // Drag a Hero onto the empty canvas, then a Quote below it.
    await drag(page, sections.getByRole('button', { name: 'Add Hero' }), canvas, 'center')
    const heroCard = sections.getByRole('listitem', { name: 'Hero, 1 of 1' })
    await expect(heroCard).toBeVisible()
    await drag(
      page,
      sections.getByRole('button', { name: 'Add Quote' }),
      heroCard,
      'bottom',
      async () => {
        await sections.screenshot({ path: path.join(artifacts, 'page-builder-dragging.png') })
      },
    )
    const quoteCard = sections.getByRole('listitem', { name: 'Quote, 2 of 2' })
    await expect(quoteCard).toBeVisible()

    await sections
      .getByRole('textbox', { name: /^heading/ })
      .fill('Build pages without a developer')
    await sections
      .getByRole('textbox', { name: /^quote/ })
      .fill('Folio made our launch page in an hour')
    await sections.getByRole('textbox', { name: 'author', exact: true }).fill('Ada')

    // Keyboard: pick the Quote up by its handle, move it up one place, drop it.
    const handle = sections.getByRole('button', { name: 'Drag Quote, 2 of 2' })
    await handle.focus()
    await page.keyboard.press('Space')
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
      'Picked up Quote, position 2 of 2.',
    )
    await page.keyboard.press('ArrowUp')
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
      'Moved Quote to position 1 of 2.',
    )
    await page.keyboard.press('Space')
    const blocks = sections.getByRole('list', { name: 'Blocks of sections' })
    await expect(blocks.getByRole('listitem')).toHaveText([/^Quote/, /^Hero/])
    await expect(sections.getByRole('listitem', { name: 'Quote, 1 of 2' })).toBeVisible()
    await dialog.screenshot({ path: path.join(artifacts, 'page-builder-desktop.png') })

    await dialog.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(toasts(page).getByText('Content created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    // Saved in the new order, with each block's _key and _type as the API names them.
    const items = await apiAs<{ title: string; data: { sections: Record<string, unknown>[] } }[]>(
      request,
      'editor',
      'GET',
      `/content/${type.id}/items`,
    )
    const saved = items.find((item) => item.title === title)
    expect(saved?.data.sections).toEqual([
      {
        _key: expect.stringMatching(/^[\w-]{8}$/) as unknown as string,
        _type: quote.slug,
        quote: 'Folio made our launch page in an hour',
        author: 'Ada',
      },
      {
        _key: expect.stringMatching(/^[\w-]{8}$/) as unknown as string,
        _type: hero.slug,
        heading: 'Build pages without a developer',
        intro: null,
      },
    ])

    // After a reload the editor shows the blocks in the saved order.
    await page.reload()
    await rowOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    const edit = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('group', { name: 'sections' }) })
    const editSections = edit.getByRole('group', { name: 'sections' })
    await expect(
      editSections.getByRole('list', { name: 'Blocks of sections' }).getByRole('listitem'),
    ).toHaveText([/^Quote/, /^Hero/])
    await expect(editSections.getByRole('textbox', { name: /^quote/ })).toHaveValue(
      'Folio made our launch page in an hour',
    )

    // Collapsed, a block reads as its name and first text.
    await editSections.getByRole('button', { name: /^Hero/, expanded: true }).click()
    await expect(
      editSections.getByRole('button', { name: /^Hero\s*Build pages without a developer$/ }),
    ).toBeVisible()

    await page.emulateMedia({ colorScheme: 'dark' })
    await edit.screenshot({ path: path.join(artifacts, 'page-builder-dark.png') })
    await page.emulateMedia({ colorScheme: 'light' })

    // A phone: the palette becomes one "Add block" menu above the canvas.
    await page.setViewportSize({ width: 360, height: 780 })
    await expect(editSections.getByRole('button', { name: 'Add block' })).toBeVisible()
    await expect(editSections.getByRole('button', { name: 'Add Hero' })).toBeHidden()
    await editSections.getByRole('button', { name: 'Add block' }).click()
    await page.getByRole('menuitem', { name: 'Hero' }).click()
    await expect(editSections.getByRole('listitem', { name: 'Hero, 3 of 3' })).toBeVisible()
    await edit.screenshot({ path: path.join(artifacts, 'page-builder-360.png') })
  })
})
