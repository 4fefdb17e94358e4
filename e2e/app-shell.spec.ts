import path from 'node:path'

import { expect, test } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

test.describe('application shell', () => {
  test('the sidebar collapses to an icon rail and expands again', async ({ page }) => {
    await signInAsDemo(page, 'Admin')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    const open = (await sidebar.boundingBox())?.width ?? 0

    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(open / 2)
    await page.screenshot({ path: path.join(artifacts, 'shell-collapsed.png') })

    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBe(open)
  })

  test('the theme menu switches to dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await signInAsDemo(page, 'Editor')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.getByRole('button', { name: /^Theme:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.screenshot({ path: path.join(artifacts, 'shell-dark.png') })
  })

  test('a toast appears after an action and closes itself after 5 seconds', async ({ page }) => {
    await signInAsDemo(page, 'Viewer')
    await page.goto('/profile')
    await page.getByLabel('Full name').fill(`Demo Viewer ${Date.now() % 1000}`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()

    const toasts = page.getByRole('region', { name: 'Notifications' })
    const toast = toasts.getByText('Profile updated')
    await expect(toast).toBeVisible()
    const shownAt = Date.now()
    await expect(toast).toBeHidden({ timeout: 8_000 })
    expect(Date.now() - shownAt).toBeGreaterThan(3_500)

    // Auto-closing notifications leave the list too (spec section 4): the bell is empty again.
    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click()
    await expect(page.getByText('You are all caught up.')).toBeVisible()
  })

  test('Ctrl+K opens the command palette and finds content', async ({ page }) => {
    await signInAsDemo(page, 'Editor')
    // The shortcut listens once the shell has rendered; on a busy machine that can trail the URL.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Control+k')
    const search = page.getByRole('combobox')
    await search.fill('welcome')
    await expect(page.getByRole('option', { name: /Welcome to Folio/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(search).toBeHidden()
  })
})
