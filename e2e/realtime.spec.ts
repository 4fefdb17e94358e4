import path from 'node:path'

import { expect, test, type Browser, type Page } from '@playwright/test'

import { apiAs, demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { inEveryLook, SCREEN_SIZES } from './support/looks.js'
import { rowOf } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface Item {
  id: string
  title: string
  version: number
  status: string
}

/** A type of this test's own with plain fields (rich text is co-edited, not locked). */
async function createNotesType(request: Page['request']) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  return apiAs<{ id: string; slug: string }>(request, 'admin', 'POST', '/content-types', {
    name: `Live note ${stamp}`,
    slug: `live-note-${stamp}`,
    description: 'Made by the real-time e2e specs',
    fields: [
      { name: 'Summary', type: 'text' },
      { name: 'Mood', type: 'text' },
    ],
  })
}

async function person(browser: Browser, role: 'Admin' | 'Editor') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInAsDemo(page, role)
  return page
}

test.describe('live updates and presence', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a list shows another person’s publication and the scheduler’s without a reload', async ({
    browser,
    request,
  }) => {
    const type = await createNotesType(request)
    const token = await demoToken(request, 'admin')
    const post = async (data: Record<string, unknown>) => {
      const response = await request.post(`/api/v1/content/${type.id}/items`, {
        headers: { authorization: `Bearer ${token}` },
        data,
      })
      expect(response.status(), await response.text()).toBe(201)
      return ((await response.json()) as { data: Item }).data
    }
    const editor = await person(browser, 'Editor')
    await editor.goto(`/content?type=${type.id}`)
    await expect(editor.getByText(/^No Live note .* content yet$/)).toBeVisible()
    // Made while the list is open: they appear in it as they are saved.
    const draft = await post({ title: 'Live draft', status: 'draft', data: {} })
    const due = await post({
      title: 'Due soon',
      status: 'scheduled',
      scheduledFor: new Date(Date.now() + 8000).toISOString(),
      data: {},
    })

    await expect(
      rowOf(editor, draft.title).getByText('Draft', { exact: true }).filter({ visible: true }),
    ).toBeVisible()
    await expect(
      rowOf(editor, due.title)
        .getByText(/^Scheduled/)
        .filter({ visible: true }),
    ).toBeVisible()

    // Another person (the admin, in their own browser) publishes the draft.
    const admin = await person(browser, 'Admin')
    const published = await admin.request.put(`/api/v1/content/${type.id}/items/${draft.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { title: draft.title, status: 'published', data: {}, version: draft.version },
    })
    expect(published.status()).toBe(200)
    await expect(
      rowOf(editor, draft.title).getByText('Published', { exact: true }).filter({ visible: true }),
    ).toBeVisible()

    // The scheduler publishes the other at its time: the open list follows.
    await expect(
      rowOf(editor, due.title).getByText('Published', { exact: true }).filter({ visible: true }),
    ).toBeVisible({ timeout: 20_000 })
    await editor.screenshot({ path: path.join(artifacts, 'realtime-list.png') })
    await editor.context().close()
    await admin.context().close()
  })

  test('two people on one item see each other, a taken field, and the other’s save', async ({
    browser,
    request,
  }) => {
    const type = await createNotesType(request)
    const item = await apiAs<Item>(request, 'editor', 'POST', `/content/${type.id}/items`, {
      title: 'Shared note',
      status: 'draft',
      data: { Summary: 'First words', Mood: 'calm' },
    })

    const editor = await person(browser, 'Editor')
    await editor.goto(`/content?type=${type.id}`)
    const row = rowOf(editor, item.title)
    await expect(row).toBeVisible()

    // The admin opens the item: the editor's list marks the row with their avatar.
    const admin = await person(browser, 'Admin')
    await admin.goto(`/content?type=${type.id}`)
    await rowOf(admin, item.title)
      .getByRole('button', { name: `Edit ${item.title}` })
      .click()
    const adminDialog = admin.getByRole('dialog')
    await expect(adminDialog.getByRole('textbox', { name: 'Summary' })).toHaveValue('First words')
    await expect(row.getByTestId('presence-avatars')).toContainText('Demo Admin')
    await inEveryLook(editor, async (look) => {
      await row.screenshot({ path: path.join(artifacts, `realtime-list-marker-${look}.png`) })
    })
    await editor.emulateMedia({ colorScheme: 'light' })
    await editor.setViewportSize(SCREEN_SIZES.desktop)

    // The editor opens it too: each sees the other above the tabs.
    await row.getByRole('button', { name: `Edit ${item.title}` }).click()
    const editorDialog = editor.getByRole('dialog')
    await expect(editorDialog.getByText('Also viewing')).toBeVisible()
    await expect(editorDialog.getByTestId('presence-avatars')).toContainText('Demo Admin')
    await expect(adminDialog.getByTestId('presence-avatars')).toContainText('Demo Editor')

    // The admin changes Summary: the editor sees it taken and read-only, with Take over.
    await adminDialog.getByRole('textbox', { name: 'Summary' }).fill('Admin was here')
    const lock = editorDialog.getByRole('status').filter({ hasText: 'is editing this field' })
    await expect(lock).toContainText('Demo Admin')
    await expect(editorDialog.getByRole('textbox', { name: 'Summary' })).toBeDisabled()
    await expect(editorDialog.getByRole('textbox', { name: 'Mood' })).toBeEnabled()
    await inEveryLook(editor, async (look) => {
      await editorDialog.screenshot({
        path: path.join(artifacts, `realtime-soft-lock-${look}.png`),
      })
    })
    await editor.emulateMedia({ colorScheme: 'light' })
    await editor.setViewportSize(SCREEN_SIZES.desktop)

    // The admin saves: the editor is told at once, and can compare and load the new version.
    await adminDialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(adminDialog).toBeHidden()
    const banner = editorDialog.getByRole('region', { name: 'Newer version' })
    await expect(banner).toContainText('Changed by Demo Admin')
    await expect(editorDialog.getByRole('textbox', { name: 'Summary' })).toBeEnabled()
    await banner.getByRole('button', { name: 'Review changes' }).click()
    await expect(banner.getByText('Admin was here')).toBeVisible()
    await editorDialog.screenshot({ path: path.join(artifacts, 'realtime-changed-by.png') })
    await banner.getByRole('button', { name: /Load version/ }).click()
    await expect(banner).toBeHidden()
    await expect(editorDialog.getByRole('textbox', { name: 'Summary' })).toHaveValue(
      'Admin was here',
    )

    // Take over: the admin opens it again and holds Mood; the editor takes it over.
    await rowOf(admin, item.title)
      .getByRole('button', { name: `Edit ${item.title}` })
      .click()
    await admin.getByRole('dialog').getByRole('textbox', { name: 'Mood' }).fill('busy')
    await expect(editorDialog.getByRole('textbox', { name: 'Mood' })).toBeDisabled()
    await editorDialog
      .getByRole('status')
      .filter({ hasText: 'is editing this field' })
      .getByRole('button', { name: 'Take over' })
      .click()
    await expect(editorDialog.getByRole('textbox', { name: 'Mood' })).toBeEnabled()
    await expect(admin.getByRole('dialog').getByRole('textbox', { name: 'Mood' })).toBeDisabled()

    // Closing the admin's tab removes their avatar.
    await admin.context().close()
    await expect(editorDialog.getByTestId('presence-avatars')).toBeHidden()
    await editor.context().close()
  })
})
