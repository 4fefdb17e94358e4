import type { ContentType, FieldType } from '@folio/schema'

/** One delivery endpoint of a content type, as the API details dialog lists it. */
export interface TypeEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  summary: string
}

/** The REST endpoints that read and write a type's items, relative to `/api/v1`. */
export function typeEndpoints(slug: string): TypeEndpoint[] {
  const items = `/content/${slug}/items`
  const item = `${items}/{idOrSlug}`
  return [
    { method: 'GET', path: items, summary: 'List items' },
    { method: 'GET', path: item, summary: 'Get one item by id or slug' },
    { method: 'POST', path: items, summary: 'Create an item' },
    { method: 'PUT', path: item, summary: 'Update an item' },
    { method: 'DELETE', path: item, summary: 'Delete an item' },
    {
      method: 'GET',
      path: `/content-types/${slug}`,
      summary: 'Get this content type and its fields',
    },
  ]
}

/** A value of each field type that the API accepts, for the example request body. */
const sampleValues: Record<FieldType, unknown> = {
  text: 'Example text',
  'rich-text': '<p>Example <strong>rich</strong> text</p>',
  number: 42,
  date: '2025-01-31',
  boolean: true,
  image: 'https://example.com/image.jpg',
  reference: '<content-item-id>',
  array: ['first', 'second'],
  select: 'option-value',
  relation: ['<content-item-id>'],
  json: { any: 'JSON value' },
  media: '<media-id>',
  component: { '<field name>': 'value' },
  blocks: [{ _type: '<component-slug>', '<field name>': 'value' }],
}

/** `POST .../items` body with a sample value for every field, keyed by field name. */
export function exampleItemBody(type: Pick<ContentType, 'fields'>): string {
  const data = Object.fromEntries(
    type.fields.map((field) => [field.name, sampleValues[field.type]]),
  )
  return JSON.stringify(
    { title: 'Example title', slug: 'example-title', status: 'draft', data },
    null,
    2,
  )
}

/** A copy-and-paste request that lists the type's items. */
export function curlExample(baseUrl: string, slug: string): string {
  return `curl -H "Authorization: Bearer <token>" ${baseUrl}/content/${slug}/items`
}
