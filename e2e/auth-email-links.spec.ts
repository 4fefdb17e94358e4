import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signOut } from './support/auth.js'
import { inEveryLook } from './support/looks.js'
import { latestMail } from './support/mailbox.js'

// The e2e server's SITE_URL is http://127.0.0.1:PORT; the same server answers at localhost too,
// an address SITE_URL does not name (as an IP, a second domain or a proxy would be).
const port = Number(process.env.E2E_PORT ?? 3199)
const SITE = `http://127.0.0.1:${port}`
const ELSEWHERE = `http://localhost:${port}`

/** Waits until the page is at `url` (origin and path; the fragment a link leaves does not count). */
async function expectAt(page: Page, url: string) {
  await expect
    .poll(() => {
      const { origin, pathname } = new URL(page.url())
      return `${origin}${pathname}`
    })
    .toBe(url)
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** A confirmed account with a password, made through the auth API and its emailed link. */
async function confirmedAccount(request: APIRequestContext, password: string): Promise<string> {
  const email = `links-${unique()}@example.com`
  const signup = await request.post('/auth/v1/signup', { data: { email, password } })
  expect(signup.ok()).toBe(true)
  const link = (await latestMail(request, email, 'signup')).links[0] ?? ''
  const confirmed = await request.get(link, { maxRedirects: 0 })
  expect(confirmed.status()).toBe(303)
  expect(confirmed.headers().location).toContain('#access_token=')
  return email
}

test.describe('email links', () => {
  test('forgot password at another address than SITE_URL: the link opens the reset form', async ({
    page,
    request,
  }) => {
    const email = await confirmedAccount(request, 'first-long-passphrase')

    await page.goto(`${ELSEWHERE}/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

    // The page the link opens is the reset form, on the site's address.
    const link = (await latestMail(request, email, 'recovery')).links[0] ?? ''
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await expectAt(page, `${SITE}/reset-password`)
    await expect(page.getByText(email)).toBeVisible()
    await inEveryLook(page, async (look) => {
      await page.screenshot({ path: `/tmp/h1-reset-form-${look}.png`, fullPage: true })
    })

    const newPassword = 'second-longer-passphrase'
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: /Save password/ }).click()
    // Hashing the password takes a moment on a busy machine.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
    await signOut(page)

    // The new password signs in at the address the user started from.
    await page.goto(`${ELSEWHERE}/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectAt(page, `${ELSEWHERE}/dashboard`)
  })

  test('an invitation opens "Choose your password", not a new one', async ({ page, request }) => {
    const email = `invited-${unique()}@example.com`
    await apiAs(request, 'admin', 'POST', '/users/invite', {
      email,
      name: 'Invited Writer',
      role: 'editor',
    })
    const link = (await latestMail(request, email, 'invite')).links[0] ?? ''
    await page.goto(link)
    await expectAt(page, `${SITE}/accept-invite`)
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
    await expect(page.getByText(/new password/i)).toHaveCount(0)
    await inEveryLook(page, async (look) => {
      await page.screenshot({ path: `/tmp/h1-invite-form-${look}.png`, fullPage: true })
    })

    const password = 'invited-long-passphrase'
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Confirm password').fill(password)
    await page.getByRole('button', { name: /Save password/ }).click()
    // Hashing the password takes a moment on a busy machine.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
    await expect(
      page.getByRole('button', { name: /^Account menu for Invited Writer/ }),
    ).toBeVisible()
  })

  test('a redirect_to outside the allow-list is refused, with the reason on the page', async ({
    page,
    request,
  }) => {
    const email = await confirmedAccount(request, 'first-long-passphrase')

    // The API says why, and sends nothing.
    const refused = await request.post('/auth/v1/recover?redirect_to=https://evil.example/steal', {
      data: { email },
    })
    expect(refused.status()).toBe(400)
    expect(await refused.json()).toMatchObject({
      code: 'validation_failed',
      msg: expect.stringContaining('AUTH_REDIRECT_ALLOW_LIST'),
    })

    // A link edited to lead elsewhere lands on the reset page, which says why it was not used.
    const sent = await request.post('/auth/v1/recover', { data: { email } })
    expect(sent.ok()).toBe(true)
    const link = (await latestMail(request, email, 'recovery')).links[0] ?? ''
    const edited = new URL(link)
    edited.searchParams.set('redirect_to', 'https://evil.example/steal')
    await page.goto(edited.toString())
    await expectAt(page, `${SITE}/reset-password`)
    await expect(page.getByRole('heading', { name: 'Reset link needed' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText(
      'This link leads to evil.example, which is not an address of this site',
    )
    await inEveryLook(page, async (look) => {
      await page.screenshot({ path: `/tmp/h1-refused-link-${look}.png`, fullPage: true })
    })

    // The link as sent still works: the refusal used nothing up.
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  })
})
