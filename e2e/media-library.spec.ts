import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { createItems, createTestType } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface Fixture {
  name: string
  mimeType: string
  buffer: Buffer
}

interface MediaItem {
  id: string
  path: string
  name: string
  altText: string
  folderId: string | null
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG: a diagonal gradient between two colours, so thumbnails look like pictures. */
function png(
  name: string,
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Fixture {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2
      for (let channel = 0; channel < 3; channel++) {
        row[1 + x * 3 + channel] = Math.round(from[channel]! + (to[channel]! - from[channel]!) * t)
      }
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return { name, mimeType: 'image/png', buffer }
}

/** A one-page PDF with a line of text. */
function pdf(name: string): Fixture {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >> endobj',
    '4 0 obj << /Length 44 >> stream',
    'BT /F1 18 Tf 40 100 Td (Folio brochure) Tj ET',
    'endstream endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n')
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') }
}

/** Half a second of a quiet 440 Hz tone as 8 kHz mono WAV. */
function wav(name: string): Fixture {
  const rate = 8000
  const samples = Buffer.alloc((rate / 2) * 2)
  for (let i = 0; i < rate / 2; i++) {
    samples.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000), i * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + samples.length, 4)
  header.write('WAVEfmt ', 8, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(samples.length, 40)
  return { name, mimeType: 'audio/wav', buffer: Buffer.concat([header, samples]) }
}

const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Creates a folder of this test's own (specs share one server) through the API. */
async function createFolder(request: APIRequestContext, token: string, name: string) {
  const response = await request.post('/api/v1/media/folders', {
    headers: { authorization: `Bearer ${token}` },
    data: { name },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { id: string; name: string } }).data
}

/** Uploads fixtures into a folder, one request each, as the API's own clients would. */
async function upload(
  request: APIRequestContext,
  token: string,
  folderId: string,
  fixtures: Fixture[],
): Promise<MediaItem[]> {
  const stored: MediaItem[] = []
  for (const fixture of fixtures) {
    const response = await request.post('/api/v1/media', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { folderId, files: fixture },
    })
    expect(response.status(), await response.text()).toBe(201)
    stored.push(...((await response.json()) as { data: MediaItem[] }).data)
  }
  return stored
}

const folderButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: `${name}, ` })

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

test.describe('Media Library', () => {
  test('an editor browses, organises, searches, edits and deletes files', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const stamp = stampOf()
    const token = await demoToken(request, 'editor')
    const library = await createFolder(request, token, `Library ${stamp}`)
    const [sunrise, beach, brochure] = [
      `sunrise-${stamp}.png`,
      `beach-${stamp}.png`,
      `brochure-${stamp}.pdf`,
    ]
    await upload(request, token, library.id, [
      png(sunrise, 480, 320, [255, 149, 0], [191, 90, 242]),
      png(beach, 320, 320, [10, 132, 255], [48, 209, 88]),
    ])

    await signInAsDemo(page, 'Editor')
    await page.goto(`/media?folder=${library.id}`)
    await expect(page.getByRole('heading', { name: 'Media Library' })).toBeVisible()
    await expect(folderButton(page, library.name)).toHaveAccessibleName(`${library.name}, 2 files`)

    // Upload Files uploads into the folder on screen.
    await page.getByRole('button', { name: 'Upload Files' }).click()
    const uploadModal = page.getByRole('dialog', { name: 'Upload Media' })
    await uploadModal.locator('input[type="file"]').setInputFiles(pdf(brochure))
    await uploadModal.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(toasts(page).getByText('1 file(s) uploaded successfully')).toBeVisible()
    await expect(uploadModal).toBeHidden()
    await expect(folderButton(page, library.name)).toHaveAccessibleName(`${library.name}, 3 files`)

    // Grid: three cards, the images with real thumbnails.
    const grid = page.getByRole('list', { name: 'Files' })
    await expect(grid.getByRole('listitem')).toHaveCount(3)
    await expect(grid.getByRole('button', { name: brochure })).toBeVisible()
    const thumbnail = grid.getByRole('listitem').filter({ hasText: sunrise }).locator('img')
    await expect(thumbnail).toHaveAttribute('src', /\?w=400&format=webp$/)
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(400)

    // List: a row per file with type, size and dimensions.
    await page.getByRole('button', { name: 'List view' }).click()
    await expect(page).toHaveURL(/view=list/)
    const table = page.getByRole('region', { name: 'Files' }).getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(4)
    const sunriseRow = table.getByRole('row').filter({ hasText: sunrise })
    await expect(sunriseRow).toContainText('480 × 320')
    await expect(sunriseRow).toContainText('Image')
    await expect(table.getByRole('row').filter({ hasText: brochure })).toContainText('Document')

    // New Folder: the server's verdict on a taken name shows inline; a new name creates it.
    await page.getByRole('button', { name: 'New Folder' }).click()
    const newFolder = page.getByRole('dialog', { name: 'New folder' })
    await newFolder.getByLabel('Folder name').fill(library.name)
    await newFolder.getByRole('button', { name: 'Create folder' }).click()
    await expect(newFolder.getByText('A folder with this name already exists')).toBeVisible()
    const moved = `Moved ${stamp}`
    await newFolder.getByLabel('Folder name').fill(moved)
    await newFolder.getByRole('button', { name: 'Create folder' }).click()
    await expect(newFolder).toBeHidden()
    await expect(folderButton(page, moved)).toHaveAccessibleName(`${moved}, 0 files`)

    // Move one file there: both counts follow.
    await page.getByRole('checkbox', { name: `Select ${beach}` }).check()
    const bar = page.getByRole('region', { name: 'Selection' })
    await expect(bar).toContainText('1 item selected')
    await bar.getByRole('button', { name: 'Move' }).click()
    const move = page.getByRole('dialog', { name: 'Move 1 file' })
    await move.getByText(moved, { exact: true }).click()
    await move.getByRole('button', { name: 'Move' }).click()
    await expect(toasts(page).getByText(`1 file moved to ${moved}`)).toBeVisible()
    await expect(folderButton(page, moved)).toHaveAccessibleName(`${moved}, 1 file`)
    await expect(folderButton(page, library.name)).toHaveAccessibleName(`${library.name}, 2 files`)
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(bar).toBeHidden()

    // Search by name.
    await page.getByLabel('Search files by name').fill(`sunrise-${stamp}`)
    await expect(page).toHaveURL(/q=sunrise/)
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table).toContainText(sunrise)
    await page.getByLabel('Search files by name').fill('')
    await expect(table.getByRole('row')).toHaveCount(3)

    // Filter by type, shown as a removable chip.
    await page.getByRole('button', { name: 'Filter' }).click()
    const filter = page.getByRole('dialog', { name: 'Filter files' })
    await filter.getByText('Documents', { exact: true }).click()
    await filter.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/type=document/)
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table).toContainText(brochure)
    await page.getByRole('button', { name: 'Remove filter Documents' }).click()
    await expect(table.getByRole('row')).toHaveCount(3)

    // Details: edit the alt text, see it saved, and find it on the server.
    await table.getByRole('button', { name: sunrise }).click()
    const details = page.getByRole('dialog', { name: sunrise })
    await expect(details.getByRole('textbox', { name: 'URL' })).toHaveValue(
      new RegExp(`^http://.+/media/.+/${sunrise}$`),
    )
    await expect(details.getByText('480 × 320 px')).toBeVisible()
    await expect(details.getByText('Not used in any content yet.')).toBeVisible()
    await details.getByLabel('Alt text').fill('An orange sunrise fading to violet')
    await details.getByRole('button', { name: 'Save' }).click()
    await expect(details.getByRole('status').getByText('Saved')).toBeVisible()

    // Replace the file: same id and URL, new pixels.
    await details
      .locator('input[type="file"]')
      .setInputFiles(png(sunrise, 200, 100, [255, 69, 58], [255, 214, 10]))
    await expect(toasts(page).getByText(`Replaced with ${sunrise}`)).toBeVisible()
    await expect(details.getByText('200 × 100 px')).toBeVisible()
    await details.getByRole('button', { name: 'Close dialog' }).click()
    await expect(details).toBeHidden()
    const listed = await request.get(`/api/v1/media?folderId=${library.id}&q=sunrise-${stamp}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const [saved] = ((await listed.json()) as { data: MediaItem[] }).data
    expect(saved?.altText).toBe('An orange sunrise fading to violet')

    // Select all and delete, after confirming: the folder is empty.
    await page.getByRole('checkbox', { name: 'Select all files on this page' }).check()
    await expect(bar).toContainText('2 items selected')
    await bar.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete 2 files?' })
    await expect(confirm).toContainText('This cannot be undone.')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`No files in ${library.name} yet`)).toBeVisible()
    await page.screenshot({ path: path.join(artifacts, 'media-library-empty-folder.png') })
    await expect(folderButton(page, library.name)).toHaveAccessibleName(`${library.name}, 0 files`)

    // Rename the other folder, then delete it with its file.
    await page.getByRole('button', { name: `Actions for folder ${moved}` }).click()
    await page.getByRole('menuitem', { name: 'Rename' }).click()
    const rename = page.getByRole('dialog', { name: 'Rename folder' })
    await rename.getByLabel('Folder name').fill(`Renamed ${stamp}`)
    await rename.getByRole('button', { name: 'Save' }).click()
    await expect(folderButton(page, `Renamed ${stamp}`)).toHaveAccessibleName(
      `Renamed ${stamp}, 1 file`,
    )
    await page.getByRole('button', { name: `Actions for folder Renamed ${stamp}` }).click()
    await page.getByRole('menuitem', { name: 'Delete folder' }).click()
    const deleteFolder = page.getByRole('dialog', { name: `Delete folder “Renamed ${stamp}”?` })
    await deleteFolder.getByText('Delete files too').click()
    await deleteFolder.getByRole('button', { name: 'Delete folder and 1 file' }).click()
    await expect(folderButton(page, `Renamed ${stamp}`)).toHaveCount(0)
  })

  test('viewers browse without edit controls and follow “Used in” to the content', async ({
    page,
    request,
  }) => {
    const stamp = stampOf()
    const token = await demoToken(request, 'editor')
    const folder = await createFolder(request, token, `Viewer ${stamp}`)
    const [image] = await upload(request, token, folder.id, [
      png(`view-${stamp}.png`, 64, 64, [0, 0, 0], [255, 255, 255]),
    ])
    const type = await createTestType(request, 'Media usage')
    const [post] = await createItems(request, type, [
      { title: `Uses the image ${stamp}`, body: `<p><img src="${image?.path}" alt=""></p>` },
    ])

    await signInAsDemo(page, 'Viewer')
    await page.goto(`/media?folder=${folder.id}&view=list`)
    await expect(page.getByRole('button', { name: `view-${stamp}.png` })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Upload Files' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'New Folder' })).toHaveCount(0)
    await expect(page.getByRole('checkbox')).toHaveCount(0)
    await page.getByRole('button', { name: `view-${stamp}.png` }).click()
    const details = page.getByRole('dialog', { name: `view-${stamp}.png` })
    await expect(details.getByRole('link', { name: 'Download' })).toBeVisible()
    await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0)
    await expect(details.getByLabel('Alt text')).toHaveCount(0)

    const usedIn = details.getByRole('link', { name: new RegExp(`Uses the image ${stamp}`) })
    await expect(usedIn).toContainText(type.name)
    await usedIn.click()
    await expect(page).toHaveURL(/\/content\?type=/)
    await expect(page.getByRole('dialog', { name: 'Preview' })).toContainText(post?.title ?? '')
  })

  test('screenshots in light and dark, desktop and phone', async ({ page, request }) => {
    test.setTimeout(120_000)
    const stamp = stampOf()
    const token = await demoToken(request, 'editor')
    const folder = await createFolder(request, token, `Campaign ${stamp}`)
    await upload(request, token, folder.id, [
      png(`hero-banner-${stamp}.png`, 960, 540, [10, 132, 255], [94, 92, 230]),
      png(`product-shot.png`, 600, 600, [255, 149, 0], [255, 69, 58]),
      png(`team-photo.png`, 800, 533, [48, 209, 88], [10, 132, 255]),
      pdf('press-kit.pdf'),
      wav('jingle.wav'),
      png(`logo-mark.png`, 256, 256, [191, 90, 242], [255, 255, 255]),
    ])

    await signInAsDemo(page, 'Editor')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [name, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size)
        for (const view of ['grid', 'list'] as const) {
          await page.goto(`/media?folder=${folder.id}&view=${view}`)
          const files = page.getByRole('region', { name: 'Files' })
          await expect(files.getByRole('button', { name: 'jingle.wav' })).toBeVisible()
          await page.waitForLoadState('networkidle')
          if (view === 'grid') {
            await files.getByRole('checkbox', { name: 'Select product-shot.png' }).check()
            await page.evaluate(() => window.scrollTo(0, 0))
          }
          await page.screenshot({
            path: path.join(artifacts, `media-library-${view}-${scheme}-${name}.png`),
            fullPage: true,
          })
        }
        await page
          .getByRole('region', { name: 'Files' })
          .getByRole('button', { name: 'team-photo.png' })
          .click()
        await expect(
          page.getByRole('dialog', { name: 'team-photo.png' }).getByText('800 × 533 px'),
        ).toBeVisible()
        await page.waitForLoadState('networkidle')
        await page.screenshot({
          path: path.join(artifacts, `media-library-details-${scheme}-${name}.png`),
        })
        await page
          .getByRole('dialog', { name: 'team-photo.png' })
          .getByRole('button', { name: 'Replace file' })
          .scrollIntoViewIfNeeded()
        await page.screenshot({
          path: path.join(artifacts, `media-library-details-end-${scheme}-${name}.png`),
        })
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: 'Filter' }).click()
        await page.getByRole('dialog', { name: 'Filter files' }).getByText('Custom range').click()
        await expect(page.getByLabel('From')).toBeVisible()
        // Let the pills finish their colour transition.
        await page.waitForTimeout(300)
        await page.screenshot({
          path: path.join(artifacts, `media-library-filter-${scheme}-${name}.png`),
        })
        await page.keyboard.press('Escape')
      }
    }
  })
})
