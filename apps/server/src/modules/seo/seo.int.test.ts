import { seoMessages, type SeoMeta, type SeoSettings, type SitemapEntry } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`SEO, sitemap and robots on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let posts: { id: string; slug: string }
  const items: Record<string, ItemBody['data']> = {}

  beforeAll(async () => {
    api = await startContentApi({ SEED_SAMPLE_DATA: 'false' })
    posts = await createType(api, 'Post', [{ name: 'body', type: 'text' }])
    for (const [title, status] of [
      ['Hello & welcome', 'published'],
      ['Second post', 'published'],
      ['Hidden post', 'published'],
      ['Draft post', 'draft'],
    ] as const) {
      const res = await api.call<ItemBody>('editor', 'POST', `/content/${posts.slug}/items`, {
        title,
        status,
        data: { body: 'x' },
      })
      items[title] = res.body.data
    }
  })
  afterAll(async () => {
    await api.close()
  })

  const sitemap = async () => {
    const res = await api.server.request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    return res.body as string
  }
  const locs = async () => [...(await sitemap()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

  it('reads defaults before anything is saved, and refuses bad settings field by field', async () => {
    const res = await api.call<{ data: SeoSettings }>('viewer', 'GET', '/seo/settings')
    expect(res.body.data).toMatchObject({ siteUrl: '', titleTemplate: '%s', urlPatterns: {} })
    const bad = await api.call<ErrorBody>('admin', 'PUT', '/seo/settings', {
      siteUrl: 'example.com',
      titleTemplate: 'My site',
      urlPatterns: { [posts.id]: 'blog/{slug}' },
      robots: { indexing: true, disallowPaths: ['admin'], extra: '' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.details?.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        seoMessages.urlInvalid('Site URL'),
        seoMessages.titleTemplate,
        seoMessages.patternInvalid,
        seoMessages.pathInvalid,
      ]),
    )
    expect((await api.call('editor', 'PUT', '/seo/settings', {})).status).toBe(403)
  })

  it('lists published items by their URL pattern and manual entries, priority first then URL', async () => {
    const saved = await api.call<{ data: SeoSettings }>('admin', 'PUT', '/seo/settings', {
      siteUrl: 'https://example.com/',
      titleTemplate: '%s | Example',
      urlPatterns: { [posts.id]: '/blog/{slug}' },
      robots: { indexing: true, disallowPaths: ['/preview', '/drafts'], extra: 'Crawl-delay: 5' },
    })
    expect(saved.status).toBe(200)
    for (const entry of [
      { url: '/about', priority: 0.8 },
      { url: 'https://example.com/contact', priority: 0.8 },
      { url: '/', priority: 1 },
      { url: '/legal', priority: 0.2 },
    ]) {
      expect((await api.call('admin', 'POST', '/sitemap-entries', entry)).status).toBe(201)
    }
    const dup = await api.call<ErrorBody>('admin', 'POST', '/sitemap-entries', { url: '/about' })
    expect(dup.status).toBe(409)
    expect(dup.body.error.message).toBe(seoMessages.entryTaken)
    const list = await api.call<{ data: SitemapEntry[] }>('viewer', 'GET', '/sitemap-entries')
    expect(list.body.data.map((entry) => entry.url)).toEqual([
      '/',
      '/about',
      'https://example.com/contact',
      '/legal',
    ])

    await api.call('editor', 'PUT', `/content-items/${items['Hidden post']!.id}/seo`, {
      noindex: true,
    })
    expect(await locs()).toEqual([
      'https://example.com/',
      'https://example.com/about',
      'https://example.com/contact',
      'https://example.com/blog/hello-welcome',
      'https://example.com/blog/second-post',
      'https://example.com/legal',
    ])
    const xml = await sitemap()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('<priority>1.0</priority>')
    expect(xml).not.toContain('draft-post')
  })

  it('escapes XML and prefers an item’s canonical URL', async () => {
    await api.call('editor', 'PUT', `/content-items/${items['Second post']!.id}/seo`, {
      canonicalUrl: 'https://example.org/a?x=1&y=<2>',
    })
    const xml = await sitemap()
    expect(xml).toContain('<loc>https://example.org/a?x=1&amp;y=&lt;2&gt;</loc>')
    expect(xml).not.toContain('/blog/second-post')
  })

  it('writes robots.txt from the rules, with the sitemap line', async () => {
    const res = await api.server.request('/robots.txt')
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = res.body as string
    expect(text.split('\n').slice(0, 3)).toEqual([
      'User-agent: *',
      'Disallow: /preview',
      'Disallow: /drafts',
    ])
    expect(text).toContain('Crawl-delay: 5')
    expect(text).toMatch(/\nSitemap: https?:\/\/\S+\/sitemap\.xml\n$/)
  })

  it('keeps item meta to editors, and to read keys for published items only', async () => {
    const post = items['Hello & welcome']!
    const meta = {
      title: 'Welcome',
      description: 'Say hi',
      canonicalUrl: '',
      socialImageUrl: '',
      noindex: false,
    }
    expect((await api.call('viewer', 'PUT', `/content-items/${post.id}/seo`, meta)).status).toBe(
      403,
    )
    const saved = await api.call<{ data: SeoMeta }>(
      'editor',
      'PUT',
      `/content-items/${post.id}/seo`,
      meta,
    )
    expect(saved.body.data).toEqual(meta)
    const bad = await api.call('editor', 'PUT', `/content-items/${post.id}/seo`, {
      canonicalUrl: 'javascript:alert(1)',
    })
    expect(bad.status).toBe(400)
    const key = await createApiKey(api, 'read')
    const read = await callWithKey(api.server, key.secret, `/content-items/${post.id}/seo`)
    expect((read.body as { data: SeoMeta }).data.title).toBe('Welcome')
    const draft = await callWithKey(
      api.server,
      key.secret,
      `/content-items/${items['Draft post']!.id}/seo`,
    )
    expect(draft.status).toBe(404)
    const audit = await api.call<{ data: { summary: string }[] }>(
      'admin',
      'GET',
      '/audit-log?area=seo',
    )
    expect(audit.body.data.map((entry) => entry.summary)).toContain('Sitemap entry /about added')
  })
})
