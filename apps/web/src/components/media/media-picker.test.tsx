import type { MediaItem } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { MediaPicker } from './media-picker'

import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'

const photo: MediaItem = {
  id: 'm-1',
  type: 'image',
  name: 'harbour.jpg',
  path: '/media/m-1/harbour.jpg',
  url: 'http://folio.test/media/m-1/harbour.jpg',
  mimeType: 'image/jpeg',
  size: 204_800,
  width: 1200,
  height: 800,
  altText: 'Boats in the harbour',
  folderId: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  createdBy: null,
}

let mediaCalls: StubCall[] = []

beforeEach(() => {
  stubApi.get('/api/v1/media/folders', {
    data: [{ id: 'f-1', name: 'Covers', itemCount: 1, createdAt: '' }],
  })
  mediaCalls = stubApi.get('/api/v1/media', ({ url }) => {
    const items = url.searchParams.get('q') === 'nothing' ? [] : [photo]
    return { data: items, meta: { page: 1, pageSize: 24, total: items.length } }
  })
})

function renderPicker(props: Partial<Parameters<typeof MediaPicker>[0]> = {}) {
  const onChoose = vi.fn()
  const onOpenChange = vi.fn()
  renderApp(
    <MediaPicker open onOpenChange={onOpenChange} onChoose={onChoose} type="image" {...props} />,
  )
  return { onChoose, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Choose an image' }) }
}

describe('media picker', () => {
  it('lists only images and chooses the selected one by its path', async () => {
    const { dialog, onChoose, onOpenChange } = renderPicker()
    const tile = await within(dialog).findByRole('button', { name: 'harbour.jpg' })
    expect(mediaCalls[0]?.url.searchParams.get('type')).toBe('image')
    expect(within(dialog).queryByRole('combobox', { name: 'Type' })).toBeNull()
    expect(within(dialog).getByRole('option', { name: 'Covers (1)' })).toBeTruthy()

    const select = within(dialog).getByRole('button', { name: 'Select' })
    expect(select.hasAttribute('disabled')).toBe(true)
    fireEvent.click(tile)
    expect(tile.getAttribute('aria-pressed')).toBe('true')
    expect(dialog.textContent).toContain('Selected: harbour.jpg')
    fireEvent.click(select)
    expect(onChoose).toHaveBeenCalledWith({
      src: '/media/m-1/harbour.jpg',
      alt: 'Boats in the harbour',
      item: photo,
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('lets rich text change the alt text or use a URL instead', async () => {
    const onUseUrl = vi.fn()
    const { dialog, onChoose } = renderPicker({ askAltText: true, onUseUrl })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'harbour.jpg' }))
    fireEvent.change(within(dialog).getByLabelText('Alt text'), {
      target: { value: ' Two boats ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }))
    expect(onChoose.mock.calls[0]?.[0]).toMatchObject({ alt: 'Two boats' })

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use a URL instead' }))
    expect(onUseUrl).toHaveBeenCalled()
  })

  it('says when a search finds nothing', async () => {
    const { dialog } = renderPicker()
    await within(dialog).findByRole('button', { name: 'harbour.jpg' })
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search images' }), {
      target: { value: 'nothing' },
    })
    await waitFor(() => expect(dialog.textContent).toContain('No images match "nothing"'))
  })
})
