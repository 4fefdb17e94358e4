import path from 'node:path'

import { expect, test } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface Site {
  name: string
  primaryColor: string
}

const defaultGeneral = {
  siteName: 'Folio',
  siteDescription: '',
  logoUrl: '',
  faviconUrl: '',
  previewUrl: '',
}

test.describe('Settings → General and Appearance', () => {
  // One worker for both: the reset below runs in every worker that ran a test, and in a worker
  // of its own it would put the site name back while the other test is checking it.
  test.describe.configure({ mode: 'serial' })

  test.afterAll(async ({ request }) => {
    // Other specs share this installation: leave it as they expect it.
    await apiAs(request, 'admin', 'PUT', '/settings/general', defaultGeneral)
    await apiAs(request, 'admin', 'PUT', '/settings/appearance', {
      defaultTheme: 'system',
      primaryColor: '#0A84FF',
    })
  })

  test('an admin picks a primary colour and it is applied after a reload', async ({ page }) => {
    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=appearance')
    const blue = page.getByRole('radio', { name: 'Blue #0A84FF' })
    await expect(blue).toBeChecked()
    await page.getByText('Primary colour').scrollIntoViewIfNeeded()
    await page.getByRole('radio', { name: 'Indigo #5E5CE6' }).check({ force: true })
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Settings saved successfully')).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'settings-appearance.png') })

    await page.reload()
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      )
    await expect.poll(primary).toBe('#5e5ce6')
    await expect(page.getByRole('radio', { name: 'Indigo #5E5CE6' })).toBeChecked()
    // A filled button is drawn from the variable, so the colour really reaches the page.
    const save = page.getByRole('button', { name: 'Save Settings' })
    const background = await save.evaluate((button) => getComputedStyle(button).backgroundColor)
    expect(background).not.toBe('rgb(0, 0, 0)')
    await page.goto('/dashboard')
    await expect.poll(primary).toBe('#5e5ce6')
  })

  test('an admin renames the site and sees it in the sidebar and GET /site', async ({
    page,
    request,
  }) => {
    const name = `Northwind ${Date.now() % 10_000}`
    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=general')
    const field = page.getByLabel('Site name')
    await expect(field).toHaveValue(/.+/)
    await field.fill(name)
    await page.getByLabel('Logo URL').fill('not a url')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Logo URL must be a valid http:// or https:// URL')).toBeVisible()
    await page.getByLabel('Logo URL').fill('')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Settings saved successfully')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('link', { name: `${name} dashboard` })).toBeVisible()
    const site = (await (await request.get('/api/v1/site')).json()) as { data: Site }
    expect(site.data.name).toBe(name)
    await page.screenshot({ path: path.join(artifacts, 'settings-general.png') })
  })

  test('the site name and favicon reach the browser tab at once, in the app and on public pages', async ({
    page,
    browser,
    request,
  }) => {
    const name = `Harbor ${Date.now() % 10_000}`
    const favicon = 'https://cdn.example.com/harbor-favicon.png'
    const icon = page.locator('link[rel="icon"]')
    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=general')
    await expect(page).toHaveTitle(/^Settings — /)
    await page.getByLabel('Site name').fill(name)
    await page.getByLabel('Favicon URL').fill(favicon)
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Settings saved successfully')).toBeVisible()
    // No reload: the tab follows the save.
    await expect(page).toHaveTitle(`Settings — ${name}`)
    await expect(icon).toHaveAttribute('href', favicon)
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click()
    await expect(page).toHaveTitle(`Dashboard — ${name}`)

    // A visitor who never opened the app sees the same name, icon, colour and default theme.
    await apiAs(request, 'admin', 'PUT', '/settings/appearance', {
      defaultTheme: 'dark',
      primaryColor: '#FF9500',
    })
    const visitor = await browser.newContext({ colorScheme: 'light' })
    try {
      const publicPage = await visitor.newPage()
      await publicPage.goto('/pricing')
      await expect(publicPage).toHaveTitle(`Pricing — ${name}`)
      await expect(publicPage.locator('link[rel="icon"]')).toHaveAttribute('href', favicon)
      await expect(publicPage.locator('html')).toHaveClass(/\bdark\b/)
      await expect
        .poll(() =>
          publicPage.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
          ),
        )
        .toBe('#ff9500')
      await publicPage.screenshot({ path: path.join(artifacts, 'public-site-appearance.png') })
    } finally {
      await visitor.close()
      await apiAs(request, 'admin', 'PUT', '/settings/appearance', {
        defaultTheme: 'system',
        primaryColor: '#0A84FF',
      })
      await apiAs(request, 'admin', 'PUT', '/settings/general', defaultGeneral)
    }
  })
})
