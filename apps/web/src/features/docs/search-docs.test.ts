import { describe, expect, it } from 'vitest'

import type { DocsSearchPage } from './docs-content'
import { searchDocs } from './search-docs'

const pages: DocsSearchPage[] = [
  {
    slug: 'webhooks',
    title: 'Webhooks',
    sections: [
      { id: null, heading: '', text: 'Webhooks tell your other systems when content changes.' },
      { id: 'retries', heading: 'Retries', text: 'Failed deliveries are retried with backoff.' },
    ],
  },
  {
    slug: 'media',
    title: 'Media',
    sections: [
      {
        id: 'storage',
        heading: 'Storage drivers',
        text: `${'Uploads are kept on disk. '.repeat(8)}A webhook fires per file. ${'More text. '.repeat(20)}`,
      },
    ],
  },
]

describe('searchDocs', () => {
  it('finds words in the body, with the section they are in and an excerpt around them', () => {
    expect(searchDocs(pages, 'BACKOFF')).toEqual([
      {
        slug: 'webhooks',
        title: 'Webhooks',
        sectionId: 'retries',
        heading: 'Retries',
        excerpt: 'Failed deliveries are retried with backoff.',
      },
    ])
  })

  it('cuts long excerpts at words, and puts title matches first', () => {
    const [first, second] = searchDocs(pages, 'webhook')
    expect(first?.slug).toBe('webhooks')
    expect(second?.slug).toBe('media')
    expect(second?.excerpt).toMatch(/^….*A webhook fires per file\..*…$/)
    expect(second?.excerpt.length).toBeLessThan(220)
  })

  it('matches headings, and answers nothing for a blank search or no match', () => {
    expect(searchDocs(pages, 'storage drivers')[0]?.sectionId).toBe('storage')
    expect(searchDocs(pages, '  ')).toEqual([])
    expect(searchDocs(pages, 'zebra')).toEqual([])
  })
})
