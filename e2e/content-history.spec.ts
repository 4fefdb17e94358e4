import path from 'node:path'

import { expect, test } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType, rowOf, toasts, type TestItem } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

test.describe('content history and conflicts', () => {
  // Specs share a small machine with other suites; these flows take many steps.
  test.describe.configure({ timeout: 90_000 })

  test('an editor schedules an item, edits it, compares versions and restores one', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Launch')
    const first = `Launch plan ${Date.now()}`
    const second = `${first} (revised)`
    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}`)

    // Schedule: the picker appears with the note and a time an hour ahead.
    await page.getByRole('button', { name: 'Create Content', exact: true }).click()
    const create = page.getByRole('dialog', { name: 'Create Content' })
    await create.getByLabel('Title').fill(first)
    await create.getByRole('textbox', { name: 'Body' }).click()
    await page.keyboard.type('Launch on Monday.')
    await create.getByText('Schedule', { exact: true }).click()
    await expect(
      create.getByText('Scheduled content will be published automatically at the scheduled time.'),
    ).toBeVisible()
    const picker = create.getByLabel('Publish at')
    await expect(picker).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3600_000)
    const pad = (value: number) => String(value).padStart(2, '0')
    await picker.fill(
      `${inTwoDays.getFullYear()}-${pad(inTwoDays.getMonth() + 1)}-${pad(inTwoDays.getDate())}T09:30`,
    )
    await create.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(toasts(page).getByText('Content created successfully')).toBeVisible()
    await expect(rowOf(page, first).getByText('Scheduled').filter({ visible: true })).toBeVisible()

    // Edit: the scheduled time is pre-filled; change the title.
    await rowOf(page, first)
      .getByRole('button', { name: `Edit ${first}` })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit Content' })
    await expect(edit.getByLabel('Publish at')).toHaveValue(/T09:30$/)
    await edit.getByLabel('Title').fill(second)
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(toasts(page).getByText('Content updated successfully')).toBeVisible()
    await expect(rowOf(page, second)).toBeVisible()

    // History: versions 2 and 1; version 1 differs in its title.
    await rowOf(page, second)
      .getByRole('button', { name: `Edit ${second}` })
      .click()
    await edit.getByRole('tab', { name: 'History' }).click()
    const versions = edit.getByRole('list', { name: 'Versions' })
    await expect(versions.getByRole('button')).toHaveCount(2)
    await expect(versions.getByRole('button').nth(0)).toContainText('v2')
    await expect(versions.getByRole('button').nth(1)).toContainText('v1')
    await versions.getByRole('button', { name: /^v1/ }).click()
    const titleRow = edit.getByRole('listitem', { name: 'Title, changed' })
    await expect(titleRow.getByText(first, { exact: true })).toBeVisible()
    await expect(titleRow.getByText(second, { exact: true })).toBeVisible()
    await expect(edit.getByText('1 difference.')).toBeVisible()
    await edit.screenshot({ path: path.join(artifacts, 'content-history-diff.png') })

    await edit.getByRole('button', { name: 'Restore this version' }).click()
    await page
      .getByRole('dialog', { name: 'Restore version 1?' })
      .getByRole('button', { name: 'Restore version' })
      .click()
    await expect(toasts(page).getByText('Version restored')).toBeVisible()
    await expect(versions.getByRole('button')).toHaveCount(3)
    await expect(versions.getByRole('button').first()).toContainText('v3')
    await expect(versions.getByRole('button').first()).toContainText('Restored from v1')
    await edit.getByRole('tab', { name: 'Edit' }).click()
    await expect(edit.getByLabel('Title')).toHaveValue(first)
    await page.keyboard.press('Escape')
    await expect(rowOf(page, first)).toBeVisible()
  })

  test('a save over someone else’s newer save shows both versions instead', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Shared')
    const [item] = await createItems(request, type, [{ title: 'Team page' }])
    if (!item) throw new Error('no item')
    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}`)
    await rowOf(page, 'Team page').getByRole('button', { name: 'Edit Team page' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Content' })
    await expect(edit.getByLabel('Title')).toHaveValue('Team page')

    // Meanwhile an admin saves version 2.
    const theirs = await apiAs<TestItem>(
      request,
      'admin',
      'PUT',
      `/content/${type.id}/items/${item.id}`,
      {
        title: 'Team page (admin)',
        slug: item.slug,
        status: 'draft',
        scheduledFor: null,
        data: item.data,
        version: 1,
      },
    )
    expect(theirs.version).toBe(2)

    await edit.getByLabel('Title').fill('Team page (editor)')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(edit.getByText('This item changed while you were editing')).toBeVisible()
    const titleRow = edit.getByRole('listitem', { name: 'Title, changed' })
    await expect(titleRow.getByText('Your version')).toBeVisible()
    await expect(titleRow.getByText('Team page (editor)', { exact: true })).toBeVisible()
    await expect(titleRow.getByText('Saved version')).toBeVisible()
    await expect(titleRow.getByText('Team page (admin)', { exact: true })).toBeVisible()
    await edit.screenshot({ path: path.join(artifacts, 'content-conflict.png') })

    // Nothing was overwritten.
    const saved = await apiAs<TestItem>(
      request,
      'editor',
      'GET',
      `/content/${type.id}/items/${item.id}`,
    )
    expect(saved).toMatchObject({ title: 'Team page (admin)', version: 2 })

    // Use saved version reloads the form; saving mine again then wins on purpose.
    await edit.getByRole('button', { name: 'Use saved version' }).click()
    await expect(edit.getByLabel('Title')).toHaveValue('Team page (admin)')
    await edit.getByLabel('Title').fill('Team page (editor)')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(toasts(page).getByText('Content updated successfully')).toBeVisible()
    const after = await apiAs<TestItem>(
      request,
      'editor',
      'GET',
      `/content/${type.id}/items/${item.id}`,
    )
    expect(after).toMatchObject({ title: 'Team page (editor)', version: 3 })
  })

  test('Keep my changes saves over the newer version after review', async ({ page, request }) => {
    const type = await createTestType(request, 'Kept')
    const [item] = await createItems(request, type, [{ title: 'Pricing' }])
    if (!item) throw new Error('no item')
    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}`)
    await rowOf(page, 'Pricing').getByRole('button', { name: 'Edit Pricing' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Content' })
    await expect(edit.getByLabel('Title')).toHaveValue('Pricing')
    await apiAs(request, 'admin', 'PUT', `/content/${type.id}/items/${item.id}`, {
      ...item,
      title: 'Pricing (admin)',
      version: 1,
    })

    await edit.getByLabel('Title').fill('Pricing (editor)')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await edit.getByRole('button', { name: 'Keep my changes' }).click()
    await expect(toasts(page).getByText('Content updated successfully')).toBeVisible()
    await expect(edit).toBeHidden()
    const after = await apiAs<TestItem>(
      request,
      'editor',
      'GET',
      `/content/${type.id}/items/${item.id}`,
    )
    expect(after).toMatchObject({ title: 'Pricing (editor)', version: 3 })
  })

  test('screenshots of a rich-text diff in light and dark, desktop and mobile', async ({
    page,
    request,
  }) => {
    const type = await createTestType(request, 'Diffed')
    const [item] = await createItems(request, type, [
      { title: 'Release notes', body: '<p>Version one brings <strong>speed</strong>.</p>' },
    ])
    if (!item) throw new Error('no item')
    await apiAs(request, 'editor', 'PUT', `/content/${type.id}/items/${item.id}`, {
      ...item,
      data: {
        ...item.data,
        Body: '<h2>Highlights</h2><p>Version two brings <mark>speed</mark> and <a href="https://example.com">docs</a>.</p><ul><li>Faster</li></ul>',
      },
      version: 1,
    })
    await signInAsDemo(page, 'Editor')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [name, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        await page.goto(`/content?type=${type.id}`)
        await rowOf(page, 'Release notes')
          .getByRole('button', { name: 'Edit Release notes' })
          .click()
        const edit = page.getByRole('dialog', { name: 'Edit Content' })
        await edit.getByRole('tab', { name: 'History' }).click()
        await edit
          .getByRole('list', { name: 'Versions' })
          .getByRole('button', { name: /^v1/ })
          .click()
        await expect(edit.getByRole('listitem', { name: 'Body, changed' })).toBeVisible()
        await edit.getByRole('button', { name: /Show \d+ unchanged/ }).click()
        await page.screenshot({
          path: path.join(artifacts, `content-history-${scheme}-${name}.png`),
        })
        await page.keyboard.press('Escape')
      }
    }
  })
})
