import { describe, expect, it } from 'vitest'

import type { DocsPageContent } from './docs-content'
import { docsNeighbours, docsPages } from './docs-pages'
import { docsGroups } from './docs-topics'

// The pages as the build renders them (vite-plugin-docs.ts), straight from docs/*.md.
const rendered = Object.values(
  import.meta.glob<DocsPageContent>(
    [
      '../../../../../docs/*.md',
      '!../../../../../docs/architecture.md',
      '!../../../../../docs/benchmarks.md',
    ],
    { query: '?docs-page', import: 'default', eager: true },
  ),
)
const bySlug = new Map(rendered.map((page) => [page.slug, page]))

describe('the manual', () => {
  it('lists every page of docs/ once, under the title the page gives itself', () => {
    expect(docsPages.map((page) => page.slug).sort()).toEqual([...bySlug.keys()].sort())
    for (const page of docsPages) expect(bySlug.get(page.slug)?.title).toBe(page.title)
  })

  it('opens a real page, and a real section of it, for every topic of the hub', () => {
    for (const item of docsGroups.flatMap((group) => group.items)) {
      const [slug = '', anchor] = item.page.split('#')
      const page = bySlug.get(slug)
      expect(page, `${item.title} → ${item.page}`).toBeDefined()
      if (anchor)
        expect(
          page!.headings.map((h) => h.id),
          item.title,
        ).toContain(anchor)
    }
  })

  it('links pages only to pages and sections that exist', () => {
    for (const page of rendered) {
      const html = page.blocks.map((block) => (block.kind === 'html' ? block.html : '')).join('')
      for (const [, slug = '', anchor] of html.matchAll(
        /href="\/docs\/([a-z0-9-]+)(?:#([\w-]+))?"/g,
      )) {
        expect(bySlug.has(slug), `${page.slug} links to ${slug}`).toBe(true)
        if (anchor) {
          expect(
            bySlug.get(slug)!.headings.map((h) => h.id),
            `${page.slug} → ${slug}#${anchor}`,
          ).toContain(anchor)
        }
      }
    }
  })

  it('renders headings with ids and code samples apart from the text', () => {
    const webhooks = bySlug.get('webhooks')!
    expect(webhooks.headings).toContainEqual({ id: 'retries', text: 'Retries', level: 2 })
    expect(webhooks.blocks.find((block) => block.kind === 'html')?.html).not.toContain('<pre')
    // Wide tables scroll sideways on phones: reachable by keyboard.
    expect(webhooks.blocks[0]).toMatchObject({
      html: expect.stringContaining('<table tabindex="0">') as string,
    })
    const samples = webhooks.blocks.filter((block) => block.kind === 'code')
    expect(samples.some((block) => block.lang === 'sh' && block.code.includes('curl'))).toBe(true)
  })

  it('reads in order: previous and next follow the list', () => {
    expect(docsNeighbours(docsPages[0]!.slug).previous).toBeUndefined()
    expect(docsNeighbours(docsPages[1]!.slug)).toEqual({
      previous: docsPages[0],
      next: docsPages[2],
    })
    expect(docsNeighbours(docsPages.at(-1)!.slug).next).toBeUndefined()
  })
})
