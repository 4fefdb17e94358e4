import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { apiAs, demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { rowOf, toasts, type TestType } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

// Tiny real images (the server reads dimensions from the bytes and refuses what is not a file
// type it knows, whatever the name says).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAMAAADlRUG7AAAABlBMVEX5cxY7gvYpr8TTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMklEQVR42u3NAQkAAAgDsNu/tCUOgmwFljkSsVgsFovFYrFYLBaLxWKxuBgDAAAAwAMLAfwSwTKoX0UAAAAASUVORK5CYII=',
  'base64',
)
const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABAAGADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAQG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AlARs2AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//9k=',
  'base64',
)

/** A one-page PDF padded to `size` bytes with a comment, so the upload takes a moment. */
function pdfOf(size: number): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
  ].join('\n')
  const end = '\n%%EOF\n'
  const padding = Math.max(0, size - body.length - end.length - 2)
  return Buffer.from(`${body}\n%${'x'.repeat(padding)}${end}`)
}

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** Opens "Upload Media" from the library screen's header or the dashboard's quick action. */
async function openUploadModal(page: Page, from: 'library' | 'dashboard'): Promise<Locator> {
  if (from === 'library') {
    await page.goto('/media')
    await page.getByRole('button', { name: 'Upload Files' }).first().click()
  } else {
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Upload Media' }).click()
  }
  const dialog = page.getByRole('dialog', { name: 'Upload Media' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Screenshots wait for every thumbnail to be drawn. */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
}

async function chooseFiles(page: Page, scope: Locator, files: { name: string; buffer: Buffer }[]) {
  // Picked from disk, as a person would: the browser reads a path itself, where a file's bytes
  // handed over by the test travel through the protocol (ten seconds for the 10 MB ones). The
  // browser takes each file's type from its name. The test's output folder is emptied each run.
  const uploads = test.info().outputPath('uploads')
  mkdirSync(uploads, { recursive: true })
  const folder = mkdtempSync(path.join(uploads, 'pick-'))
  const paths = files.map(({ name, buffer }) => {
    const file = path.join(folder, name)
    writeFileSync(file, buffer)
    return file
  })
  const chooser = page.waitForEvent('filechooser')
  await scope.getByRole('button', { name: 'Choose files' }).click()
  await (await chooser).setFiles(paths)
}

/** Slows the browser's uploads down, so the progress bar is seen moving. */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  })
}

/** A content type of this test's own with an image field and rich text. */
async function createImageType(page: Page): Promise<TestType> {
  const id = stamp()
  return apiAs<TestType>(page.request, 'admin', 'POST', '/content-types', {
    name: `Gallery ${id}`,
    slug: `gallery-${id}`,
    description: 'Made by the media e2e spec',
    fields: [
      { name: 'Cover', type: 'image' },
      { name: 'Body', type: 'rich-text' },
    ],
  })
}

/** An alert of the upload dialog itself, not a toast shown over it. */
const panelAlert = (dialog: Locator) =>
  dialog.locator('[role="alert"]:not([aria-label="Notifications"] *)')

test.describe('media upload', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an editor uploads three files with a progress bar; refused files say why', async ({
    page,
  }) => {
    const id = stamp()
    await signInAsDemo(page, 'Editor')
    const dialog = await openUploadModal(page, 'library')
    await expect(dialog.getByText(/audio \(MP3.*up to 10 MB each/)).toBeVisible()

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Please select files to upload')

    await chooseFiles(page, dialog, [
      { name: `harbour-${id}.png`, buffer: PNG },
      { name: `meadow-${id}.jpg`, buffer: JPEG },
      { name: `brochure-${id}.pdf`, buffer: pdfOf(1_500_000) },
    ])
    const list = dialog.getByRole('region', { name: 'Files to upload' })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(list.getByRole('listitem').nth(2)).toContainText('1.4 MB · application/pdf')

    await throttleUploads(page, 400_000)
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    const bar = dialog.getByRole('progressbar', { name: 'Upload progress' })
    await expect(bar).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
    // The bar follows the bytes sent: it is seen between the start and the end.
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThan(10)
    await page.screenshot({ path: path.join(artifacts, 'media-upload-progress.png') })
    await expect(toasts(page).getByText('3 file(s) uploaded successfully')).toBeVisible({
      timeout: 30_000,
    })
    await expect(dialog).toBeHidden()
    await throttleUploads(page, null)
    // The library's list is refreshed with the new files.
    const files = page.getByRole('region', { name: 'Files' })
    for (const name of [`harbour-${id}.png`, `meadow-${id}.jpg`, `brochure-${id}.pdf`]) {
      await expect(files.getByText(name).first()).toBeVisible()
    }

    // A text file named .png (the server reads the bytes) and one over 10 MB.
    // The dashboard's quick action opens the same modal.
    const again = await openUploadModal(page, 'dashboard')
    await chooseFiles(page, again, [
      { name: `notes-${id}.png`, buffer: Buffer.from('just some words\n') },
      {
        name: `huge-${id}.pdf`,
        buffer: pdfOf(10 * 1024 * 1024 + 1),
      },
    ])
    await expect(again.getByText(`huge-${id}.pdf is larger than 10 MB`)).toBeVisible()
    await again.getByRole('button', { name: 'Upload', exact: true }).click()
    // The panel's own alert: a toast saying the same shows in the dialog too.
    const failure = panelAlert(again)
    await expect(failure).toContainText('File upload failed')
    await expect(failure).toContainText(
      'There was an error uploading your files. Please try again.',
    )
    await expect(failure).toContainText(`notes-${id}.png is not a supported file type`)
    await expect(again.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled()
    await again.screenshot({ path: path.join(artifacts, 'media-upload-failed.png') })

    // Some refused, some stored: the stored ones are reported, the refused ones stay on screen.
    await again.getByRole('button', { name: `Remove notes-${id}.png` }).click()
    await again.getByRole('button', { name: `Remove huge-${id}.pdf` }).click()
    await chooseFiles(page, again, [
      { name: `kept-${id}.png`, buffer: PNG },
      { name: `memo-${id}.jpg`, buffer: Buffer.from('not a photo\n') },
    ])
    await again.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(toasts(page).getByText('1 file(s) uploaded successfully')).toBeVisible()
    const refused = panelAlert(again)
    await expect(refused).toContainText('1 file(s) could not be uploaded')
    await expect(refused).toContainText(`memo-${id}.jpg is not a supported file type`)
    await expect(again.getByRole('region', { name: 'Files to upload' })).toBeHidden()
  })

  test('an image field and rich text take images from the library', async ({ page }) => {
    const id = stamp()
    const type = await createImageType(page)
    const title = `Gallery item ${id}`
    const cover = await apiUploadImage(page, `cover-${id}.png`)

    await signInAsDemo(page, 'Editor')
    await page.goto(`/content?type=${type.id}`)
    await page.getByRole('button', { name: 'Create Content', exact: true }).click()
    const editor = page.getByRole('dialog', { name: 'Create Content' })
    await editor.getByLabel('Title').fill(title)

    await editor.getByRole('button', { name: 'Choose from library' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose an image' })
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(`cover-${id}`)
    await picker.getByRole('button', { name: `cover-${id}.png` }).click()
    await imagesLoaded(page)
    await picker.screenshot({ path: path.join(artifacts, 'media-picker.png') })
    await picker.getByRole('button', { name: 'Select', exact: true }).click()
    await expect(picker).toBeHidden()
    await expect(editor.getByLabel('Cover')).toHaveValue(cover.path)
    await expect(editor.getByRole('img', { name: 'Preview' })).toBeVisible()

    // Rich text: upload on the spot from the picker, then insert it with alt text.
    await editor.getByRole('textbox', { name: 'Body' }).click()
    await page.keyboard.type('Look: ')
    await editor.getByRole('button', { name: 'Image', exact: true }).click()
    const insert = page.getByRole('dialog', { name: 'Insert an image' })
    await insert.getByRole('tab', { name: 'Upload' }).click()
    await chooseFiles(page, insert, [{ name: `inline-${id}.jpg`, buffer: JPEG }])
    await insert.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(toasts(page).getByText('1 file(s) uploaded successfully')).toBeVisible()
    await expect(insert.getByText(`Selected: inline-${id}.jpg`)).toBeVisible()
    await insert.getByLabel('Alt text').fill('A green field')
    await insert.getByRole('button', { name: 'Select', exact: true }).click()
    await expect(insert).toBeHidden()
    await expect(editor.locator('.tiptap img')).toHaveAttribute('alt', 'A green field')

    await editor.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(toasts(page).getByText('Content created successfully')).toBeVisible()
    await rowOf(page, title)
      .getByRole('button', { name: `View ${title}` })
      .click()
    const preview = page.getByRole('dialog', { name: 'Preview' })
    const image = preview.getByRole('img', { name: 'Cover' })
    await expect(image).toHaveAttribute('src', cover.path)
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(120)
    const inline = preview.getByRole('img', { name: 'A green field' })
    await expect(inline).toHaveAttribute('src', /^\/media\/[^/]+\/inline-/)
    await expect.poll(() => inline.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(96)
    await preview.screenshot({ path: path.join(artifacts, 'media-content-preview.png') })
  })

  test('screenshots of the modal and the picker in light and dark, desktop and mobile', async ({
    page,
  }) => {
    const id = stamp()
    const type = await createImageType(page)
    await apiUploadImage(page, `shot-${id}.png`)
    await signInAsDemo(page, 'Editor')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [label, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        const dialog = await openUploadModal(page, 'dashboard')
        await chooseFiles(page, dialog, [
          { name: 'team-photo.png', buffer: PNG },
          { name: 'annual-report-2025.pdf', buffer: pdfOf(40_000) },
          {
            name: 'launch-video.mp4',
            buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
          },
        ])
        await expect(dialog.getByText('launch-video.mp4 is larger than 10 MB')).toBeVisible()
        await page.screenshot({ path: path.join(artifacts, `media-upload-${scheme}-${label}.png`) })
        await page.keyboard.press('Escape')

        await page.goto(`/content?type=${type.id}`)
        await page.getByRole('button', { name: 'Create Content', exact: true }).click()
        await page.getByRole('button', { name: 'Choose from library' }).click()
        const picker = page.getByRole('dialog', { name: 'Choose an image' })
        await picker.getByRole('button', { name: `shot-${id}.png` }).click()
        await imagesLoaded(page)
        await page.screenshot({ path: path.join(artifacts, `media-picker-${scheme}-${label}.png`) })
      }
    }
  })
})

/** Stores an image through the API as the editor and returns it. */
async function apiUploadImage(page: Page, name: string): Promise<{ id: string; path: string }> {
  const token = await demoToken(page.request, 'editor')
  const response = await page.request.post('/api/v1/media', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name, mimeType: 'image/png', buffer: PNG } },
  })
  expect(response.status(), await response.text()).toBe(201)
  const body = (await response.json()) as { data: { id: string; path: string }[] }
  const [item] = body.data
  if (!item) throw new Error('The upload stored nothing')
  return item
}
