import type { Component, ContentItem, ContentType } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../test/api-key-fixtures.js'
import { startContentApi, type ContentApi, type ItemBody } from '../test/content-fixtures.js'
import { dialectUnderTest } from '../test/test-server.js'

interface Block {
  _key: string
  _type: string
  [field: string]: unknown
}

describe(`the sample landing page on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api.close()
  })

  it('comes with the components a landing page is made of', async () => {
    const res = await api.call<{ data: Component[] }>('viewer', 'GET', '/components')
    expect(res.status).toBe(200)
    const bySlug = new Map(res.body.data.map((c) => [c.slug, c]))
    expect([...bySlug.keys()].sort()).toEqual(
      [
        'cta',
        'feature',
        'feature-grid',
        'hero',
        'image-block',
        'rich-text-block',
        'seo',
        'testimonial',
      ].sort(),
    )
    const hero = bySlug.get('hero')!
    expect(hero.fields.map((f) => [f.name, f.type])).toEqual([
      ['heading', 'text'],
      ['subheading', 'text'],
      ['image', 'media'],
      ['cta', 'component'],
    ])
    expect(hero.fields.find((f) => f.name === 'cta')?.componentId).toBe(bySlug.get('cta')!.id)
    const grid = bySlug.get('feature-grid')!
    expect(grid.fields.find((f) => f.name === 'features')).toMatchObject({
      type: 'component',
      componentId: bySlug.get('feature')!.id,
      repeatable: true,
    })
  })

  it('has a Landing Page type whose title is its title field', async () => {
    const res = await api.call<{ data: ContentType }>('admin', 'GET', '/content-types/landing-page')
    expect(res.status).toBe(200)
    const type = res.body.data
    expect(type).toMatchObject({ name: 'Landing Page', titleField: 'title', previewUrl: '' })
    expect(type.fields.map((f) => [f.name, f.type])).toEqual([
      ['title', 'text'],
      ['sections', 'blocks'],
      ['seo', 'component'],
    ])
  })

  it('serves the published home page to a read-only key, blocks in order with their keys', async () => {
    const key = await createApiKey(api, 'read')
    const res = await callWithKey(api.server, key.secret, '/content/landing-page/items/home')
    expect(res.status).toBe(200)
    const page = (res.body as ItemBody).data
    expect(page).toMatchObject({ title: 'Home', slug: 'home', status: 'published' })

    const sections = page.data.sections as Block[]
    expect(sections.map((block) => block._type)).toEqual([
      'hero',
      'feature-grid',
      'testimonial',
      'rich-text-block',
      'cta',
    ])
    const keys = sections.map((block) => block._key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(sections[0]).toMatchObject({
      heading: 'Content your whole team can ship',
      image: null,
      cta: { label: 'Start building', url: '#get-started' },
    })
    const features = sections[1]!.features as Record<string, unknown>[]
    expect(features.map((f) => f.title)).toEqual([
      'Model anything',
      'See it before it ships',
      'Deliver everywhere',
      'Yours to host',
    ])
    expect(sections[2]).toMatchObject({ author_name: 'Maya Lindqvist' })
    const seo = page.data.seo as Record<string, unknown>
    expect(seo.meta_title).toContain('Folio')
    expect(seo.meta_description).toMatch(/\w+/)
  })

  it('saves unchanged when an editor sends back what they read, keeping every block key', async () => {
    const read = await api.call<ItemBody>('editor', 'GET', '/content/landing-page/items/home')
    const page: ContentItem = read.body.data
    const saved = await api.call<ItemBody>('editor', 'PUT', '/content/landing-page/items/home', {
      title: page.title,
      slug: page.slug,
      status: page.status,
      data: page.data,
      version: page.version,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.data).toEqual(page.data)
  })
})
