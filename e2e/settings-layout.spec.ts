import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

/** Whether the page scrolls sideways: it never should, at any width. */
function pageScrollsSideways(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
}

async function screenshots(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: path.join(artifacts, `${name}-${scheme}.png`) })
  }
  await page.emulateMedia({ colorScheme: null })
}

test.describe('Settings layout', () => {
  test('at 1280×800 the tabs are a vertical list by group and the Admin links stay in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInAsDemo(page, 'Admin')
    // The connections card must not push the Admin section out of the sidebar.
    const nav = page.getByRole('navigation', { name: 'Application' })
    for (const label of ['Users', 'Settings', 'API']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeInViewport({
        ratio: 1,
      })
    }

    await page.goto('/settings?tab=webhooks')
    const list = page.getByRole('tablist', { name: 'Settings sections' })
    await expect(list).toHaveAttribute('aria-orientation', 'vertical')
    await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    for (const tab of await list.getByRole('tab').all()) await expect(tab).toBeInViewport()
    expect(await pageScrollsSideways(page)).toBe(false)
    await expect(page.getByRole('combobox', { name: 'Settings section' })).toBeHidden()

    // Keyboard: the arrow keys walk the list and open the tab they land on.
    const general = page.getByRole('tab', { name: 'General' })
    await general.click()
    await expect(page).toHaveURL(/\?tab=general$/)
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('tab', { name: 'Appearance' })).toBeFocused()
    await expect(page).toHaveURL(/\?tab=appearance$/)
    await screenshots(page, 'settings-1280')
  })

  test('between 640 and 1024 px the tabs wrap onto rows, all in view', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=audit')
    const list = page.getByRole('tablist', { name: 'Settings sections' })
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    for (const tab of await list.getByRole('tab').all()) await expect(tab).toBeInViewport()
    expect(await pageScrollsSideways(page)).toBe(false)
    await screenshots(page, 'settings-800')
  })

  test('on a 360 px phone a labelled select picks the section', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=database')
    const picker = page.getByRole('combobox', { name: 'Settings section' })
    await expect(picker).toHaveValue('database')
    await expect(page.getByRole('tablist', { name: 'Settings sections' })).toBeHidden()

    await picker.focus()
    await picker.selectOption('workflow')
    await expect(page).toHaveURL(/\?tab=workflow$/)
    await expect(page.getByRole('tabpanel')).toBeVisible()
    expect(await pageScrollsSideways(page)).toBe(false)
    await screenshots(page, 'settings-360')
  })
})
