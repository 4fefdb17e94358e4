import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/** A webhook receiver on a free local port that answers 200 and remembers every call. */
async function startReceiver() {
  const received: Received[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    received,
    url: (suffix: string) => `http://127.0.0.1:${port}/hooks/${suffix}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The `Folio-Signature` a receiver expects for this body under the webhook's secret. */
function verifies(secret: string, call: Received): boolean {
  const header = String(call.headers['folio-signature'] ?? '')
  const match = /^t=(\d+),v1=([0-9a-f]+)$/.exec(header)
  if (!match) return false
  const mac = createHmac('sha256', secret).update(`${match[1]}.${call.body}`).digest('hex')
  return mac === match[2]
}

/** Clicks Refresh until the log shows `row` (the list refreshes itself only while pending). */
async function refreshUntilVisible(page: Page, dialogName: string, text: RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  const row = dialog.getByRole('listitem').filter({ hasText: text })
  await expect(async () => {
    if (!(await row.first().isVisible()))
      await dialog.getByRole('button', { name: 'Refresh' }).click()
    await expect(row.first()).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  return row.first()
}

test.describe('Settings → Webhooks', () => {
  test('a webhook receives a signed test event and an item being published, and logs both', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const receiver = await startReceiver()
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`
    const name = `Rebuild ${stamp}`
    try {
      await signInAsDemo(page, 'Admin')
      await page.goto('/settings?tab=webhooks')
      await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute(
        'aria-selected',
        'true',
      )

      // Create, for item events.
      await page.getByRole('button', { name: 'Create webhook' }).first().click()
      const form = page.getByRole('dialog', { name: 'Create webhook' })
      await form.getByRole('button', { name: 'Create webhook' }).click()
      await expect(form.getByText('Choose at least one event')).toBeVisible()
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('URL').fill(receiver.url(stamp))
      for (const event of ['Item created', 'Item updated', 'Item published']) {
        await form.getByLabel(event).check()
      }
      await form.getByRole('button', { name: 'Create webhook' }).click()

      const reveal = page.getByRole('dialog', { name: 'Webhook created' })
      const secret =
        (await reveal.getByRole('textbox', { name: 'Signing secret' }).textContent()) ?? ''
      expect(secret).toMatch(/^whsec_/)
      await reveal.getByRole('button', { name: 'Done' }).click()

      const row = page.getByRole('listitem', { name, exact: true })
      await expect(row.getByText(/^3 events/)).toBeVisible()
      await expect(row.getByText('No deliveries yet')).toBeVisible()
      await expect(row.getByRole('switch', { name: `Enabled: ${name}` })).toBeChecked()

      // Send test event: the receiver gets it, signed, and the log shows 200 with a duration.
      await row.getByRole('button', { name: `Send test event to ${name}` }).click()
      await expect(
        page
          .getByRole('region', { name: 'Notifications' })
          .getByText(`Test event sent to “${name}”`),
      ).toBeVisible()
      await expect
        .poll(
          () =>
            receiver.received.filter((call) => call.headers['folio-event'] === 'webhook.test')
              .length,
          {
            timeout: 15_000,
          },
        )
        .toBe(1)
      const test = receiver.received.find((call) => call.headers['folio-event'] === 'webhook.test')!
      expect(test.path).toBe(`/hooks/${stamp}`)
      expect(verifies(secret, test)).toBe(true)
      await expect(row.getByText('Delivered')).toBeVisible({ timeout: 15_000 })

      await row.getByRole('button', { name: 'Delivery log' }).click()
      const logName = `Delivery log: ${name}`
      const testRow = await refreshUntilVisible(page, logName, /webhook\.test[\s\S]*Delivered/)
      await expect(testRow.getByText('200', { exact: true })).toBeVisible()
      await expect(testRow.getByText(/^\d+ ms$/)).toBeVisible()
      await testRow.getByText('Payload').click()
      await expect(testRow.getByText('"event": "webhook.test"')).toBeVisible()

      // Publishing an item through the API reaches the receiver as item.published.
      const type = await createTestType(request, 'Hook Spec')
      const [item] = await createItems(request, type, [
        { title: `Launch ${stamp}`, status: 'published' },
      ])
      const published = () =>
        receiver.received.filter(
          (call) =>
            call.headers['folio-event'] === 'item.published' && call.body.includes(item!.id),
        )
      await expect.poll(() => published().length, { timeout: 15_000 }).toBe(1)
      const body = JSON.parse(published()[0]!.body) as { event: string; data: { title: string } }
      expect(body.event).toBe('item.published')
      expect(body.data.title).toBe(`Launch ${stamp}`)
      expect(verifies(secret, published()[0]!)).toBe(true)

      const publishedRow = await refreshUntilVisible(
        page,
        logName,
        new RegExp(`item\\.published[\\s\\S]*Delivered`),
      )
      await expect(publishedRow.getByText('200', { exact: true })).toBeVisible()
      await page.screenshot({ path: path.join(artifacts, 'settings-webhooks-log.png') })
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.setViewportSize({ width: 375, height: 812 })
      await page.screenshot({ path: path.join(artifacts, 'settings-webhooks-log-dark-phone.png') })
    } finally {
      const hooks = await apiAs<{ id: string; name: string }[]>(
        request,
        'admin',
        'GET',
        '/webhooks',
      )
      for (const hook of hooks.filter((candidate) => candidate.name === name)) {
        await apiAs(request, 'admin', 'DELETE', `/webhooks/${hook.id}`)
      }
      await receiver.close()
    }
  })

  test('screenshots of the Webhooks tab in light and dark, desktop and phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const name = `Screenshot hook ${Date.now()}`
    const hook = await apiAs<{ id: string }>(request, 'admin', 'POST', '/webhooks', {
      name,
      // Disabled, so the events of other specs never queue deliveries to this dead address.
      url: 'http://127.0.0.1:9/folio',
      events: ['item.published', 'item.unpublished'],
      enabled: false,
    })
    try {
      await signInAsDemo(page, 'Admin')
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const [label, size] of [
          ['desktop', { width: 1280, height: 900 }],
          ['phone', { width: 375, height: 812 }],
        ] as const) {
          await page.setViewportSize(size)
          await page.goto('/settings?tab=webhooks')
          await expect(page.getByRole('listitem', { name, exact: true })).toBeVisible()
          await page.screenshot({
            path: path.join(artifacts, `settings-webhooks-${scheme}-${label}.png`),
            fullPage: true,
          })
          await page.getByRole('button', { name: 'Create webhook' }).first().click()
          const form = page.getByRole('dialog', { name: 'Create webhook' })
          await form.getByLabel('URL').fill('ftp://example.com')
          await form.getByRole('button', { name: 'Create webhook' }).click()
          await expect(form.getByText('Enter an http:// or https:// URL')).toBeVisible()
          await page.screenshot({
            path: path.join(artifacts, `settings-webhook-form-${scheme}-${label}.png`),
          })
          await form.getByRole('button', { name: 'Cancel' }).click()
          await page
            .getByRole('dialog', { name: 'Discard changes?' })
            .getByRole('button', { name: 'Discard' })
            .click()
        }
      }
    } finally {
      await apiAs(request, 'admin', 'DELETE', `/webhooks/${hook.id}`)
    }
  })
})
