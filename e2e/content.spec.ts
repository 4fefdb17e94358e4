import path from 'node:path'

import { expect, test } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType, rowOf, toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

test.describe('content', () => {
  // Specs share a small machine with other suites; these flows take many steps.
  test.describe.configure({ timeout: 90_000 })

  test('an editor writes rich text and the preview renders it', async ({ page, request }) => {
    const type = await createTestType(request, 'Article')
    const title = `Rich text ${Date.now()}`
    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}`)
    await page.getByRole('button', { name: 'Create Content', exact: true }).click()

    const dialog = page.getByRole('dialog', { name: 'Create Content' })
    await dialog.getByLabel('Title').fill(title)
    await expect(dialog.getByLabel('Slug')).toHaveAttribute('placeholder', /^rich-text-\d+$/)

    const body = dialog.getByRole('textbox', { name: 'Body' })
    await body.click()
    await page.keyboard.type('Plain and bold words')
    // Select "bold words" and press the toolbar's Bold: the mark lands on exactly that text.
    for (let i = 0; i < 'bold words'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
    const bold = dialog.getByRole('button', { name: 'Bold', exact: true })
    await bold.click()
    await expect(bold).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('End')
    await bold.click()
    await expect(bold).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.type(' then a link: ')
    await dialog.getByRole('button', { name: 'Link', exact: true }).click()
    const linkDialog = page.getByRole('dialog', { name: 'Link' })
    await linkDialog.getByLabel('URL').fill('https://example.com')
    await linkDialog.getByRole('button', { name: 'Add link' }).click()
    // The focus is back in the text, after the link.
    await expect(body).toBeFocused()
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Bullet list', exact: true }).click()
    await page.keyboard.type('First point')
    await dialog.getByLabel('Tags').fill('news, launch')
    await dialog.screenshot({ path: path.join(artifacts, 'content-editor-rich-text.png') })

    await dialog.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(toasts(page).getByText('Content created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()
    const row = rowOf(page, title)
    await expect(row.getByText('Draft').filter({ visible: true })).toBeVisible()

    await row.getByRole('button', { name: `View ${title}` }).click()
    const preview = page.getByRole('dialog', { name: 'Preview' })
    await expect(preview.getByRole('heading', { name: title })).toBeVisible()
    await expect(preview.locator('strong')).toHaveText('bold words')
    const link = preview.getByRole('link', { name: 'https://example.com' })
    await expect(link).toHaveAttribute('href', 'https://example.com')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(preview.locator('ul > li', { hasText: 'First point' })).toHaveCount(1)
    await expect(preview.getByRole('list', { name: 'Values' }).getByRole('listitem')).toHaveText([
      'news',
      'launch',
    ])
    await preview.screenshot({ path: path.join(artifacts, 'content-preview.png') })
  })

  test('filters, search, sorting, paging and delete on 25 items', async ({ page, request }) => {
    const type = await createTestType(request, 'Catalogue')
    const words = ['Apple', 'Banana', 'Cherry', 'Damson', 'Elder']
    await createItems(
      request,
      type,
      Array.from({ length: 25 }, (_, index) => ({
        title: `${words[index % 5]} ${String(index).padStart(2, '0')}`,
        status: index % 2 === 0 ? 'published' : 'draft',
      })),
    )
    await signInAsDemo(page, 'Editor')
    await page.goto('/content')
    await page.getByLabel('Filter by content type').selectOption({ label: type.name })
    const summary = page.getByRole('navigation', { name: 'Pagination' })
    await expect(summary.getByText('Showing 1 to 10 of 25 results')).toBeVisible()
    await expect(summary.getByText('Page 1 of 3')).toBeVisible()
    await expect(summary.getByRole('button', { name: 'Previous' })).toBeDisabled()

    // Title sorts ascending first, then descending.
    const titleHeader = page.getByRole('columnheader', { name: 'Title' })
    await titleHeader.getByRole('button').click()
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending')
    const firstTitle = page
      .getByRole('region', { name: 'Content items' })
      .locator('tbody tr td:first-child p:first-child')
      .first()
    await expect(firstTitle).toHaveText('Apple 00')
    await titleHeader.getByRole('button').click()
    await expect(titleHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(firstTitle).toHaveText('Elder 24')
    await expect(page).toHaveURL(/sort=title&order=desc/)

    await summary.getByRole('button', { name: 'Next' }).click()
    await expect(summary.getByText('Showing 11 to 20 of 25 results')).toBeVisible()
    await expect(summary.getByText('Page 2 of 3')).toBeVisible()

    // Search and status go back to page 1.
    await page.getByLabel('Search content by title').fill('Banana')
    await expect(summary.getByText('Showing 1 to 5 of 5 results')).toBeVisible()
    await page.getByLabel('Search content by title').fill('')
    await page.getByLabel('Filter by status').selectOption({ label: 'Published' })
    await expect(summary.getByText('Showing 1 to 10 of 13 results')).toBeVisible()
    await page.getByLabel('Filter by status').selectOption({ label: 'All statuses' })
    await expect(summary.getByText('Showing 1 to 10 of 25 results')).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'content-list.png'), fullPage: true })

    await rowOf(page, 'Elder 19').getByRole('button', { name: 'Delete Elder 19' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete content item' })
    await expect(
      confirm.getByText('Are you sure you want to delete this content item?'),
    ).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toasts(page).getByText('Content item deleted successfully')).toBeVisible()
    await expect(summary.getByText('Showing 1 to 10 of 24 results')).toBeVisible()
    await expect(rowOf(page, 'Elder 19')).toHaveCount(0)
  })

  test('More Filters narrows by dates and author and counts what is on', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Filtered')
    await createItems(request, type, [{ title: 'By the editor' }], 'editor')
    await createItems(request, type, [{ title: 'By the admin' }], 'admin')
    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}`)
    const summary = page.getByRole('navigation', { name: 'Pagination' })
    await expect(summary.getByText('Showing 1 to 2 of 2 results')).toBeVisible()

    const day = (offset: number) => {
      const date = new Date(Date.now() + offset * 24 * 3600_000)
      const pad = (value: number) => String(value).padStart(2, '0')
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
    }
    await page.getByRole('button', { name: 'More Filters' }).click()
    const panel = page.getByRole('dialog', { name: 'More filters' })
    await panel.getByLabel('Created from').fill(day(0))
    await panel.getByLabel('Created to').fill(day(0))
    await panel.getByLabel('Author').selectOption({ label: 'Demo Admin' })
    await page.screenshot({ path: path.join(artifacts, 'content-more-filters.png') })
    await panel.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('button', { name: 'More Filters, 3 active' })).toBeVisible()
    await expect(summary.getByText('Showing 1 to 1 of 1 results')).toBeVisible()
    await expect(rowOf(page, 'By the admin')).toBeVisible()

    await page.getByRole('button', { name: 'More Filters, 3 active' }).click()
    await panel.getByLabel('Author').selectOption({ label: 'Any author' })
    await panel.getByLabel('Created from').fill(day(-3))
    await panel.getByLabel('Created to').fill(day(-2))
    await panel.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('No content matches your filters')).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByRole('button', { name: 'More Filters', exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/content$/)
  })

  test('Create Content needs a type; links with ?new=1 and ?item=<id> act on arrival', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Linked')
    const [item] = await createItems(request, type, [{ title: 'Linked item' }])
    await signInAsDemo(page, 'Editor')
    await page.goto('/content')
    await page.getByRole('button', { name: 'Create Content', exact: true }).click()
    await expect(toasts(page).getByText('Please select a content type first')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // The dashboard's Quick Action, with a type chosen, opens the editor and tidies the URL.
    await page.goto(`/content?type=${type.id}&new=1`)
    await expect(page.getByRole('dialog', { name: 'Create Content' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/content\\?type=${type.id}$`))
    await page.keyboard.press('Escape')

    // A search result or recent-content link names only the item.
    await page.goto(`/content?item=${item?.id ?? ''}`)
    const edit = page.getByRole('dialog', { name: 'Edit Content' })
    await expect(edit.getByLabel('Title')).toHaveValue('Linked item')
    await expect(page).toHaveURL(/\/content$/)
  })

  test('a viewer can view content but not create, edit or delete it', async ({ page, request }) => {
    const type = await createTestType(request, 'Notice')
    const [item] = await createItems(request, type, [
      { title: 'Read me', status: 'published', body: '<p>Only <em>reading</em> here.</p>' },
    ])
    await signInAsDemo(page, 'Viewer')
    await page.goto(`/content?type=${type.id}`)
    const row = rowOf(page, 'Read me')
    await expect(row.getByText('Published').filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create Content' })).toHaveCount(0)
    await expect(row.getByRole('button', { name: /^Edit / })).toHaveCount(0)
    await expect(row.getByRole('button', { name: /^Delete / })).toHaveCount(0)
    await row.getByRole('button', { name: 'View Read me' }).click()
    const preview = page.getByRole('dialog', { name: 'Preview' })
    await expect(preview.locator('em')).toHaveText('reading')
    await page.keyboard.press('Escape')

    // A search result's link (?item=<id>) opens the preview for viewers too.
    await page.goto(`/content?item=${item?.id ?? ''}`)
    await expect(page.getByRole('dialog', { name: 'Preview' })).toBeVisible()
    await expect(page).toHaveURL(/\/content$/)
  })

  test('screenshots of the list in light and dark, desktop and mobile', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Showcase')
    await createItems(request, type, [
      { title: 'Spring launch announcement with a rather long title', status: 'published' },
      { title: 'Draft notes', status: 'draft' },
      { title: 'Old pricing page', status: 'archived' },
    ])
    await signInAsDemo(page, 'Editor')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [name, size] of [
        ['desktop', { width: 1280, height: 800 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        await page.goto(`/content?type=${type.id}`)
        await expect(rowOf(page, 'Draft notes')).toBeVisible()
        await page.screenshot({ path: path.join(artifacts, `content-list-${scheme}-${name}.png`) })
        await rowOf(page, 'Draft notes').getByRole('button', { name: 'Edit Draft notes' }).click()
        const dialog = page.getByRole('dialog', { name: 'Edit Content' })
        await expect(dialog.getByLabel('Title')).toHaveValue('Draft notes')
        await page.screenshot({
          path: path.join(artifacts, `content-editor-${scheme}-${name}.png`),
        })
        await page.keyboard.press('Escape')
      }
    }
  })
})
