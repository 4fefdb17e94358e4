import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { OpenApiDocument } from '../openapi-model'

import { EndpointsPanel } from './endpoints-panel'

import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

const errorRef = { $ref: '#/components/responses/Error' }

/** A small document in the shape the server generates. */
const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Folio API', version: '0.1.0' },
  tags: [
    { name: 'Delivery', description: 'The public content API your apps call.' },
    { name: 'Users', description: 'Team members.' },
  ],
  paths: {
    '/users': {
      get: { operationId: 'listUsers', summary: 'List users', tags: ['Users'] },
    },
    '/content/{type}/items': {
      get: {
        operationId: 'listItems',
        summary: 'List items of a content type',
        description: 'Filter with `filter[field][op]=value`.',
        tags: ['Delivery'],
        'x-folio-delivery': true,
        parameters: [
          { name: 'type', in: 'path', required: true, schema: { type: 'string' } },
          {
            name: 'filter',
            in: 'query',
            style: 'deepObject',
            description: 'Operators: `eq`, `gte`.',
            schema: { type: 'object' },
          },
          {
            name: 'pageSize',
            in: 'query',
            schema: { type: 'integer', minimum: 1, maximum: 100 },
            example: 10,
          },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                example: { data: [{ id: 'i1', title: 'Trail shoe' }], meta: { total: 1 } },
              },
            },
          },
          default: errorRef,
        },
      },
      post: {
        operationId: 'createItem',
        summary: 'Create an item',
        tags: ['Delivery'],
        'x-folio-delivery': true,
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  title: { type: 'string' },
                  status: { type: 'string', enum: ['draft', 'published'], default: 'draft' },
                },
                required: ['title', 'status'],
              },
            },
          },
        },
        responses: { '201': { description: 'Created' } },
      },
    },
    '/health': {
      get: {
        operationId: 'getHealth',
        summary: 'Check the server',
        tags: ['System'],
        security: [],
      },
    },
  },
  components: { responses: { Error: { description: 'An error' } } },
}

function renderPanel(response: () => Response) {
  stubApi.get('/api/v1/openapi.json', response)
  renderApp(<EndpointsPanel />)
}

const ok = () =>
  new Response(JSON.stringify(doc), { headers: { 'Content-Type': 'application/json' } })

describe('EndpointsPanel', () => {
  it('groups the operations of the document, delivery first', async () => {
    renderPanel(ok)
    const groups = await screen.findAllByTestId('endpoint-group')
    expect(
      groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['DeliveryAPI key', 'Users', 'System'])
    const delivery = within(groups[0]!).getAllByTestId('endpoint')
    expect(delivery.map((endpoint) => endpoint.querySelector('summary')?.textContent)).toEqual([
      'get/content/{type}/itemsList items of a content type',
      'post/content/{type}/itemsCreate an item',
    ])
    expect(within(groups[2]!).getByText('Public')).toBeTruthy()
    expect(screen.getByText('4 endpoints')).toBeTruthy()
  })

  it('shows the parameters, body fields and response example of an operation', async () => {
    renderPanel(ok)
    const [list, create] = within(
      (await screen.findAllByTestId('endpoint-group'))[0]!,
    ).getAllByTestId('endpoint')
    fireEvent.click(list!.querySelector('summary')!)
    const rows = within(list!)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toContain('typepathstringYes')
    expect(
      rows.some((row) => row?.startsWith('filter[field][op]queryobjectNoOperators: eq, gte.')),
    ).toBe(true)
    expect(rows.some((row) => row?.startsWith('pageSizequeryinteger (1–100)No'))).toBe(true)
    expect(within(list!).getByText('filter[field][op]=value', { selector: 'code' })).toBeTruthy()
    expect(within(list!).getByText(/"title": "Trail shoe"/)).toBeTruthy()
    expect(within(list!).getByRole('button', { name: /Copy GET .* 200 example/ })).toBeTruthy()
    expect(within(list!).getByText('An error')).toBeTruthy()

    fireEvent.click(create!.querySelector('summary')!)
    const bodyRows = within(create!)
      .getAllByRole('row')
      .map((row) => row.textContent)
    // A field with a default may be left out.
    expect(bodyRows).toEqual([
      'FieldTypeRequiredDescription',
      'titlestringYes',
      'statusdraft | publishedNo',
    ])
  })

  it('filters endpoints by path, method or name, and says when nothing matches', async () => {
    renderPanel(ok)
    const filter = await screen.findByRole('searchbox', { name: 'Filter endpoints' })
    fireEvent.change(filter, { target: { value: 'post items' } })
    expect(screen.getAllByTestId('endpoint')).toHaveLength(1)
    expect(screen.getByText('1 endpoint')).toBeTruthy()
    fireEvent.change(filter, { target: { value: 'webhook' } })
    expect(screen.getByText('No endpoints match')).toBeTruthy()
  })

  it('offers a retry when the document cannot be loaded', async () => {
    renderPanel(
      () =>
        new Response(JSON.stringify({ error: { code: 'internal_error', message: 'Boom' } }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load the API reference',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
