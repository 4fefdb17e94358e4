import path from 'node:path'

import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'

import { apiAs } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType, toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

/** The Workflow screen's row showing an item's title. */
const workflowRow = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Workflow items' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) })

/** A second signed-in browser (its own cookies and storage), as another person would have. */
async function openAs(browser: Browser, role: 'Admin' | 'Editor') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInAsDemo(page, role)
  return { context, page }
}

/** The side panel's action form, opened from its button. */
async function openAction(panel: Locator, action: string) {
  await panel.getByRole('button', { name: action, exact: true }).click()
  return panel.getByRole('form', { name: action })
}

test.describe('Workflow', () => {
  test('an editor submits, the admin requests changes, the editor fixes and resubmits, the admin approves and publishes', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const type = await createTestType(request, 'Review')
    const title = `Launch story ${Date.now()}`
    await createItems(request, type, [{ title }])

    // Editor: Submit item → pick the item → the admin reviews it by a date, with notes.
    await signInAsDemo(page, 'Editor')
    await page.goto('/workflow')
    await page.getByRole('button', { name: 'Submit item' }).click()
    const submit = page.getByRole('dialog', { name: 'Submit for review' })
    await submit.getByLabel('Find a content item by title').fill(title)
    // The search is unique to this test: wait for its one result before choosing it.
    const picker = submit.getByRole('list', { name: 'Content items' })
    await expect(picker.getByRole('listitem')).toHaveCount(1)
    await picker.getByRole('button', { name: new RegExp(title) }).click()
    await expect(submit.getByText(`“${title}”`)).toBeVisible()
    await submit.getByLabel('Reviewer').selectOption({ label: 'Demo Admin (Admin)' })
    await submit.getByLabel('Due date (optional)').fill('2031-05-20')
    await submit.getByLabel('Notes (optional)').fill('Check the launch date')
    await submit.getByRole('button', { name: 'Submit for review' }).click()
    await expect(toasts(page).getByText('Submitted for review')).toBeVisible()
    const editorPanel = page.getByRole('dialog', { name: title })
    await expect(editorPanel.getByText('In Review').first()).toBeVisible()
    // The editor may not review their own submission: no review actions are offered.
    await expect(editorPanel.getByRole('button', { name: 'Approve' })).toHaveCount(0)
    await page.keyboard.press('Escape')

    // Admin, in a second browser: the item is under "Assigned to me"; request changes.
    const admin = await openAs(browser, 'Admin')
    try {
      await admin.page.goto('/workflow')
      await admin.page.getByRole('button', { name: 'Assigned to me' }).click()
      await admin.page.getByLabel('Search by content title').fill(title)
      const adminRow = workflowRow(admin.page, title)
      await expect(adminRow).toBeVisible()
      await expect(adminRow.getByText('Check the launch date')).toBeVisible()
      await adminRow.getByRole('button', { name: title, exact: true }).click()
      const adminPanel = admin.page.getByRole('dialog', { name: title })
      const changes = await openAction(adminPanel, 'Request changes')
      await changes.getByRole('button', { name: 'Request changes' }).click()
      await expect(changes.getByText('Add a comment saying what needs to change')).toBeVisible()
      await changes.getByLabel('What needs to change?').fill('Please add the launch tags.')
      await changes.getByRole('button', { name: 'Request changes' }).click()
      await expect(adminPanel.getByText('Needs Changes').first()).toBeVisible()
      await expect(
        adminPanel.getByRole('list', { name: 'History' }).getByText('Please add the launch tags.'),
      ).toBeVisible()
      // Approving now would be illegal: the button is gone.
      await expect(adminPanel.getByRole('button', { name: 'Approve' })).toHaveCount(0)

      // Editor: the bell has the change request (polled; a reload asks at once).
      await page.reload()
      const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ })
      await expect(bell).toBeVisible()
      await bell.click()
      const inbox = page.getByRole('dialog', { name: 'Notifications' })
      const notice = inbox.getByRole('link', { name: new RegExp(`requested changes to .${title}`) })
      await expect(notice).toBeVisible()
      await expect(inbox.getByText('Please add the launch tags.').first()).toBeVisible()
      await page.screenshot({ path: path.join(artifacts, 'workflow-bell-light-desktop.png') })
      await notice.click()
      await expect(page).toHaveURL(/\/workflow\?item=/)
      const panel = page.getByRole('dialog', { name: title })
      await expect(panel.getByText('Please add the launch tags.').first()).toBeVisible()

      // The editor fixes the item in the content editor, then submits it again.
      await panel.getByRole('link', { name: 'Open in editor' }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Content' })
      await edit.getByLabel('Tags').fill('e2e, launch')
      await edit.getByRole('button', { name: 'Save changes' }).click()
      await expect(toasts(page).getByText('Content updated successfully')).toBeVisible()
      await page.goto('/workflow')
      await page.getByLabel('Search by content title').fill(title)
      await workflowRow(page, title).getByRole('button', { name: title, exact: true }).click()
      const resubmit = await openAction(
        page.getByRole('dialog', { name: title }),
        'Submit for review',
      )
      // The second round starts from the first: same reviewer, due date and notes.
      await expect(resubmit.getByLabel('Reviewer').locator('option:checked')).toHaveText(
        'Demo Admin (Admin)',
      )
      await expect(resubmit.getByLabel('Due date (optional)')).toHaveValue('2031-05-20')
      await expect(resubmit.getByLabel('Notes (optional)')).toHaveValue('Check the launch date')
      await resubmit.getByRole('button', { name: 'Submit for review' }).click()
      await expect(
        page.getByRole('dialog', { name: title }).getByText('In Review').first(),
      ).toBeVisible()

      // Admin: approve, then publish now; the row shows Published.
      await admin.page.reload()
      const again = admin.page.getByRole('dialog', { name: title })
      const approve = await openAction(again, 'Approve')
      await approve.getByRole('button', { name: 'Approve' }).click()
      await expect(again.getByText('Approved').first()).toBeVisible()
      const publish = await openAction(again, 'Publish')
      await publish.getByRole('button', { name: 'Publish now' }).click()
      await expect(toasts(admin.page).getByText('Item published')).toBeVisible()
      await admin.page.keyboard.press('Escape')
      await admin.page.getByRole('button', { name: 'All', exact: true }).click()
      const published = workflowRow(admin.page, title)
      // The Published state's badge and the badge saying the item is live (the phone layout's
      // copies are hidden at this width).
      await expect(published.getByText('Published').filter({ visible: true })).toHaveCount(2)
      await published.screenshot({ path: path.join(artifacts, 'workflow-published-row.png') })
    } finally {
      await admin.context.close()
    }
  })

  test('screenshots in light and dark, desktop and mobile', async ({ page, request }) => {
    test.setTimeout(120_000)
    const type = await createTestType(request, 'Showcase')
    const stamp = Date.now()
    const [late, live] = await createItems(request, type, [
      { title: `Overdue review ${stamp}` },
      { title: `Published review ${stamp}` },
    ])
    const users = await apiAs<{ id: string; name: string }[]>(
      request,
      'editor',
      'GET',
      '/workflow/assignees',
    )
    const adminId = users.find((user) => user.name === 'Demo Admin')?.id ?? ''
    await apiAs(request, 'editor', 'POST', `/workflow/items/${late?.id}/submit`, {
      assignedTo: adminId,
      dueDate: '2025-01-10',
      notes: 'Check the numbers in the second table before this goes out.',
    })
    await apiAs(request, 'editor', 'POST', `/workflow/items/${late?.id}/comments`, {
      body: 'Numbers come from the Q4 report.',
    })
    await apiAs(request, 'editor', 'POST', `/workflow/items/${live?.id}/submit`, {
      assignedTo: adminId,
    })
    await apiAs(request, 'admin', 'POST', `/workflow/items/${live?.id}/approve`, {})
    await apiAs(request, 'admin', 'POST', `/workflow/items/${live?.id}/publish`, {})

    await signInAsDemo(page, 'Admin')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [name, size] of [
        ['desktop', { width: 1280, height: 860 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        await page.goto(`/workflow?q=${stamp}`)
        const row = workflowRow(page, `Overdue review ${stamp}`)
        await expect(
          row.getByText('Overdue', { exact: true }).filter({ visible: true }),
        ).toBeVisible()
        await page.screenshot({ path: path.join(artifacts, `workflow-list-${scheme}-${name}.png`) })
        // The admin was asked to review both items: the bell lists the requests.
        await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click()
        const inbox = page.getByRole('dialog', { name: 'Notifications' })
        await expect(
          inbox.getByRole('link', {
            name: new RegExp(`asked you to review .Overdue review ${stamp}`),
          }),
        ).toBeVisible()
        await page.screenshot({ path: path.join(artifacts, `workflow-bell-${scheme}-${name}.png`) })
        await page.keyboard.press('Escape')
        await row.getByRole('button', { name: `Overdue review ${stamp}` }).click()
        const panel = page.getByRole('dialog', { name: `Overdue review ${stamp}` })
        await expect(panel.getByText('Numbers come from the Q4 report.')).toBeVisible()
        await page.screenshot({
          path: path.join(artifacts, `workflow-panel-${scheme}-${name}.png`),
        })
        await page.keyboard.press('Escape')
        for (const tab of ['permissions', 'notifications']) {
          await page.goto(`/settings?tab=${tab}`)
          await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible()
          await page.screenshot({
            path: path.join(artifacts, `settings-${tab}-${scheme}-${name}.png`),
          })
        }
      }
    }
  })
})
