import { expect, test, type Page } from '@playwright/test'

import { apiAs, demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { inEveryLook } from './support/looks.js'
import { latestMail } from './support/mailbox.js'

interface InboxMessage {
  id: string
  name: string
  read: boolean
}

const SHOTS = process.env.E2E_SHOTS_DIR

/** A visitor's message through the public contact form. */
async function sendFromContactPage(page: Page, name: string, email: string, message: string) {
  await page.goto('/contact')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('heading', { name: `Thanks, ${name}!` })).toBeVisible()
}

test.describe('contact inbox', () => {
  test('a visitor’s message reaches the admins: unread in the Inbox, read once opened, emailed, deletable', async ({
    page,
    request,
  }) => {
    const name = `Visitor ${Date.now()}`
    const email = `visitor-${Date.now()}@example.com`
    const text = 'Hello! See <b>http://spam.example.com</b>\nSecond line'
    await sendFromContactPage(page, name, email, text)

    await page.setViewportSize({ width: 1280, height: 800 })
    await signInAsDemo(page, 'Admin')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    const inboxLink = sidebar.getByRole('link', { name: /^Inbox \d+ unread$/ })
    // The Inbox joins the Admin links without pushing any of them out of a 1280×800 window.
    for (const link of [
      inboxLink,
      ...['Users', 'Settings', 'API'].map((label) =>
        sidebar.getByRole('link', { name: label, exact: true }),
      ),
    ]) {
      await expect(link).toBeInViewport({ ratio: 1 })
    }
    await inboxLink.click()
    await expect(page).toHaveURL(/\/inbox$/)
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()

    const list = page.getByRole('list', { name: 'Messages' })
    const row = list.getByRole('button', { name: new RegExp(`^${name}`) })
    await expect(row).toHaveAccessibleName(new RegExp(`^${name} \\(unread\\)`))

    // Opened from the keyboard, it shows the text as typed: no markup, no links.
    await row.focus()
    await page.keyboard.press('Enter')
    const message = page.getByRole('article', { name })
    await expect(message.getByRole('heading', { name })).toBeFocused()
    await expect(message.getByTestId('inbox-message-text')).toHaveText(text)
    await expect(message.getByTestId('inbox-message-text').locator('a, b')).toHaveCount(0)
    const reply = message.getByRole('link', { name: 'Reply' })
    await expect(reply).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${email.replace('.', '\\.')}\\?subject=Re%3A%20Your%20message%20to%20`),
    )
    // Opening marked it read, for the list and the server alike.
    await expect(row).not.toHaveAccessibleName(/\(unread\)/)
    const stored = await apiAs<InboxMessage[]>(request, 'admin', 'GET', '/contact-messages')
    expect(stored.find((m) => m.name === name)?.read).toBe(true)

    const mail = await latestMail(request, 'admin@demo.folio.dev', 'contact_notification')
    expect(mail.subject).toBe(`New message from ${name} on the contact page`)
    expect(mail.links.some((link) => link.includes('/inbox?message='))).toBe(true)

    if (SHOTS) {
      await inEveryLook(page, async (look) => {
        // Loaded at this size, as a phone would: no sidebar sliding away mid-shot.
        await page.reload()
        await expect(page.getByRole('article', { name })).toBeVisible()
        // On a phone the open message takes the screen, with Back to inbox above it.
        await expect(page.getByRole('button', { name: 'Back to inbox' })).toBeVisible({
          visible: look.endsWith('phone'),
        })
        await page.screenshot({ path: `${SHOTS}/inbox-open-${look}.png`, fullPage: true })
      })
      await page.setViewportSize({ width: 1280, height: 800 })
    }

    await message.getByRole('button', { name: 'Mark as unread' }).click()
    await expect(row).toHaveAccessibleName(new RegExp(`^${name} \\(unread\\)`))
    if (SHOTS) {
      await inEveryLook(page, async (look) => {
        await page.reload()
        await expect(row).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/inbox-list-${look}.png`, fullPage: true })
      })
      await page.setViewportSize({ width: 1280, height: 800 })
    }

    await row.click()
    await page.getByRole('article', { name }).getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete message?' })
    await expect(confirm).toContainText(name)
    await confirm.getByRole('button', { name: 'Delete message' }).click()
    await expect(confirm).toBeHidden()
    await expect(list.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveCount(0)
    const after = await apiAs<InboxMessage[]>(request, 'admin', 'GET', '/contact-messages')
    expect(after.some((m) => m.name === name)).toBe(false)
  })

  test('editors see no Inbox link, and the Inbox refuses them', async ({ page, request }) => {
    await signInAsDemo(page, 'Editor')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: /Inbox/ })).toHaveCount(0)

    // Opened by its address, the admin screen sends them back to the dashboard; the API refuses.
    await page.goto('/inbox')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toHaveCount(0)
    const token = await demoToken(request, 'editor')
    const refused = await request.get('/api/v1/contact-messages', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({
      error: { code: 'forbidden', message: 'This needs the admin role; you are editor' },
    })
  })
})
