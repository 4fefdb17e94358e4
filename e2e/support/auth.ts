import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { latestMail } from './mailbox.js'

export const DEMO_PASSWORD = 'folio-demo-2025'

/** Signs in from the login page with email and password and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** Where the app keeps its session (apps/web/src/lib/auth-storage.ts). */
const AUTH_STORAGE_KEY = 'folio-auth'

/**
 * Opens the dashboard signed in as a demo account ("Admin", "Editor", "Viewer"). The session
 * comes from the auth API and is stored where the app's "Remember me" keeps it: loading the
 * login page and its chunks to press a button took a third of a short spec's time, and
 * auth.spec.ts already signs in through those buttons.
 */
export async function signInAsDemo(page: Page, role: 'Admin' | 'Editor' | 'Viewer') {
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: `${role.toLowerCase()}@demo.folio.dev`, password: DEMO_PASSWORD },
  })
  expect(response.status(), await response.text()).toBe(200)
  const session = await response.text()
  // Any page of the origin gives access to its storage; the health check is the lightest.
  await page.goto('/api/v1/health')
  await page.evaluate(
    ([key, value]) => {
      window.sessionStorage.removeItem(key)
      window.localStorage.setItem(key, value)
    },
    [AUTH_STORAGE_KEY, session] as const,
  )
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

/** Creates an account through the sign-up page and confirms it with the emailed link. */
export async function signUpAndConfirm(
  page: Page,
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
) {
  await page.goto('/signup')
  await page.getByLabel('Full name').fill(account.name)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByText(account.email)).toBeVisible()

  const confirmation = await latestMail(request, account.email, 'signup')
  const link = confirmation.links[0]
  expect(link).toContain('/auth/v1/verify')
  await page.goto(link ?? '')
  await expect(page).toHaveURL(/\/dashboard$/)
}
