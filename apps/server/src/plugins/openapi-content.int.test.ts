import { Validator } from '@seriousme/openapi-schema-validator'
import type { OpenAPIV3_1 } from 'openapi-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertComponent, type ComponentSpec } from '../test/structured-delivery-fixtures.js'
import { callWithKey, createApiKey } from '../test/api-key-fixtures.js'
import { createType, startContentApi, type ContentApi } from '../test/content-fixtures.js'
import { dialectUnderTest } from '../test/test-server.js'

type Doc = OpenAPIV3_1.Document

describe(`the content model in openapi.json on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let hero: ComponentSpec
  let quote: ComponentSpec
  let pageSlug: string

  const schemasOf = (doc: Doc) => doc.components?.schemas ?? {}

  beforeAll(async () => {
    api = await startContentApi()
    quote = await insertComponent(api, 'quote', [{ name: 'text', type: 'text', required: true }])
    hero = await insertComponent(api, 'hero', [
      { name: 'heading', type: 'text' },
      { name: 'image', type: 'media' },
      { name: 'quote', type: 'component', componentId: quote.id },
    ])
    const page = await createType(api, 'Landing', [
      {
        name: 'kind',
        type: 'select',
        options: [
          { value: 'home', label: 'Home' },
          { value: 'promo', label: 'Promo' },
        ],
      },
      { name: 'related', type: 'relation' },
      { name: 'gallery', type: 'media', multiple: true },
      { name: 'config', type: 'json' },
      { name: 'quotes', type: 'component', componentId: quote.id, repeatable: true },
      { name: 'sections', type: 'blocks', componentIds: [hero.id, quote.id] },
    ])
    pageSlug = page.slug
  })

  afterAll(async () => {
    await api?.close()
  })

  it('is left out for anonymous callers and refused keys', async () => {
    const anonymous = (await api.server.request('/api/v1/openapi.json')).body as Doc
    expect(Object.keys(schemasOf(anonymous)).some((name) => name.startsWith('Component_'))).toBe(
      false,
    )
    const refused = await callWithKey(api.server, 'folio_notarealkey01234567', '/openapi.json')
    expect(refused.status).toBe(200)
    expect(schemasOf(refused.body as Doc).Media).toBeUndefined()
  })

  it('names components, blocks and each type, typed as reads answer them', async () => {
    const res = await api.call<Doc>('viewer', 'GET', '/openapi.json')
    expect(res.status).toBe(200)
    const doc = res.body
    const result = await new Validator().validate(doc)
    expect(result.errors ?? []).toEqual([])
    const schemas = schemasOf(doc)
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

    expect(schemas[`Component_${hero.slug}`]).toMatchObject({
      type: 'object',
      properties: {
        _key: { type: 'string' },
        heading: { type: ['string', 'null'] },
        image: { oneOf: [ref('Media'), { type: 'null' }] },
        quote: { oneOf: [ref(`Component_${quote.slug}`), { type: 'null' }] },
      },
      required: ['heading', 'image', 'quote'],
    })
    expect(schemas[`Block_${hero.slug}`]).toEqual({
      allOf: [
        ref(`Component_${hero.slug}`),
        {
          type: 'object',
          properties: { _type: { type: 'string', const: hero.slug } },
          required: ['_type', '_key'],
        },
      ],
    })
    expect(schemas.Media?.required).toEqual([
      'id',
      'url',
      'alt',
      'width',
      'height',
      'mimeType',
      'fileName',
    ])

    const data = schemas[`ItemData_${pageSlug}`]!
    expect(data.properties).toMatchObject({
      kind: { type: ['string', 'null'], enum: ['home', 'promo'] },
      related: { type: ['array', 'null'], items: { type: 'string' } },
      gallery: { type: ['array', 'null'], items: ref('Media') },
      config: {},
      quotes: { type: ['array', 'null'], items: ref(`Component_${quote.slug}`) },
      sections: {
        type: ['array', 'null'],
        items: {
          oneOf: [ref(`Block_${hero.slug}`), ref(`Block_${quote.slug}`)],
          discriminator: {
            propertyName: '_type',
            mapping: {
              [hero.slug]: `#/components/schemas/Block_${hero.slug}`,
              [quote.slug]: `#/components/schemas/Block_${quote.slug}`,
            },
          },
        },
      },
    })
    const item = schemas[`Item_${pageSlug}`]!
    expect(item.properties?.data).toEqual(ref(`ItemData_${pageSlug}`))
    expect(item.properties?.title).toEqual({ type: 'string' })
  })

  it('answers an API key the same model', async () => {
    const key = await createApiKey(api, 'read')
    const res = await callWithKey(api.server, key.secret, '/openapi.json')
    expect(res.status).toBe(200)
    expect(schemasOf(res.body as Doc)[`ItemData_${pageSlug}`]).toBeDefined()
  })
})
