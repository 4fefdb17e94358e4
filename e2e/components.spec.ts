import path from 'node:path'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { apiAs, demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAMAAADlRUG7AAAABlBMVEX5cxY7gvYpr8TTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMklEQVR42u3NAQkAAAgDsNu/tCUOgmwFljkSsVgsFovFYrFYLBaLxWKxuBgDAAAAwAMLAfwSwTKoX0UAAAAASUVORK5CYII=',
  'base64',
)

interface Created {
  id: string
  title?: string
}

/** Adds a field row to the open dialog and fills it; the row is returned by its position. */
async function addField(page: Page, name: string, type: string) {
  const dialog = page.getByRole('dialog')
  const rows = dialog.getByRole('group', { name: /^Field \d+$/ })
  const index = await rows.count()
  await dialog.getByRole('button', { name: 'Add Field' }).click()
  const row = rows.nth(index)
  await expect(row.getByLabel('Field Name')).toBeFocused()
  await page.keyboard.type(name)
  await row.getByLabel('Field Type').selectOption({ label: type })
  return row
}

/** Screenshots at desktop and 360 px wide: the page, then each part on its own. */
async function screenshotBoth(page: Page, name: string, parts: Locator[]) {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['360', { width: 360, height: 780 }],
  ] as const) {
    await page.setViewportSize(size)
    await expect(parts[0]!).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, `${name}-${label}.png`) })
    for (const [index, part] of parts.entries()) {
      await part.screenshot({ path: path.join(artifacts, `${name}-${label}-${index + 1}.png`) })
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('components are modelled, used in a type, and the new inputs save and show', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = `${Date.now()}`

  // What the relation and gallery point at: items of another type, files in the library.
  const authors = await apiAs<Created>(request, 'admin', 'POST', '/content-types', {
    name: `Author ${stamp}`,
    slug: `author-${stamp}`,
    fields: [{ name: 'name', type: 'text' }],
  })
  const ada = await apiAs<Created>(request, 'admin', 'POST', `/content/${authors.id}/items`, {
    title: `Ada ${stamp}`,
    status: 'published',
    data: { name: 'Ada' },
  })
  const grace = await apiAs<Created>(request, 'admin', 'POST', `/content/${authors.id}/items`, {
    title: `Grace ${stamp}`,
    status: 'published',
    data: { name: 'Grace' },
  })
  const token = await demoToken(request, 'admin')
  const files: Created[] = []
  for (const name of [`gal-a-${stamp}.png`, `gal-b-${stamp}.png`]) {
    const upload = await request.post('/api/v1/media', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { files: { name, mimeType: 'image/png', buffer: PNG } },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    files.push(((await upload.json()) as { data: Created[] }).data[0]!)
  }

  // A component, from the sidebar's Components screen.
  await signInAsDemo(page, 'Admin')
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Components' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Component' }).click()
  const componentDialog = page.getByRole('dialog', { name: 'Create Component' })
  await componentDialog.getByLabel('Name', { exact: true }).fill(`Quote ${stamp}`)
  await expect(componentDialog.getByLabel('Slug')).toHaveValue(`quote-${stamp}`)
  await addField(page, 'text', 'Text')
  await componentDialog.getByRole('button', { name: 'Create Component' }).click()
  await expect(toasts(page).getByText('Component created successfully')).toBeVisible()
  const card = page.getByRole('article', { name: `Quote ${stamp}` })
  await expect(card.getByText('Not used')).toBeVisible()
  await page.getByLabel('Search components by name or slug').fill(`quote-${stamp}`)
  await expect(page.getByRole('article')).toHaveCount(1)
  await screenshotBoth(page, 'components-screen', [card])

  // A type using it, with every simple new field type.
  await page.goto('/content-types')
  await page.getByRole('button', { name: 'Add Content Type' }).click()
  const typeDialog = page.getByRole('dialog', { name: 'Create Content Type' })
  await typeDialog.getByLabel('Name', { exact: true }).fill(`Article ${stamp}`)
  await addField(page, 'headline', 'Text')
  const tone = await addField(page, 'tone', 'Select')
  for (const [value, label] of [
    ['calm', 'Calm'],
    ['loud', 'Loud'],
  ] as const) {
    await tone.getByRole('button', { name: 'Add option' }).click()
    await tone
      .getByLabel(/^Option \d+ value$/)
      .last()
      .fill(value)
    await tone
      .getByLabel(/^Option \d+ label$/)
      .last()
      .fill(label)
  }
  const related = await addField(page, 'authors', 'Relation (many)')
  await related.getByLabel(`Author ${stamp}`).check()
  await related.getByLabel('When a linked item is deleted').selectOption('unlink')
  await addField(page, 'config', 'JSON')
  const gallery = await addField(page, 'gallery', 'Media')
  await gallery.getByLabel('Gallery (several files)').check()
  const quote = await addField(page, 'quote', 'Component')
  await quote.getByLabel('Component', { exact: true }).selectOption({ label: `Quote ${stamp}` })
  await typeDialog.getByLabel('Title field').selectOption('headline')
  await screenshotBoth(page, 'content-type-form', [tone, related, gallery, quote])
  await typeDialog.getByRole('button', { name: 'Create Content Type' }).click()
  await expect(toasts(page).getByText('Content type created successfully')).toBeVisible()
  const types = await apiAs<{ id: string; slug: string; titleField: string | null }[]>(
    request,
    'admin',
    'GET',
    `/content-types?q=article-${stamp}`,
  )
  const article = types[0]!
  expect(article.titleField).toBe('headline')

  await page.goto('/components')
  await expect(
    page.getByRole('article', { name: `Quote ${stamp}` }).getByText('Used by 1'),
  ).toBeVisible()

  // An item: select, relation, JSON and gallery.
  await page.goto(`/content?type=${article.id}`)
  await page.getByRole('button', { name: 'Create Content', exact: true }).click()
  const editor = page.getByRole('dialog', { name: 'Create Content' })
  await editor.getByRole('textbox', { name: 'Title (required)' }).fill(`Launch ${stamp}`)
  // The headline is the title field: the Title input is its only input.
  await expect(editor.getByLabel('headline')).toHaveCount(0)
  await editor.getByLabel('tone').selectOption({ label: 'Loud' })

  for (const name of [`Ada ${stamp}`, `Grace ${stamp}`]) {
    await editor.getByRole('searchbox', { name: 'authors' }).fill(name.split(' ')[0]!)
    await editor.getByRole('button', { name: `Add ${name}` }).click()
  }
  await editor.getByRole('button', { name: `Move Grace ${stamp} up` }).click()

  const json = editor.getByRole('textbox', { name: 'config' })
  await json.click()
  await page.keyboard.type('{"a": [1, 2],}')
  await expect(editor.getByText(/^Line 1, column 14: /)).toBeVisible()
  await editor.getByRole('button', { name: 'Create', exact: true }).click()
  // The save is refused with where the JSON breaks, next to the editor.
  await expect(
    editor.getByRole('form').getByText(/^config is not valid JSON: .* \(line 1, column 14\)$/),
  ).toBeVisible()
  await json.click()
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Backspace')
  await expect(editor.getByRole('form').getByText('Valid JSON')).toBeVisible()
  await editor.getByRole('button', { name: 'Format' }).click()

  for (const file of [`gal-a-${stamp}.png`, `gal-b-${stamp}.png`]) {
    await editor.getByRole('button', { name: 'Add from library' }).click()
    const picker = page.getByRole('dialog', { name: 'Add a file' })
    await picker.getByRole('searchbox').fill(file)
    await picker.getByRole('button', { name: file }).click()
    await picker.getByRole('button', { name: 'Select', exact: true }).click()
    await expect(picker).toBeHidden()
  }
  await expect(
    editor.getByRole('list', { name: 'gallery: files' }).getByRole('listitem'),
  ).toHaveCount(2)
  await editor.screenshot({ path: path.join(artifacts, 'structured-inputs.png') })

  await editor.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(toasts(page).getByText('Content created successfully')).toBeVisible()

  const [saved] = await apiAs<{ id: string; data: Record<string, unknown> }[]>(
    request,
    'admin',
    'GET',
    `/content/${article.id}/items`,
  )
  expect(saved!.data.headline).toBe(`Launch ${stamp}`)
  expect(saved!.data.tone).toBe('loud')
  expect(saved!.data.authors).toEqual([grace.id, ada.id])
  expect(saved!.data.config).toEqual({ a: [1, 2] })
  expect((saved!.data.gallery as { id: string }[]).map((media) => media.id)).toEqual(
    files.map((file) => file.id),
  )

  // Opened again, the inputs show what was saved.
  await page.goto(`/content?item=${saved!.id}`)
  const again = page.getByRole('dialog', { name: 'Edit Content' })
  await expect(again.getByLabel('tone')).toHaveValue('loud')
  const chosen = again.getByRole('list', { name: 'authors: related items' })
  await expect(chosen.getByRole('listitem').first()).toContainText(`Grace ${stamp}`)
  await expect(chosen.getByRole('listitem').last()).toContainText(`Ada ${stamp}`)
  await expect(again.getByRole('textbox', { name: 'config' })).toContainText('"a": [')
  await expect(again.getByText(`gal-b-${stamp}.png`)).toBeVisible()
})
