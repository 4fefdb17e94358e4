import type { Component } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ComponentEditing } from './component-dialog'
import { ComponentsManager } from './components-manager'

import { notificationStore } from '@/stores/notifications'

const stamp = { createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' }
const hero: Component = {
  id: 'cmp-hero',
  name: 'Hero',
  slug: 'hero',
  description: 'Top of a page',
  icon: '',
  fields: [
    { id: 'f-heading', name: 'heading', type: 'text', required: true, description: '' },
    { id: 'f-image', name: 'image', type: 'media', required: false, description: '' },
  ],
  usageCount: 2,
  ...stamp,
}
const seo: Component = {
  ...hero,
  id: 'cmp-seo',
  name: 'SEO',
  slug: 'seo',
  description: '',
  fields: [{ id: 'f-t', name: 'metaTitle', type: 'text', required: false, description: '' }],
  usageCount: 0,
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

interface Call {
  method: string
  url: string
  body?: unknown
}

function stubApi(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://folio.test')
    const call: Call = {
      method: init?.method ?? 'GET',
      url: url.pathname + url.search,
      ...(init?.body ? { body: JSON.parse(init.body as string) as unknown } : {}),
    }
    calls.push(call)
    const custom = answer(call)
    if (custom) return Promise.resolve(custom)
    if (url.pathname === '/api/v1/components') {
      const q = url.searchParams.get('q') ?? ''
      return Promise.resolve(
        json(200, { data: [hero, seo].filter((c) => c.name.toLowerCase().includes(q)) }),
      )
    }
    if (url.pathname === '/api/v1/components/cmp-hero')
      return Promise.resolve(json(200, { data: hero }))
    if (url.pathname === '/api/v1/content-types') return Promise.resolve(json(200, { data: [] }))
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }))
  })
  return calls
}

function Screen({ canManage = true }: { canManage?: boolean }) {
  const [editing, setEditing] = useState<ComponentEditing>(null)
  return (
    <>
      <button type="button" onClick={() => setEditing({ id: null })}>
        Add Component
      </button>
      <ComponentsManager canManage={canManage} editing={editing} onEdit={setEditing} />
    </>
  )
}

function renderScreen(canManage = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Screen canManage={canManage} />
    </QueryClientProvider>,
  )
}

const latestToast = () => notificationStore.getState().notifications[0]

beforeEach(() => notificationStore.getState().clear())
afterEach(() => vi.unstubAllGlobals())

describe('Components screen', () => {
  it('lists components with their usage and fields, and searches them', async () => {
    const calls = stubApi()
    renderScreen()
    const card = (await screen.findByRole('heading', { name: 'Hero' })).closest('article')!
    expect(within(card).getByText('Used by 2')).toBeDefined()
    expect(within(card).getByText('2 fields')).toBeDefined()
    expect(within(card).getByRole('list', { name: 'Fields of Hero' }).textContent).toContain(
      'heading · Text',
    )
    expect(screen.getByText('Not used')).toBeDefined()

    fireEvent.change(screen.getByLabelText('Search components by name or slug'), {
      target: { value: 'se' },
    })
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Hero' })).toBeNull())
    expect(screen.getByRole('heading', { name: 'SEO' })).toBeDefined()
    expect(calls.some((call) => call.url === '/api/v1/components?q=se')).toBe(true)
  })

  it('offers no changes to people who cannot manage the model', async () => {
    stubApi()
    renderScreen(false)
    await screen.findByRole('heading', { name: 'Hero' })
    expect(screen.queryByRole('button', { name: 'Edit Hero' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete Hero' })).toBeNull()
  })

  it('creates a component with the field editor of content types', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' ? json(201, { data: { ...seo, id: 'cmp-new' } }) : undefined,
    )
    renderScreen()
    await screen.findByRole('heading', { name: 'Hero' })
    fireEvent.click(screen.getByRole('button', { name: 'Add Component' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Component' })
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Call to action' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field' }))
    fireEvent.change(within(dialog).getByLabelText('Field Name'), { target: { value: '_label' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Component' }))
    expect(within(dialog).getByText('Field names cannot start with _')).toBeDefined()

    fireEvent.change(within(dialog).getByLabelText('Field Name'), { target: { value: 'label' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Component' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v1/components',
      body: {
        name: 'Call to action',
        slug: 'call-to-action',
        fields: [{ name: 'label', type: 'text' }],
      },
    })
    expect(latestToast()?.message).toBe('Component created successfully')
  })

  it('edits a component keeping its field ids', async () => {
    const calls = stubApi((call) => (call.method === 'PUT' ? json(200, { data: hero }) : undefined))
    renderScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hero' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Component' })
    const name = await within(dialog).findByDisplayValue('heading')
    fireEvent.change(name, { target: { value: 'title' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Component' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/v1/components/cmp-hero',
      body: {
        fields: [
          { id: 'f-heading', name: 'title' },
          { id: 'f-image', type: 'media' },
        ],
      },
    })
  })

  it('asks before deleting and shows the refusal of a component in use', async () => {
    const calls = stubApi((call) =>
      call.method === 'DELETE'
        ? json(409, {
            error: {
              code: 'in_use',
              message:
                'This component is used by content types or other components. Remove it from them first.',
            },
          })
        : undefined,
    )
    renderScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Hero' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete Hero?' })
    expect(confirm.textContent).toContain('It is used by 2 content types or components.')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete component' }))
    await waitFor(() =>
      expect(latestToast()?.message).toBe(
        'This component is used by content types or other components. Remove it from them first.',
      ),
    )
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true)
  })
})
