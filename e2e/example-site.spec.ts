import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'

import { expect, test, type APIRequestContext } from '@playwright/test'
import { build, preview } from 'vite'

import { apiAs, demoToken } from './support/api.js'
import { signInAsDemo } from './support/auth.js'
import { toasts } from './support/content.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')
const siteRoot = path.join(import.meta.dirname, '..', 'examples', 'landing-site')

interface Item {
  id: string
  title: string
  slug: string
  status: string
  version: number
  data: Record<string, unknown>
}
type Block = Record<string, unknown> & { _type: string }
interface ContentType {
  name: string
  slug: string
  description: string
  fields: unknown[]
  titleField: string | null
}

/** The sample home page as the API reads it, for an editor. */
function readHome(request: APIRequestContext) {
  return apiAs<Item>(request, 'admin', 'GET', '/content/landing-page/items/home')
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A wide PNG with a diagonal gradient from indigo to cyan: a stand-in for a product shot. */
function gradientPng(width: number, height: number): Buffer {
  const from = [79, 70, 229]
  const to = [6, 182, 212]
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2
      for (let c = 0; c < 3; c++)
        row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** Points the Landing Page type's own preview URL somewhere ('' falls back to Settings). */
async function setPreviewUrl(request: APIRequestContext, previewUrl: string) {
  const type = await apiAs<ContentType>(request, 'admin', 'GET', '/content-types/landing-page')
  await apiAs(request, 'admin', 'PUT', '/content-types/landing-page', {
    name: type.name,
    slug: type.slug,
    description: type.description,
    fields: type.fields,
    titleField: type.titleField,
    previewUrl,
  })
}

/**
 * The example site in examples/landing-site, built with its own Vite config and the packages
 * the repository already installs, and served by `vite preview`, whose proxy passes `/api/` on
 * to this run's Folio: the same setup as `npm run dev` there, without a second install.
 */
async function startExampleSite(folioUrl: string, apiKey: string) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'folio-example-site-'))
  process.env.VITE_FOLIO_URL = folioUrl
  process.env.VITE_FOLIO_KEY = apiKey
  const config = {
    configFile: path.join(siteRoot, 'vite.config.ts'),
    logLevel: 'warn' as const,
    build: { outDir, emptyOutDir: true },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  }
  await build(config)
  const server = await preview(config)
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not say where it listens')
  return {
    url: url.replace(/\/$/, ''),
    async close() {
      await server.close()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}

test.describe('the example landing site', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })

  let site: Awaited<ReturnType<typeof startExampleSite>>
  let original: Item

  test.beforeAll(async ({ request, baseURL }) => {
    original = await readHome(request)
    const key = await apiAs<{ secret: string }>(request, 'admin', 'POST', '/api-keys', {
      name: `Example site ${Date.now()}`,
      scope: 'read',
    })
    site = await startExampleSite(baseURL!, key.secret)
  })

  test.afterAll(async ({ request }) => {
    await site?.close()
    await setPreviewUrl(request, '')
    // Other specs may read the sample page: it goes back to the heading it came with.
    if (original) {
      const current = await readHome(request)
      await apiAs(request, 'admin', 'PUT', '/content/landing-page/items/home', {
        title: original.title,
        slug: original.slug,
        status: original.status,
        data: original.data,
        version: current.version,
      })
    }
  })

  test('renders the published home page block by block', async ({ page }) => {
    await page.goto(`${site.url}/`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Content your whole team can ship' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start building' })).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Everything a content team needs' }),
    ).toBeVisible()
    await expect(page.locator('.feature h3')).toHaveText([
      'Model anything',
      'See it before it ships',
      'Deliver everywhere',
      'Yours to host',
    ])
    await expect(page.getByText('Maya Lindqvist')).toBeVisible()
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Drag blocks into place' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Run Folio in five minutes' })).toBeVisible()
    // Each element names the field it shows, for click-to-edit in Folio's preview pane.
    await expect(page.locator('[data-folio-field="sections[0].heading"]')).toHaveText(
      'Content your whole team can ship',
    )
    await expect(page.locator('[data-folio-field="sections[1].features[2].title"]')).toHaveText(
      'Deliver everywhere',
    )
    // The document head comes from the page's SEO component.
    await expect(page).toHaveTitle('Folio: the headless CMS your whole team can ship with')

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: path.join(artifacts, 'example-site.png'), fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: path.join(artifacts, 'example-site-mobile.png'), fullPage: true })
  })

  test('a heading edited and published in Folio shows on the site', async ({ page, request }) => {
    const heading = `Pages your editors build themselves ${Date.now()}`
    await signInAsDemo(page, 'Admin')
    await page.goto(`/content?item=${original.id}`)
    const editor = page.getByRole('dialog', { name: 'Edit Content' })
    const hero = editor.getByRole('listitem', { name: /^Hero, 1 of \d+$/ })
    const field = hero.getByRole('textbox', { name: 'heading (required)' })
    // The editor loads the components before it shows the blocks.
    await expect(field).toHaveValue('Content your whole team can ship', { timeout: 15_000 })
    await field.fill(heading)
    await editor.getByRole('radio', { name: 'Publish Now' }).check()
    await editor.getByRole('button', { name: 'Save changes' }).click()
    await expect(toasts(page).getByText('Content updated successfully')).toBeVisible()

    // Saved through the editor, the other blocks and their keys are as they were.
    const saved = await readHome(request)
    const before = original.data.sections as Block[]
    const after = saved.data.sections as Block[]
    expect(after.map((block) => [block._key, block._type])).toEqual(
      before.map((block) => [block._key, block._type]),
    )
    expect(saved.status).toBe('published')

    await page.goto(`${site.url}/home`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })

  test('a hero image picked in Folio shows through its image transforms', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, 'admin')
    const upload = await request.post('/api/v1/media', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        files: { name: 'hero.png', mimeType: 'image/png', buffer: gradientPng(1600, 1000) },
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const [media] = ((await upload.json()) as { data: { id: string }[] }).data
    const home = await readHome(request)
    const sections = (home.data.sections as Block[]).map((block, index) =>
      index === 0 ? { ...block, image: media!.id } : block,
    )
    await apiAs(request, 'admin', 'PUT', '/content/landing-page/items/home', {
      title: home.title,
      slug: home.slug,
      status: home.status,
      data: { ...home.data, sections },
      version: home.version,
    })

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${site.url}/home`)
    const image = page.locator('.hero img')
    await expect(image).toHaveAttribute('src', /\/hero\.png\?w=1280$/)
    await expect(image).toHaveAttribute('srcset', /\?w=640 640w, .*\?w=1920 1920w$/)
    // The browser picked one of the sizes and Folio answered it with a picture.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await page.screenshot({ path: path.join(artifacts, 'example-site-hero-image.png') })
  })

  test('a draft opens with its preview token, and only with it', async ({ page, request }) => {
    const slug = `e2e-draft-${Date.now()}`
    await apiAs(request, 'admin', 'POST', '/content/landing-page/items', {
      title: 'Spring launch',
      slug,
      status: 'draft',
      data: {
        title: 'Spring launch',
        sections: [{ _type: 'hero', heading: 'Something new this spring' }],
      },
    })
    await page.goto(`${site.url}/${slug}`)
    await expect(page.getByRole('alert')).toHaveText(
      `There is no landing page with the slug “${slug}”.`,
    )

    const link = await apiAs<{ token: string }>(
      request,
      'admin',
      'POST',
      `/content/landing-page/items/${slug}/preview`,
      {},
    )
    await page.goto(`${site.url}/${slug}?folio_preview=${encodeURIComponent(link.token)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something new this spring')
    await expect(page.getByText('Preview', { exact: true })).toBeVisible()
  })

  test("Folio's preview pane shows unsaved edits on the site, and a click there finds the field", async ({
    page,
    request,
  }) => {
    await setPreviewUrl(request, `${site.url}/{slug}`)
    await signInAsDemo(page, 'Admin')
    await page.goto(`/content?item=${original.id}`)
    const editor = page.getByRole('dialog', { name: 'Edit Content' })
    const heading = editor
      .getByRole('listitem', { name: /^Hero, 1 of \d+$/ })
      .getByRole('textbox', { name: 'heading (required)' })
    await expect(heading).toBeVisible({ timeout: 15_000 })
    await editor.getByRole('button', { name: 'Preview', exact: true }).click()

    const frame = page.frameLocator('iframe[title="Preview of Home"]')
    await expect(frame.getByText('Preview', { exact: true })).toBeVisible()
    await heading.fill('Typed, not saved yet')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Typed, not saved yet')

    await frame.locator('[data-folio-field="sections[1].features[2].title"]').click()
    await expect(
      editor
        .getByRole('listitem', { name: 'Feature, 3 of 4' })
        .getByRole('textbox', { name: 'title (required)' }),
    ).toBeFocused()
    await page.screenshot({ path: path.join(artifacts, 'example-site-preview-pane.png') })
  })
})
