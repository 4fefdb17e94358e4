import type { ApiSettings, ContentType } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ApiDocs } from './api-docs'

import { renderApp } from '@/testing/render-app'
import { apiJson, apiNotFound, stubApi } from '@/testing/stub-api'
import { stubClipboard } from '@/testing/stub-clipboard'

const SECRET = 'folio_ab12cd34EFGH5678ijkl9012mnop3456'

const type = (name: string, slug: string, fields: ContentType['fields']): ContentType => ({
  id: `t-${slug}`,
  name,
  slug,
  description: '',
  fields,
  titleField: null,
  previewUrl: '',
  itemCount: 1,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
})

const types = [
  type('Blog Post', 'blog-post', [
    { id: 'f1', name: 'content', type: 'rich-text', required: true, description: '' },
  ]),
  type('Product', 'product', [
    { id: 'f2', name: 'price', type: 'number', required: true, description: '' },
  ]),
]

function stubDocsApi(settings: ApiSettings = { enabled: true, allowedOrigins: [] }) {
  const posted: unknown[] = []
  // The site's own address is not what these tests are about: the snippets use the page's.
  stubApi.get('/api/v1/site', apiNotFound)
  stubApi.get('/api/v1/content-types', { data: types })
  stubApi.get('/api/v1/settings/api', { data: settings })
  stubApi.post('/api/v1/api-keys', ({ body }) => {
    posted.push(body)
    return apiJson(
      {
        data: {
          id: 'k1',
          ...(body as { name: string; scope: string }),
          prefix: SECRET.slice(0, 14),
          createdAt: '2025-01-01T00:00:00Z',
          createdBy: 'u1',
          lastUsedAt: null,
          secret: SECRET,
        },
      },
      201,
    )
  })
  return posted
}

function renderDocs(tab = 'examples') {
  renderApp(<ApiDocs />, { route: `/api?tab=${tab}` })
}

const snippet = (label: string) =>
  screen.getByRole('region', { name: label }).querySelector('pre')?.textContent ?? ''

describe('API docs examples', () => {
  it('shows YOUR_API_KEY until a key is set, and the first content type', async () => {
    stubDocsApi()
    renderDocs()
    await screen.findByRole('option', { name: 'Blog Post (blog-post)' })
    const curl = snippet('curl')
    expect(curl).toContain(`'Authorization: Bearer YOUR_API_KEY'`)
    expect(curl).toContain(`${window.location.origin}/api/v1/content/blog-post/items`)
    for (const label of ['JavaScript', 'Python', 'PHP']) {
      expect(snippet(label), label).toContain('YOUR_API_KEY')
    }
    expect(snippet('JavaScript')).toContain(`import { createClient } from '@folio/sdk'`)
  })

  it('creates a read-only key and fills it into every snippet', async () => {
    const posted = stubDocsApi()
    renderDocs()
    fireEvent.click(await screen.findByRole('button', { name: 'Create a read-only key' }))
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>('API key').value).toBe(SECRET)
    })
    expect(posted).toEqual([{ name: 'API docs example', scope: 'read' }])
    expect(screen.getByRole('status').textContent).toContain('API docs example')
    for (const label of ['curl', 'JavaScript', 'Python', 'PHP']) {
      expect(snippet(label), label).toContain(SECRET)
      expect(snippet(label), label).not.toContain('YOUR_API_KEY')
    }

    // The key stays while the SDKs tab shows the types command with it.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'SDKs' }))
    expect((await screen.findByText(/npx folio types/)).textContent).toContain(`--key ${SECRET}`)
  })

  it('uses a pasted key and the chosen type, with a filter on its number field', async () => {
    stubDocsApi()
    renderDocs()
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: '  folio_pasted  ' } })
    await screen.findByRole('option', { name: 'Product (product)' })
    fireEvent.change(screen.getByLabelText('Content type'), {
      target: { value: 'product' },
    })
    const curl = snippet('curl')
    expect(curl).toContain(`'Authorization: Bearer folio_pasted'`)
    expect(curl).toContain('/api/v1/content/product/items')
    expect(curl).toContain(`--data-urlencode 'filter[data.price][gte]=10'`)
    expect(snippet('JavaScript')).toContain(`filter: { 'data.price': { gte: 10 } }`)
    expect(snippet('Python')).toContain(`'filter[data.price][gte]': '10'`)
  })

  it('copies a snippet with the key in it and shows a check mark', async () => {
    stubDocsApi()
    const writeText = stubClipboard()
    renderDocs()
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: SECRET } })
    await screen.findByRole('option', { name: 'Product (product)' })
    const region = screen.getByRole('region', { name: 'curl' })
    fireEvent.click(within(region).getByRole('button', { name: 'Copy curl example' }))
    expect(await within(region).findByRole('button', { name: 'Copied curl example' })).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(snippet('curl'))
    expect(snippet('curl')).toContain(SECRET)
  })

  it('warns when API access is disabled', async () => {
    stubDocsApi({ enabled: false, allowedOrigins: [] })
    renderDocs()
    expect((await screen.findByText(/API access is disabled/)).textContent).toContain('403')
  })
})
