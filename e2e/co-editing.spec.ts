import path from 'node:path'

import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType, rowOf, toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

async function person(browser: Browser, role: 'Admin' | 'Editor') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInAsDemo(page, role)
  return page
}

/** The field's text as typed, without the name labels of other people's carets. */
function typed(body: Locator) {
  return expect.poll(async () => (await body.textContent())?.replaceAll(/Demo (Admin|Editor)/g, ''))
}

/** Opens the item's editor from its list and waits until its Body is the shared one. */
async function openShared(page: Page, typeId: string, title: string) {
  await page.goto(`/content?type=${typeId}`)
  await rowOf(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit Content' })
  await expect(dialog.locator('[data-co-edited="true"]')).toBeVisible()
  return dialog.getByRole('textbox', { name: 'Body' })
}

test.describe('co-editing rich text', () => {
  test.describe.configure({ timeout: 90_000 })

  test('two people type in one paragraph, see each other’s text and caret, and one save keeps both', async ({
    browser,
    request,
  }) => {
    const type = await createTestType(request, 'Co-edited')
    const title = `Shared notes ${Date.now()}`
    const [item] = await createItems(request, type, [{ title, body: '<p>Agenda:</p>' }])
    const editor = await person(browser, 'Editor')
    const admin = await person(browser, 'Admin')
    const editorBody = await openShared(editor, type.id, title)
    const adminBody = await openShared(admin, type.id, title)
    // The saved text appears once, though both opened the item.
    await typed(editorBody).toBe('Agenda:')
    await typed(adminBody).toBe('Agenda:')

    await editorBody.click()
    await editor.keyboard.press('End')
    await editor.keyboard.type(' budget')
    await typed(adminBody).toBe('Agenda: budget')
    await adminBody.click()
    await admin.keyboard.press('End')
    await admin.keyboard.type(', hiring')
    await typed(editorBody).toBe('Agenda: budget, hiring')
    await typed(adminBody).toBe('Agenda: budget, hiring')

    // Each sees the other's caret with their name.
    await expect(editor.locator('[data-collab-caret]', { hasText: 'Demo Admin' })).toBeVisible()
    await expect(admin.locator('[data-collab-caret]', { hasText: 'Demo Editor' })).toBeVisible()
    await editor.screenshot({ path: path.join(artifacts, 'co-editing-editor.png') })
    await admin.emulateMedia({ colorScheme: 'dark' })
    await admin.screenshot({ path: path.join(artifacts, 'co-editing-admin-dark.png') })
    await admin.setViewportSize({ width: 360, height: 740 })
    await admin.screenshot({ path: path.join(artifacts, 'co-editing-admin-360.png') })

    // Undo takes back only one's own typing.
    await editor.keyboard.press('ControlOrMeta+z')
    await typed(editorBody).toBe('Agenda:, hiring')
    await typed(adminBody).toBe('Agenda:, hiring')

    // One save, one new version, with everyone's text.
    await admin
      .getByRole('dialog', { name: 'Edit Content' })
      .getByRole('button', { name: 'Save changes' })
      .click()
    await expect(toasts(admin).getByText('Content updated successfully')).toBeVisible()
    const versions = await apiAs<{ version: number }[]>(
      request,
      'editor',
      'GET',
      `/content/${type.id}/items/${item!.id}/versions`,
    )
    expect(versions).toHaveLength(2)
    const saved = await apiAs<{ data: Record<string, unknown> }>(
      request,
      'editor',
      'GET',
      `/content/${type.id}/items/${item!.id}`,
    )
    expect(saved.data.Body).toBe('<p>Agenda:, hiring</p>')
    await typed(editorBody).toBe('Agenda:, hiring')
  })
})
