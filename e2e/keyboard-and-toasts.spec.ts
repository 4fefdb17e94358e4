import path from 'node:path'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType, toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')
const widths = [1280, 360] as const

/** Fails when the two boxes share any pixel. */
async function expectApart(a: Locator, b: Locator) {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()])
  expect(first, 'first box').not.toBeNull()
  expect(second, 'second box').not.toBeNull()
  if (!first || !second) return
  const overlap =
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  expect(overlap, `${JSON.stringify(first)} overlaps ${JSON.stringify(second)}`).toBe(false)
}

async function openContentTypes(page: Page) {
  await page.goto('/content-types')
  await expect(page.getByRole('heading', { level: 1, name: 'Content Types' })).toBeVisible()
}

test.describe('toasts beside open dialogs', () => {
  for (const width of widths) {
    test(`a toast never covers a create dialog's primary button at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await signInAsDemo(page, 'Admin')
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await openContentTypes(page)
        await page.getByRole('button', { name: 'Add Content Type' }).click()
        const dialog = page.getByRole('dialog', { name: 'Create Content Type' })
        const create = dialog.getByRole('button', { name: 'Create Content Type' })
        await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
        await page.keyboard.type(`Toasted ${width} ${scheme}`)
        // Refused (a type needs a field): the dialog stays open with an error toast.
        await create.click()
        const toast = toasts(page).getByText('At least one field is required')
        await expect(toast).toBeVisible()
        await create.scrollIntoViewIfNeeded()
        await expectApart(toasts(page), create)
        await expectApart(toasts(page), dialog.getByRole('button', { name: 'Cancel' }))
        // The toast is usable while the modal blocks the page: it can be dismissed.
        await page.screenshot({
          path: path.join(artifacts, `toast-in-dialog-${width}-${scheme}.png`),
        })
        // Its own toast: a live notification from another session may show beside it.
        await toasts(page)
          .getByRole('alert')
          .filter({ hasText: 'At least one field is required' })
          .getByRole('button', { name: 'Dismiss notification' })
          .click()
        await expect(toast).toHaveCount(0)
        await page.keyboard.press('Escape')
        await page
          .getByRole('dialog', { name: 'Discard changes?' })
          .getByRole('button', { name: 'Discard' })
          .click()
        await expect(dialog).toHaveCount(0)
      }
    })

    test(`a toast never covers the workflow drawer's Comment button at ${width} px`, async ({
      page,
      request,
    }) => {
      const type = await createTestType(request, `Toast ${width}`)
      const title = `Toast story ${width} ${Date.now()}`
      await createItems(request, type, [{ title }])
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await signInAsDemo(page, 'Editor')
      await page.goto('/workflow')
      await page.getByRole('button', { name: 'Submit item' }).click()
      const submit = page.getByRole('dialog', { name: 'Submit for review' })
      await submit.getByLabel('Find a content item by title').fill(title)
      const picker = submit.getByRole('list', { name: 'Content items' })
      await expect(picker.getByRole('listitem')).toHaveCount(1)
      await picker.getByRole('button', { name: new RegExp(title) }).click()
      await submit.getByLabel('Reviewer').selectOption({ label: 'Demo Admin (Admin)' })
      await submit.getByRole('button', { name: 'Submit for review' }).click()

      // The drawer opens on the item with a success toast (gone after five seconds: measure at once).
      const drawer = page.getByRole('dialog', { name: title })
      const comment = drawer.getByRole('button', { name: 'Comment', exact: true })
      await comment.scrollIntoViewIfNeeded()
      await expect(toasts(page).getByText('Submitted for review')).toBeVisible()
      await expectApart(toasts(page), comment)
    })
  }
})

test.describe('keyboard', () => {
  test('a dialog starts at its first field and gives the focus back to its opener', async ({
    page,
  }) => {
    await signInAsDemo(page, 'Admin')
    await openContentTypes(page)
    const opener = page.getByRole('button', { name: 'Add Content Type' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create Content Type' })
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  for (const width of widths) {
    test(`a skip link, the first tab stop, takes the keyboard to the page at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await signInAsDemo(page, 'Admin')
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('main')).toBeVisible()
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto('/content')
        const create = page.getByRole('button', { name: 'Create Content' })
        await expect(create).toBeVisible()
        await page.keyboard.press('Tab')
        const skip = page.getByRole('link', { name: 'Skip to content' })
        await expect(skip).toBeFocused()
        await expect(skip).toBeInViewport()
        const box = await skip.boundingBox()
        expect(box?.width ?? 0).toBeGreaterThan(40)
        await page.screenshot({ path: path.join(artifacts, `skip-link-${width}-${scheme}.png`) })
        await page.keyboard.press('Enter')
        let presses = 0
        while (presses < 6 && !(await create.evaluate((el) => el === document.activeElement))) {
          await page.keyboard.press('Tab')
          presses += 1
        }
        await expect(create).toBeFocused()
      }
    })
  }

  test('the rich-text toolbar is one tab stop with arrow keys between its buttons', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Toolbar')
    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}&new=1`)
    const dialog = page.getByRole('dialog', { name: 'Create Content' })
    const toolbar = dialog.getByRole('toolbar', { name: 'Body formatting' })
    const body = dialog.getByRole('textbox', { name: 'Body' })
    const bold = toolbar.getByRole('button', { name: 'Bold', exact: true })
    await bold.focus()
    await page.keyboard.press('Tab')
    await expect(body).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(bold).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(toolbar.getByRole('button', { name: 'Image' })).toBeFocused()
    await page.keyboard.press('Home')
    await expect(bold).toBeFocused()
    // One stop: the next Tab leaves the toolbar for the text, not for Italic.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Tab')
    await expect(body).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    expect(await toolbar.evaluate((el) => el.contains(document.activeElement))).toBe(false)
  })

  for (const width of widths) {
    test(`links come from a dialog that says why a javascript: link is refused at ${width} px`, async ({
      page,
      request,
    }) => {
      const type = await createTestType(request, `Links ${width}`)
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await signInAsDemo(page, 'Editor')
      let prompted = false
      page.on('dialog', (native) => {
        prompted = true
        void native.dismiss()
      })
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto(`/content?type=${type.id}&new=1`)
        const editor = page.getByRole('dialog', { name: 'Create Content' })
        const body = editor.getByRole('textbox', { name: 'Body' })
        await body.click()
        await page.keyboard.type('See ')
        await editor.getByRole('button', { name: 'Link', exact: true }).click()
        const link = page.getByRole('dialog', { name: 'Link' })
        const url = link.getByLabel('URL')
        await expect(url).toBeFocused()
        await url.fill('javascript:alert(1)')
        await link.getByLabel('Text').fill('the guide')
        await link.getByRole('button', { name: 'Add link' }).click()
        const refusal = link.getByText(/“javascript:” links are not allowed/)
        await expect(refusal).toBeVisible()
        await expect(url).toHaveAttribute('aria-invalid', 'true')
        await page.screenshot({ path: path.join(artifacts, `link-dialog-${width}-${scheme}.png`) })

        await url.fill('example.com/guide')
        await link.getByRole('checkbox', { name: 'Open in a new tab' }).uncheck()
        await link.getByRole('button', { name: 'Add link' }).click()
        await expect(link).toHaveCount(0)
        await expect(body).toBeFocused()
        const anchor = body.getByRole('link', { name: 'the guide' })
        await expect(anchor).toHaveAttribute('href', 'https://example.com/guide')
        await expect(anchor).not.toHaveAttribute('target', '_blank')
        await page.keyboard.press('Escape')
        await page
          .getByRole('dialog', { name: 'Discard changes?' })
          .getByRole('button', { name: 'Discard' })
          .click()
      }
      expect(prompted, 'no browser prompt').toBe(false)
    })
  }

  test('an image by URL comes from a dialog with alt text', async ({ page, request }) => {
    const type = await createTestType(request, 'Images')
    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}&new=1`)
    const editor = page.getByRole('dialog', { name: 'Create Content' })
    await editor.getByRole('textbox', { name: 'Body' }).click()
    await editor.getByRole('button', { name: 'Image', exact: true }).click()
    await page.getByRole('button', { name: /use a url/i }).click()
    const image = page.getByRole('dialog', { name: 'Image from a URL' })
    await expect(image.getByLabel('Image URL')).toBeFocused()
    await image.getByLabel('Image URL').fill('javascript:alert(1)')
    await image.getByRole('button', { name: 'Insert image' }).click()
    await expect(image.getByText(/Enter an image URL starting with http/)).toBeVisible()
    await image.getByLabel('Image URL').fill('https://example.com/cat.png')
    await image.getByLabel('Alt text').fill('A cat asleep')
    await image.getByRole('button', { name: 'Insert image' }).click()
    await expect(image).toHaveCount(0)
    await expect(editor.getByRole('img', { name: 'A cat asleep' })).toHaveAttribute(
      'src',
      'https://example.com/cat.png',
    )
  })
})
