import path from 'node:path'

import { expect, test, type Page, type Response } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'
import { createTestType } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

/**
 * Everything the Content-Security-Policy blocks on the page: Chromium's console report
 * ("Refused to …") and the page's own securitypolicyviolation events, which also catch
 * blocked style attributes and `<style>` elements.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  // Init scripts run outside the page's policy, before any of its own scripts.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI}`,
      )
    })
  })
  return violations
}

/** The page's policy, directive by directive. */
function policyOf(response: Response | null): Map<string, string[]> {
  const header = response?.headers()['content-security-policy']
  expect(header, 'Content-Security-Policy header').toBeTruthy()
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

function expectPagePolicy(response: Response | null) {
  const policy = policyOf(response)
  const scripts = policy.get('script-src') ?? []
  expect(scripts[0]).toBe("'self'")
  // The inline theme script, by hash; nothing that would let an injected script run.
  expect(scripts.slice(1).length).toBeGreaterThan(0)
  for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[\w+/]+=*'$/)
  expect(policy.get('default-src')).toEqual(["'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  expect(policy.get('base-uri')).toEqual(["'self'"])
}

test.describe('Content-Security-Policy', () => {
  test.describe.configure({ timeout: 90_000 })

  test('public pages run their theme script and nothing is blocked', async ({ page }) => {
    const violations = await watchViolations(page)
    // A stored dark theme, which the inline script applies before the first paint: a blocked
    // script would show up below as a violation.
    await page.addInitScript(() => localStorage.setItem('folio-theme', 'dark'))
    for (const url of ['/', '/pricing', '/docs', '/contact']) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      expectPagePolicy(response)
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      await expect(page.getByRole('contentinfo')).toBeVisible()
    }
    await page.goto('/')
    await page.screenshot({ path: path.join(artifacts, 'csp-landing-dark.png') })
    expect(violations).toEqual([])
  })

  test('the signed-in app works under the policy: editor, media, settings, API docs', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'CSP check')
    const violations = await watchViolations(page)

    const login = await page.goto('/login')
    expectPagePolicy(login)
    await signInAsDemo(page, 'Admin')
    const dashboard = await page.goto('/dashboard')
    expectPagePolicy(dashboard)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // TipTap's editor, its toolbar and a Radix dialog with its scroll lock.
    await page.goto(`/content?type=${type.id}`)
    await page.getByRole('button', { name: 'Create Content', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Content' })
    await dialog.getByLabel('Title').fill(`Under the policy ${Date.now()}`)
    const body = dialog.getByRole('textbox', { name: 'Body' })
    await body.click()
    await page.keyboard.type('Rich text and bold words')
    for (let i = 0; i < 'bold words'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
    await dialog.getByRole('button', { name: 'Bold', exact: true }).click()
    await expect(body.locator('strong')).toHaveText('bold words')
    await dialog.screenshot({ path: path.join(artifacts, 'csp-content-editor.png') })
    await page.keyboard.press('Escape')

    await page.goto('/media')
    await expect(page.getByRole('heading', { name: 'Media Library' })).toBeVisible()

    await page.goto('/settings?tab=appearance')
    await expect(page.getByText('Primary colour')).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'csp-settings-appearance.png') })

    await page.goto('/api')
    await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible()

    expect(violations).toEqual([])
  })

  test('API answers load nothing and cannot be framed', async ({ request }) => {
    const response = await request.get('/api/v1/health')
    expect(response.headers()['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    )
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  })
})
