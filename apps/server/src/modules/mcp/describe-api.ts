import { API_KEY_PREFIX, MCP_PATH } from '@folio/schema'

import { fieldValueShapes } from './field-values.js'

/**
 * How an app reaches this installation's content over HTTP: what describe_api answers, so an
 * assistant building the app writes requests that work the first time.
 */
export function describeApi(baseUrl: string, exampleType: string | undefined) {
  const api = `${baseUrl}/api/v1`
  const type = exampleType ?? '{type}'
  return {
    baseUrl: api,
    mcpUrl: `${baseUrl}${MCP_PATH}`,
    auth: {
      header: `Authorization: Bearer ${API_KEY_PREFIX}…`,
      notes: [
        'Create API keys in Settings → API. A read key sees published items only; a read-write key may create and change items.',
        'Keep keys on the server side of the app (environment variables), never in browser code that ships to visitors, unless the key is read-only and its allowed origins are set.',
      ],
    },
    endpoints: [
      { method: 'GET', path: '/content-types', description: 'Every content type' },
      { method: 'GET', path: '/content-types/{idOrSlug}', description: 'One type with its fields' },
      {
        method: 'GET',
        path: '/content/{type}/items',
        description:
          'Items of a type: filter[field][op]=value, sort=-publishedAt,title, fields=, expand=, q=, page=, pageSize= (at most 100), locale=',
      },
      { method: 'GET', path: '/content/{type}/items/{idOrSlug}', description: 'One item' },
      { method: 'POST', path: '/content/{type}/items', description: 'Create (read-write key)' },
      {
        method: 'PUT',
        path: '/content/{type}/items/{idOrSlug}',
        description: 'Replace (read-write key)',
      },
      {
        method: 'DELETE',
        path: '/content/{type}/items/{idOrSlug}',
        description: 'Delete (read-write key)',
      },
      { method: 'GET', path: '/media', description: 'Media library files with public URLs' },
      { method: 'GET', path: '/menus/{idOrSlug}', description: 'A navigation menu' },
      { method: 'GET', path: '/languages', description: 'The installation’s languages' },
    ],
    fieldValues: fieldValueShapes,
    responses:
      'Lists answer { data: [...], meta: { page, pageSize, total } }; one item answers { data: {...} }; errors answer { error: { code, message, details } }. 429 carries Retry-After.',
    typescript:
      'get_typescript_types returns interfaces for every content type; the @folio/sdk package offers createClient<FolioContentTypes>() over the same API.',
    fetchExample: [
      `const response = await fetch('${api}/content/${type}/items?sort=-publishedAt&pageSize=10', {`,
      '  headers: { Authorization: `Bearer ${process.env.FOLIO_API_KEY}` },',
      '})',
      'if (!response.ok) throw new Error(`Folio answered ${response.status}`)',
      'const { data, meta } = await response.json()',
    ].join('\n'),
  }
}
