import { contentItemMessages, type ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createType,
  startContentApi,
  type ContentApi,
  type ItemBody,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import {
  createOk,
  detailsOf,
  insertComponent,
  insertMedia,
  itemsOf,
  mediaId,
  setComponentFields,
  setTitleField,
  storedData,
  type ComponentSpec,
  type Type,
} from '../../test/structured-item-fixtures.js'

describe(`structured item data on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let people: Type
  let tags: Type
  let pages: Type
  let cta: ComponentSpec
  let hero: ComponentSpec
  let card: ComponentSpec
  let ada: ContentItem
  let news: ContentItem
  let photo: string

  beforeAll(async () => {
    api = await startContentApi()
    people = await createType(api, 'Person', [{ name: 'name', type: 'text' }])
    tags = await createType(api, 'Tag', [{ name: 'label', type: 'text' }])
    cta = await insertComponent(api, 'Cta', [
      { name: 'label', type: 'text', required: true },
      { name: 'url', type: 'text' },
    ])
    hero = await insertComponent(api, 'Hero', [
      { name: 'heading', type: 'text', required: true },
      { name: 'cta', type: 'component', componentId: cta.id },
    ])
    card = await insertComponent(api, 'Card', [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'rich-text' },
      { name: 'people', type: 'relation', relationTypeIds: [people.id] },
    ])
    // Five levels of components: one more than COMPONENT_DEPTH_MAX.
    let inner = await insertComponent(api, 'Level5', [{ name: 'text', type: 'text' }])
    for (const level of [4, 3, 2, 1]) {
      inner = await insertComponent(api, `Level${level}`, [
        { name: 'next', type: 'component', componentId: inner.id },
      ])
    }
    pages = await createType(api, 'Page', [
      { name: 'headline', type: 'text' },
      {
        name: 'kind',
        type: 'select',
        options: [
          { value: 'news', label: 'News' },
          { value: 'blog', label: 'Blog' },
        ],
      },
      {
        name: 'topics',
        type: 'select',
        multiple: true,
        options: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ],
      },
      { name: 'related', type: 'relation', relationTypeIds: [people.id], max: 3 },
      {
        name: 'config',
        type: 'json',
        jsonSchema: {
          type: 'object',
          properties: { size: { type: 'integer' } },
          required: ['size'],
        },
      },
      { name: 'gallery', type: 'media', multiple: true },
      { name: 'seo', type: 'component', componentId: cta.id },
      { name: 'cards', type: 'component', componentId: card.id, repeatable: true },
      { name: 'sections', type: 'blocks', componentIds: [hero.id, card.id] },
      { name: 'deep', type: 'component', componentId: inner.id },
    ])
    ada = await createOk(api, people, 'Ada', { name: 'Ada' })
    news = await createOk(api, tags, 'News', { label: 'news' })
    photo = await insertMedia(api, 'photo.png')
  })
  afterAll(async () => {
    await api.close()
  })

  const page = () => itemsOf(api, pages)

  it('stores every new field type by field id and reads it back by name', async () => {
    const res = await page().create({
      title: 'Home',
      data: {
        kind: 'news',
        topics: ['a', 'b', 'a'],
        related: [ada.id, { id: ada.id }],
        config: { size: 3, extra: [1, 'two'] },
        gallery: [photo],
        seo: { label: 'Read', url: '/read' },
        cards: [{ title: 'One', body: '<p>Hi<script>alert(1)</script></p>' }],
        sections: [
          { _type: hero.slug, heading: 'Welcome', cta: { label: 'Go' } },
          { _type: card.slug, _key: 'mine', title: 'Card', people: [ada.id] },
        ],
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const item = (res.body as ItemBody).data
    expect(item.data).toMatchObject({
      kind: 'news',
      topics: ['a', 'b'],
      related: [ada.id],
      config: { size: 3, extra: [1, 'two'] },
      seo: { label: 'Read', url: '/read' },
      cards: [{ title: 'One', body: '<p>Hi</p>', people: null }],
      sections: [
        { _type: hero.slug, heading: 'Welcome', cta: { label: 'Go', url: null } },
        { _key: 'mine', _type: card.slug, title: 'Card', body: null, people: [ada.id] },
      ],
      deep: null,
    })
    expect((item.data.gallery as unknown[]).map(mediaId)).toEqual([photo])
    const sections = item.data.sections as { _key: string }[]
    expect(sections[0]!._key).toMatch(/^[A-Za-z0-9_-]{8}$/)
    expect((item.data.cards as { _key: string }[])[0]!._key).toMatch(/^[A-Za-z0-9_-]{8}$/)

    // Stored by ids at every depth; a block names its component by id.
    const stored = await storedData(api, item.id)
    const sectionsField = pages.fields.find((f) => f.name === 'sections')!
    const storedBlocks = stored[sectionsField.id] as Record<string, unknown>[]
    expect(storedBlocks[1]).toEqual({
      _key: 'mine',
      _type: card.id,
      [card.fields[0]!.id]: 'Card',
      [card.fields[2]!.id]: [ada.id],
    })
    expect(JSON.stringify(stored)).not.toContain('"heading"')
  })

  it('refuses bad values with a 400 naming the path at any depth', async () => {
    const bad = (data: Record<string, unknown>) => page().create({ title: 'Bad', data })
    expect(
      detailsOf(await bad({ sections: [{ _type: hero.slug, heading: 'x' }, { _type: 'nope' }] })),
    ).toContainEqual({
      path: 'data.sections[1]._type',
      message: `Unknown block type "nope" (allowed: ${hero.slug}, ${card.slug})`,
    })
    expect(
      detailsOf(await bad({ sections: [{ _type: hero.slug, heading: 'x', cta: { url: '/a' } }] })),
    ).toContainEqual({ path: 'data.sections[0].cta.label', message: 'label is required' })
    expect(detailsOf(await bad({ related: [ada.id, news.id] }))).toContainEqual({
      path: 'data.related[1]',
      message: 'related must point to items of: Person',
    })
    expect(
      detailsOf(
        await bad({
          cards: [{ title: 'a' }, { people: ['00000000-0000-0000-0000-000000000000'] }],
        }),
      ),
    ).toContainEqual({
      path: 'data.cards[1].people[0]',
      message: 'people must point to an existing item',
    })
    expect(detailsOf(await bad({ related: ['not-an-id'] }))).toContainEqual({
      path: 'data.related[0]',
      message: 'related must point to an existing item',
    })
    expect(detailsOf(await bad({ kind: 'video' }))).toContainEqual({
      path: 'data.kind',
      message: 'kind must be one of: news, blog',
    })
    expect(detailsOf(await bad({ config: { size: 'big' } }))).toContainEqual({
      path: 'data.config.size',
      message: 'config.size must be integer',
    })
    expect(detailsOf(await bad({ config: {} }))).toContainEqual({
      path: 'data.config',
      message: "config must have required property 'size'",
    })
    expect(detailsOf(await bad({ related: [ada.id, 'b', 'c', 'd'] }))).toContainEqual({
      path: 'data.related',
      message: 'related has more than 3 items',
    })
    expect(
      detailsOf(await bad({ gallery: [photo, '00000000-0000-4000-8000-000000000000'] })),
    ).toContainEqual({
      path: 'data.gallery[1]',
      message: 'gallery must point to an existing media file',
    })
    const deep = detailsOf(
      await bad({ deep: { next: { next: { next: { next: { text: 'too deep' } } } } } }),
    )
    expect(deep[0]!.path).toBe('data.deep.next.next.next.next')
    expect(deep[0]!.message).toContain('depth limit')
    expect(detailsOf(await bad({ seo: { label: 'x', colour: 'red' } }))).toContainEqual({
      path: 'data.seo',
      message: 'Unknown field: colour',
    })
  })

  it('keeps values when a component field is renamed, and drops removed fields on read', async () => {
    const item = await createOk(api, pages, 'Renamed', {
      sections: [{ _type: card.slug, title: 'Kept', body: '<p>Gone</p>' }],
    })
    const [title, body, people] = card.fields
    await setComponentFields(api, card, [{ ...title!, name: 'caption' }, people!])
    try {
      const read = (await page().get(item.id)).body.data
      expect(read.data.sections).toEqual([
        {
          _key: (item.data.sections as { _key: string }[])[0]!._key,
          _type: card.slug,
          caption: 'Kept',
          people: null,
        },
      ])
    } finally {
      await setComponentFields(api, card, [title!, body!, people!])
    }
  })

  it('keeps the _key of entries across saves and gives new ones to missing or repeated keys', async () => {
    const item = await createOk(api, pages, 'Keys', {
      cards: [{ _key: 'k1', title: 'a' }, { _key: 'k1', title: 'b' }, { title: 'c' }],
    })
    const keys = (item.data.cards as { _key: string }[]).map((entry) => entry._key)
    expect(keys[0]).toBe('k1')
    expect(new Set(keys).size).toBe(3)
    // Sending back what was read (reordered) keeps every key with its entry.
    const cards = item.data.cards as { _key: string; title: string }[]
    const res = await page().update(item.id, {
      title: 'Keys',
      data: { cards: [cards[2], cards[0], cards[1]] },
    })
    expect(res.status).toBe(200)
    const after = (res.body as ItemBody).data.data.cards as { _key: string; title: string }[]
    expect(after.map((entry) => [entry._key, entry.title])).toEqual(
      [cards[2]!, cards[0]!, cards[1]!].map((entry) => [entry._key, entry.title]),
    )
  })

  it('restores a version with nested data as it was', async () => {
    const item = await createOk(api, pages, 'History', {
      sections: [{ _type: hero.slug, heading: 'First', cta: { label: 'One' } }],
    })
    const first = item.data.sections
    const updated = await page().update(item.id, {
      title: 'History',
      data: { sections: [{ _type: card.slug, title: 'Second' }] },
    })
    expect(updated.status).toBe(200)
    const versions = await api.call<{ data: { version: number; data: Record<string, unknown> }[] }>(
      'editor',
      'GET',
      `/content/${pages.slug}/items/${item.id}/versions`,
    )
    expect(versions.body.data.find((v) => v.version === 1)!.data.sections).toEqual(first)
    const restored = await api.call<ItemBody>(
      'editor',
      'POST',
      `/content/${pages.slug}/items/${item.id}/versions/1/restore`,
      {},
    )
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(restored.body.data.version).toBe(3)
    expect(restored.body.data.data.sections).toEqual(first)
  })

  describe('title field', () => {
    let posts: Type
    beforeAll(async () => {
      posts = await createType(api, 'Post', [
        { name: 'headline', type: 'text' },
        { name: 'body', type: 'rich-text' },
      ])
      await setTitleField(api, posts, 'headline')
      const language = await api.call('admin', 'POST', '/languages', { code: 'de', name: 'German' })
      expect(language.status).toBe(201)
    })

    it('takes the title from the field when the body has none', async () => {
      const res = await itemsOf(api, posts).create({ data: { headline: '  Big news ' } })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const item = (res.body as ItemBody).data
      expect(item.title).toBe('Big news')
      expect(item.data.headline).toBe('Big news')
      expect(item.slug).toBe('big-news')
    })

    it('stores the given title in the field too', async () => {
      const res = await itemsOf(api, posts).create({ title: 'Given', data: { headline: 'Other' } })
      expect(res.status).toBe(201)
      const item = (res.body as ItemBody).data
      expect([item.title, item.data.headline]).toEqual(['Given', 'Given'])
      const updated = await itemsOf(api, posts).update(item.id, { data: { headline: 'Renamed' } })
      expect(updated.status).toBe(200)
      const after = (updated.body as ItemBody).data
      expect([after.title, after.data.headline]).toEqual(['Renamed', 'Renamed'])
    })

    it('keeps a translation’s title in its title field', async () => {
      const item = await createOk(api, posts, 'Morning', { headline: 'Morning' })
      const path = `/content-items/${item.id}/translations`
      expect((await api.call('editor', 'POST', path, { locale: 'de' })).status).toBe(201)
      const res = await api.call<{ data: { title: string; data: Record<string, unknown> } }>(
        'editor',
        'PUT',
        `${path}/de`,
        { title: 'Morgen', status: 'draft', data: { headline: 'Ignored' } },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect([res.body.data.title, res.body.data.data.headline]).toEqual(['Morgen', 'Morgen'])
    })

    it('still needs one of them', async () => {
      expect(detailsOf(await itemsOf(api, posts).create({ data: { body: '<p>x</p>' } }))).toEqual([
        { path: 'title', message: contentItemMessages.titleRequired },
      ])
      // A type without a title field needs the title itself.
      expect(detailsOf(await page().create({ data: { headline: 'x' } }))).toEqual([
        { path: 'title', message: contentItemMessages.titleRequired },
      ])
    })
  })
})
