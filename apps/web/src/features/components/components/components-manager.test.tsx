import type { Component } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'

import type { ComponentEditing } from './component-dialog'
import { ComponentsManager } from './components-manager'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, recordRequests, stubApi } from '@/testing/stub-api'

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

/** The components API as the server answers it; each test adds the change it is about. */
function stubComponentsApi() {
  stubApi.get('/api/v1/components', ({ url }) => {
    const q = url.searchParams.get('q') ?? ''
    return { data: [hero, seo].filter((c) => c.name.toLowerCase().includes(q)) }
  })
  stubApi.get('/api/v1/components/cmp-hero', { data: hero })
  stubApi.get('/api/v1/content-types', { data: [] })
  stubApi.get('/api/v1/plugins/validators', { data: [] })
  return recordRequests()
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
  renderApp(<Screen canManage={canManage} />)
}

const latestToast = () => notificationStore.getState().notifications[0]

beforeEach(() => notificationStore.getState().clear())

describe('Components screen', () => {
  it('lists components with their usage and fields, and searches them', async () => {
    const asked = stubComponentsApi()
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
    expect(asked).toContain('GET /api/v1/components?q=se')
  })

  it('offers no changes to people who cannot manage the model', async () => {
    stubComponentsApi()
    renderScreen(false)
    await screen.findByRole('heading', { name: 'Hero' })
    expect(screen.queryByRole('button', { name: 'Edit Hero' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete Hero' })).toBeNull()
  })

  it('creates a component with the field editor of content types', async () => {
    const asked = stubComponentsApi()
    const posts = stubApi.post(
      '/api/v1/components',
      { data: { ...seo, id: 'cmp-new' } },
      { status: 201 },
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
    expect(posts).toHaveLength(1)
    expect(asked).toContain('POST /api/v1/components')
    expect(posts[0]).toMatchObject({
      body: {
        name: 'Call to action',
        slug: 'call-to-action',
        fields: [{ name: 'label', type: 'text' }],
      },
    })
    expect(latestToast()?.message).toBe('Component created successfully')
  })

  it('edits a component keeping its field ids', async () => {
    const asked = stubComponentsApi()
    const puts = stubApi.put('/api/v1/components/:id', { data: hero })
    renderScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hero' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Component' })
    const name = await within(dialog).findByDisplayValue('heading')
    fireEvent.change(name, { target: { value: 'title' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Component' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(asked).toContain('PUT /api/v1/components/cmp-hero')
    expect(puts[0]).toMatchObject({
      body: {
        fields: [
          { id: 'f-heading', name: 'title' },
          { id: 'f-image', type: 'media' },
        ],
      },
    })
  })

  it('asks before deleting and shows the refusal of a component in use', async () => {
    stubComponentsApi()
    const deletes = stubApi.delete('/api/v1/components/:id', () =>
      apiError(
        409,
        'in_use',
        'This component is used by content types or other components. Remove it from them first.',
      ),
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
    expect(deletes.map((call) => call.params)).toEqual([{ id: 'cmp-hero' }])
  })
})
