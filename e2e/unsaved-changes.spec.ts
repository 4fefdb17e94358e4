import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { signInAsDemo, signUpAndConfirm } from './support/auth.js'
import { createItems, createTestType, rowOf, toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Application' })
const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' })

/** Clicks the backdrop of the open dialog, beside its box. */
async function clickBackdrop(page: Page) {
  await page.mouse.click(8, 8)
}

test.describe('unsaved changes', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a changed page form asks before a sidebar link leaves it; after Save it does not', async ({
    page,
    request,
  }) => {
    // An account of its own: saving its name changes no one else's.
    await signUpAndConfirm(page, request, {
      name: 'Nell Harper',
      email: `unsaved-${Date.now()}@example.com`,
      password: 'correct horse battery',
    })
    await page.goto('/profile')
    const name = page.getByLabel('Full name')
    await expect(name).not.toHaveValue('')
    const before = await name.inputValue()

    // Unchanged: the link leaves at once.
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/profile')

    await name.fill(`${before} Jr.`)
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
    const question = discardQuestion(page)
    await expect(question).toBeVisible()
    await expect(question).toContainText('Your changes have not been saved.')
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await expect(question).toBeHidden()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(name).toHaveValue(`${before} Jr.`)

    // Discard: the link goes where it points.
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
    await discardQuestion(page).getByRole('button', { name: 'Discard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // Saved: nothing is lost by leaving, so nothing asks.
    await page.goto('/profile')
    await name.fill(`${before} Sr.`)
    await page
      .getByRole('form', { name: 'Profile details' })
      .getByRole('button', { name: 'Save' })
      .click()
    await expect(toasts(page).getByText('Profile updated')).toBeVisible()
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(discardQuestion(page)).toHaveCount(0)
  })

  test('the item editor asks before Cancel, Escape, the backdrop or Back throw an edit away', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Unsaved')
    const title = `Launch notes ${Date.now()}`
    await createItems(request, type, [{ title }])
    await signInAsDemo(page, 'Editor')
    // Into Content from the dashboard within the app, so Back has a page of the app to go to.
    await page.goto('/dashboard')
    await sidebar(page).getByRole('link', { name: 'Content', exact: true }).click()
    await expect(page).toHaveURL(/\/content$/)

    // Opened and closed untouched: no question.
    await rowOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit Content' })
    await expect(edit.getByLabel('Title')).toHaveValue(title)
    await page.keyboard.press('Escape')
    await expect(edit).toBeHidden()

    await rowOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    await edit.getByLabel('Title').fill(`${title}, second draft`)

    const closes: [string, () => Promise<void>][] = [
      ['Escape', () => page.keyboard.press('Escape')],
      ['the backdrop', () => clickBackdrop(page)],
      ['the close button', () => edit.getByRole('button', { name: 'Close dialog' }).click()],
      ['Cancel', () => edit.getByRole('button', { name: 'Cancel' }).click()],
    ]
    for (const [name, close] of closes) {
      await test.step(`closing with ${name} asks`, async () => {
        await close()
        await expect(discardQuestion(page)).toBeVisible()
        await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click()
        await expect(discardQuestion(page)).toBeHidden()
        await expect(edit.getByLabel('Title')).toHaveValue(`${title}, second draft`)
      })
    }

    // Back leaves the page: asked too; Discard closes the editor and goes back.
    await page.goBack()
    await expect(discardQuestion(page)).toBeVisible()
    await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click()
    await expect(page).toHaveURL(/\/content$/)
    await expect(edit.getByLabel('Title')).toHaveValue(`${title}, second draft`)
    await page.goBack()
    await discardQuestion(page).getByRole('button', { name: 'Discard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(edit).toBeHidden()

    // Saved: the editor closes without asking, and the sidebar leaves at once.
    await page.goto(`/content?type=${type.id}`)
    await rowOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    await edit.getByLabel('Title').fill(`${title}, final`)
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(toasts(page).getByText('Content updated successfully')).toBeVisible()
    await expect(edit).toBeHidden()
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(discardQuestion(page)).toHaveCount(0)
  })

  test('a create dialog with a name typed asks on Escape and the backdrop; an empty one closes', async ({
    page,
  }) => {
    await signInAsDemo(page, 'Admin')
    await page.goto('/media')
    const newFolder = page.getByRole('button', { name: 'New Folder' })
    const dialog = page.getByRole('dialog', { name: 'New folder' })

    await newFolder.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await newFolder.click()
    await clickBackdrop(page)
    await expect(dialog).toBeHidden()
    await expect(discardQuestion(page)).toHaveCount(0)

    await newFolder.click()
    await dialog.getByLabel('Folder name').fill('Press kit')
    await expect(dialog.getByLabel('Folder name')).toHaveValue('Press kit')
    await page.keyboard.press('Escape')
    await expect(discardQuestion(page)).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'unsaved-discard-1280.png') })
    await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click()
    await expect(dialog.getByLabel('Folder name')).toHaveValue('Press kit')
    // A click while the question is still closing lands on its backdrop, not the dialog's.
    await expect(discardQuestion(page)).toBeHidden()

    await clickBackdrop(page)
    await expect(discardQuestion(page)).toBeVisible()
    await discardQuestion(page).getByRole('button', { name: 'Discard' }).click()
    await expect(discardQuestion(page)).toBeHidden()
    await expect(dialog).toBeHidden()

    // Opened again, it starts empty: the typed name is gone.
    await newFolder.click()
    await expect(dialog.getByLabel('Folder name')).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // On a phone, in the dark, the question fits the screen.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await newFolder.click()
    await dialog.getByLabel('Folder name').fill('Press kit')
    await expect(dialog.getByLabel('Folder name')).toHaveValue('Press kit')
    await page.keyboard.press('Escape')
    await expect(discardQuestion(page)).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'unsaved-discard-360-dark.png') })
    await discardQuestion(page).getByRole('button', { name: 'Discard' }).click()
    await expect(dialog).toBeHidden()
  })

  test('restoring a version asks first and says what happens', async ({ page, request }) => {
    const type = await createTestType(request, 'Restore')
    await createItems(request, type, [{ title: 'Pricing page' }])
    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}`)
    await rowOf(page, 'Pricing page').getByRole('button', { name: 'Edit Pricing page' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Content' })
    await edit.getByLabel('Title').fill('Pricing page (2025)')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(toasts(page).getByText('Content updated successfully')).toBeVisible()

    await rowOf(page, 'Pricing page (2025)')
      .getByRole('button', { name: 'Edit Pricing page (2025)' })
      .click()
    await edit.getByRole('tab', { name: 'History' }).click()
    const versions = edit.getByRole('list', { name: 'Versions' })
    await versions.getByRole('button', { name: /^v1/ }).click()
    await edit.getByRole('button', { name: 'Restore this version' }).click()

    const question = page.getByRole('dialog', { name: 'Restore version 1?' })
    await expect(question).toContainText(
      'The current content (v2) is replaced by version 1, saved as a new version (v3).',
    )
    await page.screenshot({ path: path.join(artifacts, 'unsaved-restore-1280.png') })
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(versions.getByRole('button')).toHaveCount(2)

    await edit.getByRole('button', { name: 'Restore this version' }).click()
    await question.getByRole('button', { name: 'Restore version' }).click()
    await expect(toasts(page).getByText('Version restored')).toBeVisible()
    await expect(versions.getByRole('button')).toHaveCount(3)
    await expect(versions.getByRole('button').first()).toContainText('Restored from v1')

    // At 360 px the question fits the screen.
    await page.setViewportSize({ width: 360, height: 740 })
    await versions.getByRole('button', { name: /^v2/ }).click()
    await edit.getByRole('button', { name: 'Restore this version' }).click()
    await expect(page.getByRole('dialog', { name: 'Restore version 2?' })).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'unsaved-restore-360.png') })
  })
})
