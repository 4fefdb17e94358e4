import { expect, test } from '@playwright/test'

import { DEMO_PASSWORD, signIn, signInAsDemo, signOut, signUpAndConfirm } from './support/auth.js'
import { latestMail } from './support/mailbox.js'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

test.describe('accounts', () => {
  test('sign up, confirm from the mailbox, then sign in with the password', async ({
    page,
    request,
  }) => {
    const account = {
      name: 'Nova Writer',
      email: `nova-${unique()}@example.com`,
      password: 'quiet-harbour-lantern',
    }
    await signUpAndConfirm(page, request, account)
    await expect(page.getByRole('button', { name: /^Account menu for Nova Writer/ })).toBeVisible()

    await signOut(page)
    await signIn(page, account.email, account.password)
    await expect(page.getByRole('button', { name: /^Account menu for Nova Writer/ })).toBeVisible()
  })

  test('a wrong password shows the error box and keeps the visitor on the login page', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('admin@demo.folio.dev')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('Invalid')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('forgot password: request, follow the emailed link, set a new one, sign in with it', async ({
    page,
    request,
  }) => {
    const account = {
      name: 'Reset Tester',
      email: `reset-${unique()}@example.com`,
      password: 'first-long-passphrase',
    }
    await signUpAndConfirm(page, request, account)
    await signOut(page)

    await page.getByLabel('Email').fill(account.email)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

    const recovery = await latestMail(request, account.email, 'recovery')
    await page.goto(recovery.links[0] ?? '')
    await expect(page).toHaveURL(/\/reset-password/)
    const newPassword = 'second-longer-passphrase'
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: /Save password/ }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    await signOut(page)
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await signIn(page, account.email, newPassword)
  })

  test('the login page shows the demo accounts and their shared password', async ({ page }) => {
    await page.goto('/login')
    const panel = page.getByRole('region', { name: 'Demo Accounts' })
    for (const role of ['Admin', 'Editor', 'Viewer']) {
      await expect(panel.getByRole('button', { name: new RegExp(`^${role}`) })).toBeVisible()
    }
    await expect(panel).toContainText(DEMO_PASSWORD)
  })
})

test.describe('roles and guards', () => {
  test('each demo account sees the sidebar its role allows', async ({ page }) => {
    for (const [role, seesAdmin] of [
      ['Admin', true],
      ['Editor', false],
      ['Viewer', false],
    ] as const) {
      await signInAsDemo(page, role)
      const sidebar = page.getByRole('navigation', { name: 'Application' })
      for (const link of [
        'Dashboard',
        'Content Types',
        'Content',
        'Workflow',
        'Media Library',
        'AI Assistant',
      ]) {
        await expect(sidebar.getByRole('link', { name: link, exact: true })).toBeVisible()
      }
      for (const link of ['Users', 'Settings', 'API']) {
        const item = sidebar.getByRole('link', { name: link, exact: true })
        if (seesAdmin) await expect(item).toBeVisible()
        else await expect(item).toHaveCount(0)
      }
      await signOut(page)
    }
  })

  test('an editor sent to /users lands on the dashboard', async ({ page }) => {
    await signInAsDemo(page, 'Editor')
    await page.goto('/users')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('a signed-out visitor is sent to sign in, then back to the page they wanted', async ({
    page,
  }) => {
    await page.goto('/users')
    await expect(page).toHaveURL(/\/login/)
    await page.getByRole('button', { name: /^Admin/ }).click()
    await expect(page).toHaveURL(/\/users$/)
    await expect(page.getByRole('row').nth(1)).toBeVisible()
  })

  test('signed-in users are sent from the landing and login pages to the dashboard', async ({
    page,
  }) => {
    await signInAsDemo(page, 'Viewer')
    await page.goto('/')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
