import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

async function openActions(page: Page, typeName: string) {
  await page.getByRole('button', { name: `Actions for ${typeName}`, exact: true }).click()
  return page.getByRole('menu')
}

/** Fills the last field row of the open content-type dialog. */
async function addField(page: Page, name: string, type: string, required = false) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Add Field' }).click()
  const rows = dialog.getByRole('group', { name: /^Field \d+$/ })
  const row = rows.last()
  // The new row's name input takes the focus.
  await expect(row.getByLabel('Field Name')).toBeFocused()
  await page.keyboard.type(name)
  await row.getByLabel('Field Type').selectOption({ label: type })
  if (required) await row.getByLabel('Required field').check()
}

test.describe('content types', () => {
  test('an admin creates, edits, duplicates, inspects and deletes a content type', async ({
    page,
    request,
  }) => {
    const stamp = Date.now()
    const name = `Recipe ${stamp}`
    const slug = `recipe-${stamp}`
    await signInAsDemo(page, 'Admin')
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Content Types' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Content Types' })).toBeVisible()

    // Create: the slug follows the name, and a type needs at least one field.
    await page.getByRole('button', { name: 'Add Content Type' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Content Type' })
    await expect(
      dialog.getByText('No fields defined. Click "Add Field" to create one.'),
    ).toBeVisible()
    await dialog.getByLabel('Name', { exact: true }).fill(name)
    await expect(dialog.getByLabel('Slug')).toHaveValue(slug)
    await dialog.getByRole('button', { name: 'Create Content Type' }).click()
    await expect(toasts(page).getByText('At least one field is required')).toBeVisible()
    // Beside the toast (shown inside the open dialog), the form says it under Fields.
    await expect(dialog.getByRole('form').getByText('At least one field is required')).toBeVisible()

    await dialog.getByLabel('Description', { exact: true }).first().fill('Dishes to cook')
    await addField(page, 'title', 'Text', true)
    await addField(page, 'instructions', 'Rich Text')
    await addField(page, 'servings', 'Number')
    await dialog.getByRole('button', { name: 'Create Content Type' }).click()
    await expect(dialog).toBeHidden()
    await expect(toasts(page).getByText('Content type created successfully')).toBeVisible()

    const card = page.getByRole('article', { name, exact: true })
    await expect(card.getByText(slug, { exact: true })).toBeVisible()
    await expect(card.getByText('3 fields')).toBeVisible()
    await expect(card.getByText('Dishes to cook')).toBeVisible()
    await expect(card.getByRole('row', { name: /title\s*Text\s*Yes/ })).toBeVisible()
    await expect(card.getByRole('row', { name: /instructions\s*Rich Text\s*No/ })).toBeVisible()
    await expect(card.getByRole('row', { name: /servings\s*Number\s*No/ })).toBeVisible()

    // Edit: rename a field.
    await (await openActions(page, name)).getByRole('menuitem', { name: 'Edit' }).click()
    const editor = page.getByRole('dialog', { name: 'Edit Content Type' })
    const second = editor.getByRole('group', { name: 'Field 2' })
    await expect(second.getByLabel('Field Name')).toHaveValue('instructions')
    await second.getByLabel('Field Name').fill('method')
    await editor.getByRole('button', { name: 'Update Content Type' }).click()
    await expect(editor).toBeHidden()
    await expect(toasts(page).getByText('Content type updated successfully')).toBeVisible()
    await expect(card.getByRole('row', { name: /method\s*Rich Text\s*No/ })).toBeVisible()
    await expect(card.getByRole('row', { name: /instructions/ })).toHaveCount(0)

    // Duplicate.
    await (await openActions(page, name)).getByRole('menuitem', { name: 'Duplicate' }).click()
    await expect(toasts(page).getByText('Content type duplicated successfully')).toBeVisible()
    const copy = page.getByRole('article', { name: `${name} (copy)`, exact: true })
    await expect(copy.getByText('3 fields')).toBeVisible()

    // View API details.
    await (
      await openActions(page, name)
    )
      .getByRole('menuitem', { name: 'View API details' })
      .click()
    const api = page.getByRole('dialog', { name: `API details: ${name}` })
    await expect(api.getByText(`/content/${slug}/items`, { exact: true }).first()).toBeVisible()
    await expect(api.getByText(`/content-types/${slug}`, { exact: true })).toBeVisible()
    const origin = new URL(page.url()).origin
    await expect(
      api.getByText(
        `curl -H "Authorization: Bearer <token>" ${origin}/api/v1/content/${slug}/items`,
      ),
    ).toBeVisible()
    await expect(api.getByText(/"servings": 42/)).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'content-types-api-details.png') })
    await api.getByRole('button', { name: 'Close dialog' }).click()
    await expect(api).toBeHidden()

    // Delete the copy, after the confirmation.
    await (
      await openActions(page, `${name} (copy)`)
    )
      .getByRole('menuitem', { name: 'Delete' })
      .click()
    const confirm = page.getByRole('dialog', { name: `Delete ${name} (copy)?` })
    await expect(
      confirm.getByText(
        'Are you sure you want to delete this content type? This will also delete all associated content items.',
      ),
    ).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete content type' }).click()
    await expect(toasts(page).getByText('Content type deleted successfully')).toBeVisible()
    await expect(copy).toBeHidden()

    // Search by slug, then for something that matches nothing.
    const search = page.getByLabel('Search content types by name or slug')
    await search.fill(slug)
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(card).toBeVisible()
    const nonsense = `zz-nothing-${stamp}`
    await search.fill(nonsense)
    await expect(page.getByText(`No content types match “${nonsense}”`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create your first content type' })).toHaveCount(
      0,
    )
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(card).toBeVisible()

    await apiAs(request, 'admin', 'DELETE', `/content-types/${slug}`)
  })

  test('the command palette link opens the type in the editor once', async ({ page, request }) => {
    const blogPost = await apiAs<{ id: string }>(
      request,
      'admin',
      'GET',
      '/content-types/blog-post',
    )
    await signInAsDemo(page, 'Admin')
    await page.goto(`/content-types?edit=${blogPost.id}`)
    const editor = page.getByRole('dialog', { name: 'Edit Content Type' })
    await expect(editor.getByLabel('Name', { exact: true })).toHaveValue('Blog Post')
    await expect(editor.getByLabel('Slug')).toHaveValue('blog-post')
    await expect(page).toHaveURL(/\/content-types$/)
    await editor.getByRole('button', { name: 'Cancel' }).click()
    await expect(editor).toBeHidden()
  })

  test('a viewer sees the content types but cannot change them', async ({ page }) => {
    await signInAsDemo(page, 'Viewer')
    await page.goto('/content-types')
    const card = page.getByRole('article', { name: 'Blog Post', exact: true })
    await expect(card.getByText('blog-post', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Content Type' })).toHaveCount(0)

    const menu = await openActions(page, 'Blog Post')
    await expect(menu.getByRole('menuitem')).toHaveText(['View API details'])
    await page.keyboard.press('Escape')
  })

  test('screenshots in light and dark, desktop and mobile', async ({ page }) => {
    // Four full-page shots of a list that grows with every type the other specs add: alone it
    // takes some 50 s, in the full run it passed the default minute.
    test.setTimeout(180_000)
    await signInAsDemo(page, 'Admin')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [label, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        await page.goto('/content-types')
        await expect(page.getByRole('article', { name: 'Blog Post', exact: true })).toBeVisible()
        await page.screenshot({
          path: path.join(artifacts, `content-types-${scheme}-${label}.png`),
          fullPage: true,
        })
        await page.getByRole('button', { name: 'Add Content Type' }).click()
        const dialog = page.getByRole('dialog', { name: 'Create Content Type' })
        await dialog.getByLabel('Name', { exact: true }).fill('Event')
        await dialog.getByRole('button', { name: 'Add Field' }).click()
        await dialog.getByRole('button', { name: 'Add Field' }).click()
        await dialog
          .getByRole('group', { name: 'Field 2' })
          .getByLabel('Field Type')
          .selectOption('reference')
        await dialog.getByRole('button', { name: 'Create Content Type' }).click()
        await expect(
          dialog.getByRole('form').getByText('All fields must have a name').first(),
        ).toBeVisible()
        await page.screenshot({
          path: path.join(artifacts, `content-type-modal-${scheme}-${label}.png`),
        })
        await dialog.getByRole('button', { name: 'Cancel' }).click()
        await page
          .getByRole('dialog', { name: 'Discard changes?' })
          .getByRole('button', { name: 'Discard' })
          .click()
      }
    }
  })
})
