import {
  contentTypeMessages,
  type Component,
  type ContentType,
  type ContentTypeFieldInput,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

type TypeBody = { data: ContentType } & ErrorBody

describe(`content type definitions for structured content on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi({ SEED_SAMPLE_DATA: 'false' })
  })
  afterAll(async () => {
    await api?.close()
  })

  const post = (body: unknown) => api.call<TypeBody>('admin', 'POST', '/content-types', body)
  const put = (idOrSlug: string, body: unknown) =>
    api.call<TypeBody>('admin', 'PUT', `/content-types/${idOrSlug}`, body)

  async function create(body: unknown): Promise<ContentType> {
    const res = await post(body)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data
  }

  async function storedTitleFieldId(typeId: string) {
    const row = await api.server.app.database.db
      .selectFrom('content_types')
      .select(['title_field_id', 'preview_url'])
      .where('id', '=', typeId)
      .executeTakeFirstOrThrow()
    return row.title_field_id
  }

  const text = (name: string): ContentTypeFieldInput => ({ name, type: 'text' })

  it('keeps the title field by id: a rename keeps it, a type change or null drops it', async () => {
    const type = await create({
      name: 'Story',
      fields: [text('headline'), text('kicker'), { name: 'words', type: 'number' }],
      titleField: 'headline',
    })
    const [headline, kicker, words] = type.fields
    expect(type.titleField).toBe('headline')
    expect(await storedTitleFieldId(type.id)).toBe(headline!.id)

    // A body without titleField (a client that predates it) keeps the title field, renamed.
    const renamed = await put('story', {
      name: 'Story',
      fields: [{ ...headline, name: 'heading' }, kicker, words],
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data.titleField).toBe('heading')
    const moved = await put('story', {
      name: 'Story',
      fields: renamed.body.data.fields,
      titleField: 'kicker',
    })
    expect(moved.body.data.titleField).toBe('kicker')
    expect(await storedTitleFieldId(type.id)).toBe(kicker!.id)

    const noLongerText = await put('story', {
      name: 'Story',
      fields: [headline, { ...kicker, type: 'rich-text' }, words],
    })
    expect(noLongerText.body.data.titleField).toBeNull()
    const back = await put('story', {
      name: 'Story',
      fields: [headline, kicker, words],
      titleField: 'headline',
    })
    expect(back.body.data.titleField).toBe('headline')
    expect(
      (await put('story', { name: 'Story', fields: [headline], titleField: null })).body.data
        .titleField,
    ).toBeNull()
    expect(await storedTitleFieldId(type.id)).toBeNull()
  })

  it('refuses a title field that is not a text field of the type', async () => {
    for (const titleField of ['words', 'missing']) {
      const res = await post({
        name: 'Bad title',
        fields: [text('headline'), { name: 'words', type: 'number' }],
        titleField,
      })
      expect(res.status).toBe(400)
      expect(res.body.error).toMatchObject({
        code: 'validation_failed',
        message: contentTypeMessages.titleFieldNotText,
        details: [{ path: 'titleField', message: contentTypeMessages.titleFieldNotText }],
      })
    }
  })

  it("keeps the type's own preview URL until changed, and checks it is a web address", async () => {
    const type = await create({
      name: 'Guide',
      fields: [text('title')],
      previewUrl: 'https://site.example/guides/{slug}?lang={locale}',
    })
    expect(type.previewUrl).toBe('https://site.example/guides/{slug}?lang={locale}')
    const kept = await put('guide', { name: 'Guide', fields: type.fields })
    expect(kept.body.data.previewUrl).toBe(type.previewUrl)
    const cleared = await put('guide', { name: 'Guide', fields: type.fields, previewUrl: '' })
    expect(cleared.body.data.previewUrl).toBe('')
    expect((await create({ name: 'Plain', fields: [text('title')] })).previewUrl).toBe('')

    const bad = await put('guide', {
      name: 'Guide',
      fields: type.fields,
      previewUrl: 'javascript:alert(1)',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.details?.[0]?.path).toBe('previewUrl')
  })

  it('duplicates the title field, the preview URL and relations to the type itself', async () => {
    const other = await create({ name: 'Author', fields: [text('name')] })
    const source = await create({
      name: 'Recipe',
      fields: [
        text('name'),
        { name: 'similar', type: 'relation', relationTypeIds: ['recipe', 'author'] },
      ],
      titleField: 'name',
      previewUrl: 'https://site.example/recipes/{slug}',
    })
    expect(source.fields[1]!.relationTypeIds).toEqual([source.id, other.id])
    const res = await api.call<TypeBody>('admin', 'POST', '/content-types/recipe/duplicate')
    expect(res.status).toBe(201)
    const copy = res.body.data
    expect(copy).toMatchObject({
      slug: 'recipe-copy',
      titleField: 'name',
      previewUrl: 'https://site.example/recipes/{slug}',
    })
    expect(copy.fields[1]!.relationTypeIds).toEqual([copy.id, other.id])
    expect(await storedTitleFieldId(copy.id)).toBe(copy.fields[0]!.id)
    expect(copy.fields[0]!.id).not.toBe(source.fields[0]!.id)
  })

  it('stores each new field type with its own options, slugs resolved to ids', async () => {
    const card = (
      await api.call<{ data: Component }>('admin', 'POST', '/components', {
        name: 'Card',
        fields: [text('heading')],
      })
    ).body.data
    const type = await create({
      name: 'Landing',
      fields: [
        text('title'),
        {
          name: 'tone',
          type: 'select',
          options: [{ value: 'calm', label: 'Calm' }, { value: 'loud' }],
          filterable: true,
          translatable: false,
          relationTypeIds: ['landing'],
        },
        {
          name: 'related',
          type: 'relation',
          relationTypeIds: ['landing'],
          min: 1,
          max: 4,
          filterable: true,
        },
        { name: 'gallery', type: 'media', multiple: true, max: 12 },
        { name: 'cover', type: 'media', max: 12, options: [{ value: 'x' }] },
        {
          name: 'config',
          type: 'json',
          jsonSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
        },
        { name: 'card', type: 'component', componentId: 'card', min: 1, max: 2 },
        {
          name: 'cards',
          type: 'component',
          componentId: card.id,
          repeatable: true,
          max: 6,
          translatable: false,
        },
        { name: 'sections', type: 'blocks', componentIds: ['card'], min: 0, max: 20 },
      ],
    })
    const rest = type.fields.map(({ id: _, required: __, description: ___, ...field }) => field)
    expect(rest).toEqual([
      { name: 'title', type: 'text' },
      {
        name: 'tone',
        type: 'select',
        options: [
          { value: 'calm', label: 'Calm' },
          { value: 'loud', label: 'loud' },
        ],
        filterable: true,
        translatable: false,
      },
      {
        name: 'related',
        type: 'relation',
        relationTypeIds: [type.id],
        onDelete: 'restrict',
        min: 1,
        max: 4,
      },
      { name: 'gallery', type: 'media', multiple: true, max: 12 },
      { name: 'cover', type: 'media' },
      {
        name: 'config',
        type: 'json',
        jsonSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
      },
      { name: 'card', type: 'component', componentId: card.id },
      {
        name: 'cards',
        type: 'component',
        componentId: card.id,
        repeatable: true,
        max: 6,
        translatable: false,
      },
      { name: 'sections', type: 'blocks', componentIds: [card.id], min: 0, max: 20 },
    ])
    // Updating keeps every field's id.
    const again = await put('landing', { name: 'Landing', fields: type.fields })
    expect(again.body.data.fields).toEqual(type.fields)
  })

  it('names the field whose relation types, components or JSON Schema do not exist or compile', async () => {
    const cases: [ContentTypeFieldInput, string, string][] = [
      [
        { name: 'related', type: 'relation', relationTypeIds: ['author', 'nothing'] },
        'fields.1.relationTypeIds',
        contentTypeMessages.relationTypeNotFound,
      ],
      [
        { name: 'card', type: 'component', componentId: 'nothing' },
        'fields.1.componentId',
        contentTypeMessages.componentNotFound,
      ],
      [
        { name: 'card', type: 'component' },
        'fields.1.componentId',
        contentTypeMessages.componentNotFound,
      ],
      [
        { name: 'sections', type: 'blocks', componentIds: ['card', 'nothing'] },
        'fields.1.componentIds',
        contentTypeMessages.componentNotFound,
      ],
      [
        { name: 'config', type: 'json', jsonSchema: { type: 'object', required: 'name' } },
        'fields.1.jsonSchema',
        contentTypeMessages.jsonSchemaInvalid,
      ],
      [
        { name: 'config', type: 'json', jsonSchema: { $ref: 'https://example.com/schema.json' } },
        'fields.1.jsonSchema',
        contentTypeMessages.jsonSchemaInvalid,
      ],
      [
        { name: 'tone', type: 'select' },
        'fields.1.options',
        contentTypeMessages.selectOptionsRequired,
      ],
      [
        { name: 'related', type: 'relation', min: 5, max: 2 },
        'fields.1.min',
        contentTypeMessages.minAboveMax,
      ],
    ]
    for (const [field, path, message] of cases) {
      const res = await post({ name: 'Broken', fields: [text('title'), field] })
      expect(res.status, JSON.stringify(field)).toBe(400)
      expect(res.body.error).toMatchObject({ code: 'validation_failed', message })
      expect(res.body.error.details).toEqual([{ path, message }])
    }
    const types = await api.call<{ data: ContentType[] }>('admin', 'GET', '/content-types?q=broken')
    expect(types.body.data).toEqual([])
  })
})
