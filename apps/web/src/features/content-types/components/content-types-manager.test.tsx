import type { ContentType } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { ContentTypesManager } from './content-types-manager'

import { notificationStore } from '@/stores/notifications'
import { uiStore } from '@/stores/ui'
import { renderApp } from '@/testing/render-app'
import { apiJson, recordRequests, stubApi } from '@/testing/stub-api'

const product: ContentType = {
  id: 'ct-product',
  name: 'Product',
  slug: 'product',
  description: 'Things we sell',
  fields: [
    { id: 'f-name', name: 'name', type: 'text', required: true, description: '' },
    { id: 'f-price', name: 'price', type: 'number', required: false, description: '' },
  ],
  titleField: null,
  previewUrl: '',
  itemCount: 1,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

/** A fake list that filters by name or slug like the server, and accepts deletes. */
function stubTypes(types: ContentType[] = [product]) {
  stubApi.get('/api/v1/content-types', ({ url }) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase()
    return { data: types.filter((type) => `${type.name} ${type.slug}`.toLowerCase().includes(q)) }
  })
  stubApi.delete('/api/v1/content-types/:id', () => apiJson(undefined, 204))
  return recordRequests()
}

function renderManager(canManage: boolean) {
  renderApp(<ContentTypesManager canManage={canManage} />)
}

const openMenu = async (name: string) => {
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${name}` }), { key: 'Enter' })
  return screen.findByRole('menu')
}

beforeEach(() => {
  notificationStore.getState().clear()
  uiStore.getState().closeModal()
})

describe('ContentTypesManager', () => {
  it('shows each type with its slug, counts, description and field table', async () => {
    stubTypes()
    renderManager(true)
    const card = await screen.findByRole('article', { name: 'Product' })
    const scope = within(card)
    expect(scope.getByText('product')).toBeDefined()
    expect(scope.getByText('2 fields')).toBeDefined()
    expect(scope.getByText('1 item')).toBeDefined()
    expect(scope.getByRole('link', { name: /^1 item/ }).getAttribute('href')).toBe(
      '/content?type=ct-product',
    )
    expect(scope.getByText('Things we sell')).toBeDefined()
    const rows = scope.getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['nameTextYes', 'priceNumberNo'])
  })

  it('gives admins edit, duplicate and delete, and everyone else API details only', async () => {
    stubTypes()
    renderManager(true)
    await screen.findByRole('article', { name: 'Product' })
    const menu = await openMenu('Product')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Duplicate', 'View API details', 'Delete'])
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }))
    expect(uiStore.getState().modal).toMatchObject({
      kind: 'content-type',
      id: 'ct-product',
    })
  })

  it('lets viewers open the API details but change nothing', async () => {
    stubTypes()
    renderManager(false)
    await screen.findByRole('article', { name: 'Product' })
    const menu = await openMenu('Product')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View API details'])
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'View API details' }))
    const dialog = await screen.findByRole('dialog', { name: 'API details: Product' })
    expect(within(dialog).getAllByText('/content/product/items').length).toBeGreaterThan(0)
    expect(within(dialog).getByText(/"price": 42/)).toBeDefined()
    expect(
      within(dialog).getByText(
        `curl -H "Authorization: Bearer <token>" ${window.location.origin}/api/v1/content/product/items`,
      ),
    ).toBeDefined()
  })

  it('asks before deleting and reports success', async () => {
    const calls = stubTypes()
    renderManager(true)
    await screen.findByRole('article', { name: 'Product' })
    fireEvent.click(within(await openMenu('Product')).getByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Product?' })
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this content type? This will also delete all associated content items.',
      ),
    ).toBeDefined()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete content type' }))
    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]?.message).toBe(
        'Content type deleted successfully',
      ),
    )
    expect(calls).toContain('DELETE /api/v1/content-types/ct-product')
  })

  it('tells an empty installation from a search without matches', async () => {
    stubTypes([])
    renderManager(true)
    expect(await screen.findByText('No content types yet')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Create your first content type' })).toBeDefined()

    fireEvent.change(screen.getByLabelText('Search content types by name or slug'), {
      target: { value: 'zzz' },
    })
    expect(screen.queryByRole('button', { name: 'Create your first content type' })).toBeNull()
    expect(await screen.findByText('No content types match “zzz”')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(await screen.findByText('No content types yet')).toBeDefined()
  })

  it('hides the create button from non-admins', async () => {
    stubTypes([])
    renderManager(false)
    expect(await screen.findByText('No content types yet')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Create your first content type' })).toBeNull()
  })
})
