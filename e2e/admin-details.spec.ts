import path from 'node:path'

import { expect, test, type Page, type Route } from '@playwright/test'

import { apiAs, demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')
const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 800 }

/** The parts of a box that fall outside the viewport, in pixels (0 when it fits). */
async function overflow(page: Page, box: { x: number; y: number; width: number } | null) {
  const viewport = page.viewportSize()!
  expect(box).not.toBeNull()
  return {
    left: Math.max(0, -box!.x),
    right: Math.max(0, box!.x + box!.width - viewport.width),
  }
}

test.describe('examples call a real content type', () => {
  test('the Connections fetch example lists items of a type that answers 200', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Examples')
    await createItems(request, type, [{ title: 'Example item' }])
    await signInAsDemo(page, 'Admin')
    await page.goto('/connections')
    const note = page.getByText(/The examples list the items of/)
    await expect(note).toBeVisible()
    const code = await page.getByRole('tabpanel').locator('pre').first().innerText()
    const url = /fetch\('([^']+)'/.exec(code)?.[1]
    expect(url, code).toBeTruthy()
    expect(url).not.toContain('/content/posts/')
    // The example, run with a real key, finds the type it names.
    const token = await demoToken(request, 'admin')
    const answer = await request.get(new URL(url!).pathname + new URL(url!).search, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.status()).toBe(200)
  })

  test('/api examples use a type the user can read', async ({ page, request }) => {
    await createTestType(request, 'Api examples')
    await signInAsDemo(page, 'Admin')
    await page.goto('/api?tab=examples')
    const select = page.getByLabel('Content type')
    await expect(select).toBeEnabled()
    const slug = await select.inputValue()
    expect(slug).not.toBe('')
    expect(slug).not.toBe('your-type')
    const token = await demoToken(request, 'admin')
    const answer = await request.get(`/api/v1/content/${slug}/items`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.status()).toBe(200)
  })
})

test.describe('dates', () => {
  test('content and media lists say when in the same words, with the full date on hover', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Dated')
    const [item] = await createItems(request, type, [{ title: `Dated item ${Date.now()}` }])
    const token = await demoToken(request, 'editor')
    const upload = await request.post('/api/v1/media', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        files: {
          name: 'dated-file.png',
          mimeType: 'image/png',
          buffer: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
            'base64',
          ),
        },
      },
    })
    expect(upload.status()).toBe(201)

    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?q=${encodeURIComponent(item!.title)}`)
    const contentTime = page
      .getByRole('row', { name: new RegExp(item!.title) })
      .locator('time')
      .first()
    await expect(contentTime).toHaveText(/just now|minutes? ago/)
    await expect(contentTime).toHaveAttribute('title', /\d{4}.*\d{1,2}:\d{2}/)
    await page.goto('/media?view=list&q=dated-file')
    const mediaTime = page
      .getByRole('row', { name: /dated-file/ })
      .locator('time')
      .first()
    // The media list used to show the bare date while every other list said "just now".
    await expect(mediaTime).toHaveText(/just now|minutes? ago/)
    await expect(mediaTime).toHaveAttribute('title', /\d{4}.*\d{1,2}:\d{2}/)
  })
})

test.describe('the Change role submenu', () => {
  test('opens beside the menu and survives a diagonal move to its last item', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await signInAsDemo(page, 'Admin')
    await page.goto('/users')
    await page.getByRole('button', { name: 'Actions for Demo Viewer' }).click()
    const menu = page.getByRole('menu').first()
    const trigger = page.getByRole('menuitem', { name: 'Change role' })
    await expect(trigger).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    const from = (await trigger.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2, { steps: 4 })
    const submenu = page.getByRole('menu').nth(1)
    await expect(submenu).toBeVisible()
    const target = submenu.getByRole('menuitemradio', { name: 'Editor' })
    const to = (await target.boundingBox())!
    const menuBox = (await menu.boundingBox())!
    const subBox = (await submenu.boundingBox())!
    // Beside the menu, not on top of it, and on the screen.
    expect(
      subBox.x >= menuBox.x + menuBox.width - 1 || subBox.x + subBox.width <= menuBox.x + 1,
    ).toBe(true)
    expect(await overflow(page, subBox)).toEqual({ left: 0, right: 0 })
    await page.screenshot({ path: path.join(artifacts, 'admin-details-role-menu.png') })

    // Down and across, over the items below "Change role", as a hand moves.
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
    await expect(submenu).toBeVisible()
    await target.click()
    await expect(page.getByRole('dialog', { name: 'Change role?' })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
  })

  test('fits a phone screen: the roles sit in the menu, all on screen', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signInAsDemo(page, 'Admin')
    await page.goto('/users')
    await page.getByRole('button', { name: 'Actions for Demo Viewer' }).click()
    const menu = page.getByRole('menu')
    await expect(menu).toHaveCount(1)
    const editor = menu.getByRole('menuitemradio', { name: 'Editor' })
    await expect(editor).toBeVisible()
    expect(await overflow(page, await menu.boundingBox())).toEqual({ left: 0, right: 0 })
    await page.screenshot({ path: path.join(artifacts, 'admin-details-role-menu-360.png') })
    await editor.click()
    await expect(page.getByRole('dialog', { name: 'Change role?' })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
  })
})

test.describe('small things', () => {
  test('the content type filter shows its whole text on a phone', async ({ page, request }) => {
    await createTestType(request, 'Filters')
    await page.setViewportSize(PHONE)
    await signInAsDemo(page, 'Editor')
    await page.goto('/content')
    const select = page.getByLabel('Filter by content type')
    await expect(select).toHaveValue('')
    const room = await select.evaluate((element) => {
      const select = element as HTMLSelectElement
      const style = getComputedStyle(select)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const text = select.selectedOptions[0]?.text ?? ''
      const available =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return { text, needed: context.measureText(text).width, available }
    })
    expect(room.text).toBe('All content types')
    expect(room.needed).toBeLessThanOrEqual(room.available)
    expect(await overflow(page, await select.boundingBox())).toEqual({ left: 0, right: 0 })
    await page.screenshot({ path: path.join(artifacts, 'admin-details-content-filters-360.png') })
  })

  test('every media folder chip is whole on a phone', async ({ page, request }) => {
    for (const name of ['Campaign photography 2026', 'Press kit', 'Product shots']) {
      await apiAs(request, 'editor', 'POST', '/media/folders', { name }).catch(() => undefined)
    }
    await page.setViewportSize(PHONE)
    await signInAsDemo(page, 'Editor')
    await page.goto('/media')
    const folders = page.getByRole('navigation', { name: 'Folders' })
    const chips = folders.getByRole('listitem')
    await expect(chips.first()).toBeVisible()
    await expect(folders.getByRole('button', { name: /^Product shots/ })).toBeVisible()
    // Every folder is whole on screen, none cut off at its edge.
    for (const chip of await chips.all()) {
      expect(await overflow(page, await chip.boundingBox())).toEqual({ left: 0, right: 0 })
    }
    await page.screenshot({ path: path.join(artifacts, 'admin-details-media-folders-360.png') })
  })

  test('Demo Admin and Demo Editor do not share an avatar colour', async ({ page }) => {
    await signInAsDemo(page, 'Admin')
    await page.goto('/users')
    const colourOf = async (name: string) => {
      const src = await page
        .getByRole('row', { name: new RegExp(name) })
        .locator('img')
        .first()
        .getAttribute('src')
      const svg = Buffer.from(String(src).split(',')[1] ?? '', 'base64').toString()
      return /<rect [^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(svg)?.[1]
    }
    const admin = await colourOf('Demo Admin')
    const editor = await colourOf('Demo Editor')
    expect(admin).toBeTruthy()
    expect(editor).toBeTruthy()
    expect(admin).not.toBe(editor)
  })

  test('a wide logo keeps its shape in the sidebar', async ({ page, request }) => {
    const logoUrl = 'https://logo.folio.test/wordmark.svg'
    await page.route(logoUrl, (route: Route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" rx="8" fill="#0E7490"/><text x="80" y="27" font-size="20" text-anchor="middle" fill="#fff">Wordmark</text></svg>',
      }),
    )
    const before = await apiAs<Record<string, string>>(request, 'admin', 'GET', '/settings/general')
    await apiAs(request, 'admin', 'PUT', '/settings/general', { ...before, logoUrl })
    try {
      await page.setViewportSize(DESKTOP)
      await signInAsDemo(page, 'Admin')
      const logo = page
        .getByRole('complementary', { name: 'Sidebar' })
        .locator(`img[src="${logoUrl}"]`)
      await expect(logo).toBeVisible()
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160)
      const box = (await logo.boundingBox())!
      expect(box.height).toBeCloseTo(32, 0)
      // 160 × 40 drawn 128 × 32: its own shape, not squeezed into a 32 px square.
      expect(box.width).toBeCloseTo(128, 0)
      await page.screenshot({ path: path.join(artifacts, 'admin-details-logo.png') })
    } finally {
      await apiAs(request, 'admin', 'PUT', '/settings/general', before)
    }
  })

  test('editors and viewers get no settings gear they cannot use', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await signInAsDemo(page, 'Editor')
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: /^Account menu/ })).toBeVisible()
    await expect(header.getByRole('button', { name: /Settings/ })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  })

  test('the 404 page sends visitors home and signed-in people to the dashboard', async ({
    page,
  }) => {
    await page.goto('/no-such-page')
    const home = page.getByRole('link', { name: 'Back to home' })
    await expect(home).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveCount(0)

    await signInAsDemo(page, 'Viewer')
    await page.goto('/no-such-page')
    const back = page.getByRole('link', { name: 'Back to Dashboard' })
    await expect(back).toHaveAttribute('href', '/dashboard')
    await back.click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the upload hint says what is accepted, and the picker offers just that', async ({
    page,
  }) => {
    await signInAsDemo(page, 'Editor')
    await page.goto('/media')
    await page.getByRole('button', { name: 'Upload Files' }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(/audio \(MP3/)).toBeVisible()
    await expect(dialog.getByText(/up to 10 MB each/)).toBeVisible()
    const accept = (await dialog.locator('input[type="file"]').getAttribute('accept')) ?? ''
    expect(accept.split(',')).toContain('audio/mpeg')
    expect(accept).not.toContain('text/plain')
    expect(accept).not.toContain('.txt')
    await page.screenshot({ path: path.join(artifacts, 'admin-details-upload-hint.png') })
  })

  test('audit log areas are named as Settings names them', async ({ page, request }) => {
    // Storing and clearing AI settings files two entries under the "ai" area.
    await apiAs(request, 'admin', 'PUT', '/ai/settings', {
      provider: 'openai',
      apiKey: 'sk-folio-audit-0123456789',
      model: 'gpt-4',
    })
    await apiAs(request, 'admin', 'DELETE', '/ai/settings')
    await signInAsDemo(page, 'Admin')
    await page.goto('/settings?tab=audit')
    const filter = page.getByLabel('Area', { exact: true })
    await expect(filter.locator('option', { hasText: /^AI$/ })).toHaveCount(1)
    for (const option of await filter.locator('option').allInnerTexts()) {
      // A raw key ("ai", "api-keys") is what the log showed for areas it had no name for.
      expect(option).not.toMatch(/^[a-z-]+$/)
    }
  })
})

test.describe('the assistant chat', () => {
  test('shows no request as cancelled when the reply arrived', async ({ page }) => {
    const now = new Date().toISOString()
    const conversation = {
      id: 'c-e2e',
      title: 'Launch plan',
      messageCount: 0,
      createdAt: now,
      updatedAt: now,
    }
    const message = (patch: Record<string, unknown>) => ({
      id: 'm-1',
      conversationId: conversation.id,
      role: 'assistant',
      content: '',
      status: 'complete',
      error: null,
      provider: 'openai',
      model: 'gpt-4o',
      usage: null,
      savedId: null,
      createdAt: now,
      ...patch,
    })
    const userMessage = message({ id: 'm-user', role: 'user', content: 'Plan a launch' })
    const reply = message({ id: 'm-reply', content: 'Three steps.' })
    let created = false
    const json = (route: Route, data: unknown, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ data }) })
    await page.route('**/api/v1/ai/**', async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      const method = request.method()
      try {
        if (url.pathname === '/api/v1/ai/status') {
          return await json(route, {
            available: true,
            source: 'settings',
            provider: 'openai',
            model: 'gpt-4o',
            builtinLocked: false,
          })
        }
        if (url.pathname === '/api/v1/ai/conversations' && method === 'GET') {
          // A list read takes a moment, as on a real network.
          await new Promise((resolve) => setTimeout(resolve, 600))
          return await json(route, created ? [{ ...conversation, messageCount: 2 }] : [])
        }
        if (url.pathname === '/api/v1/ai/conversations' && method === 'POST') {
          created = true
          return await json(route, conversation, 201)
        }
        if (url.pathname.endsWith('/messages') && method === 'POST') {
          const events = [
            { type: 'start', userMessage, reply: { ...reply, content: '' } },
            { type: 'delta', text: 'Three steps.' },
            { type: 'done', reply },
          ]
          return await route.fulfill({
            contentType: 'application/x-ndjson',
            body: events.map((event) => JSON.stringify(event)).join('\n') + '\n',
          })
        }
        if (url.pathname === `/api/v1/ai/conversations/${conversation.id}`) {
          return await json(route, { ...conversation, messages: [userMessage, reply] })
        }
        return await route.fallback()
      } catch {
        // The page gave up on the request: the listener below has recorded it.
      }
    })
    const cancelled: string[] = []
    page.on('requestfailed', (request) => {
      if (request.url().includes('/api/v1/ai/')) {
        cancelled.push(`${request.method()} ${request.url()} ${request.failure()?.errorText}`)
      }
    })

    await signInAsDemo(page, 'Editor')
    await page.goto('/ai-assistant')
    await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('Plan a launch')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Three steps.')).toBeVisible()
    // Let every read the reply set off come back.
    await page.waitForTimeout(1500)
    expect(cancelled).toEqual([])
  })
})
