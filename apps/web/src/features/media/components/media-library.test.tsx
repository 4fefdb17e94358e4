import type { MediaFolder, MediaItem } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'

import { MediaLibrary } from './media-library'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, apiNotFound, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'

const file = (id: string, name: string, patch: Partial<MediaItem> = {}): MediaItem => ({
  id,
  type: 'image',
  name,
  path: `/media/${id}/${name}`,
  url: `http://folio.test/media/${id}/${name}`,
  mimeType: 'image/png',
  size: 1536,
  width: 640,
  height: 480,
  altText: '',
  folderId: null,
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
  createdBy: 'user-1',
  ...patch,
})

let files: MediaItem[]
let folders: MediaFolder[]
let calls: StubCall[]

/** A fake media API that filters by name, type and folder like the server. */
function stubMediaApi(overrides: { createFolder?: () => Response } = {}) {
  const answer =
    <Body,>(reply: (call: StubCall) => Body) =>
    (call: StubCall): Body => {
      calls.push(call)
      return reply(call)
    }
  const fileOf = (id: unknown) => files.find((candidate) => candidate.id === id)
  // A change to any other path gets the server's 404, and still shows in `calls`.
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    stubApi[method]('/api/v1/*', answer(apiNotFound))
  }

  // Not what these tests are about: the role's default rights, and no plan (so no storage meter).
  stubApi.get('/api/v1/me/permissions', apiNotFound)
  stubApi.get('/api/v1/billing/subscription', apiNotFound)

  // Registered before the folder paths, which win over `:id` as the later stubs.
  stubApi.get(
    '/api/v1/media/:id',
    answer(({ params }) => {
      const item = fileOf(params.id)
      return item ? apiJson({ data: item }) : apiNotFound()
    }),
  )
  stubApi.patch(
    '/api/v1/media/:id',
    answer(({ params, body }) => {
      const item = fileOf(params.id)
      if (!item) return apiNotFound()
      Object.assign(item, body)
      return apiJson({ data: item })
    }),
  )
  stubApi.get(
    '/api/v1/media/:id/usage',
    answer(({ params }) => {
      if (!fileOf(params.id)) return apiNotFound()
      const usage = [
        {
          itemId: 'c1',
          title: 'Spring launch',
          contentTypeId: 't-blog',
          contentTypeName: 'Blog Post',
          status: 'published',
        },
      ]
      return apiJson({ data: usage })
    }),
  )
  stubApi.post(
    '/api/v1/media/delete',
    answer(({ body }) => {
      const { ids } = body as { ids: string[] }
      files = files.filter((item) => !ids.includes(item.id))
      return apiJson(undefined, 204)
    }),
  )
  stubApi.get(
    '/api/v1/media/folders',
    answer(() => ({ data: folders })),
  )
  stubApi.post(
    '/api/v1/media/folders',
    answer(({ body }) => {
      if (overrides.createFolder) return overrides.createFolder()
      const { name } = body as { name: string }
      const folder = { id: 'f-new', name, itemCount: 0, createdAt: '2025-03-01T10:00:00Z' }
      folders = [...folders, folder]
      return apiJson({ data: folder }, 201)
    }),
  )
  stubApi.delete(
    '/api/v1/media/folders/:id',
    answer(({ params }) => {
      folders = folders.filter((folder) => folder.id !== params.id)
      return apiJson(undefined, 204)
    }),
  )
  stubApi.get(
    '/api/v1/media',
    answer(({ url }) => {
      const params = url.searchParams
      const folderId = params.get('folderId')
      const rows = files
        .filter((item) => item.name.toLowerCase().includes((params.get('q') ?? '').toLowerCase()))
        .filter((item) => !params.get('type') || item.type === params.get('type'))
        .filter((item) =>
          !folderId ? true : folderId === 'root' ? !item.folderId : item.folderId === folderId,
        )
      const pageSize = Number(params.get('pageSize') ?? 50)
      return { data: rows.slice(0, pageSize), meta: { page: 1, pageSize, total: rows.length } }
    }),
  )
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>
}

function renderLibrary(role: 'editor' | 'viewer' = 'editor', url = '/media') {
  return renderApp(
    <>
      <MediaLibrary />
      <Location />
    </>,
    { route: url, role },
  )
}

const location = () => screen.getByTestId('location').textContent ?? ''
const listCalls = () => calls.filter((call) => call.url.pathname === '/api/v1/media')
const lastListQuery = () => listCalls().at(-1)?.url.searchParams

beforeEach(() => {
  files = [
    file('m1', 'hero.png'),
    file('m2', 'brochure.pdf', {
      type: 'document',
      mimeType: 'application/pdf',
      size: 2_400_000,
      width: null,
      height: null,
      folderId: 'f1',
    }),
    file('m3', 'jingle.mp3', { type: 'audio', mimeType: 'audio/mpeg', width: null, height: null }),
  ]
  folders = [{ id: 'f1', name: 'Brochures', itemCount: 1, createdAt: '2025-01-01T00:00:00Z' }]
  calls = []
  stubMediaApi()
  notificationStore.getState().clear()
})

describe('Media Library', () => {
  it('shows files as cards with sizes and folders with their real counts', async () => {
    renderLibrary()
    const grid = await screen.findByRole('list', { name: 'Files' })
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3)
    expect(within(grid).getByText('1.5 KB · Image')).toBeTruthy()
    expect(within(grid).getByText('2.3 MB · Document')).toBeTruthy()

    const nav = screen.getByRole('navigation', { name: 'Folders' })
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'All files, 3 files' })).toBeTruthy(),
    )
    expect(within(nav).getByRole('button', { name: 'Unfiled, 2 files' })).toBeTruthy()
    expect(within(nav).getByRole('button', { name: 'Brochures, 1 file' })).toBeTruthy()

    fireEvent.click(within(nav).getByRole('button', { name: 'Brochures, 1 file' }))
    expect(location()).toBe('?folder=f1')
    await waitFor(() => expect(lastListQuery()?.get('folderId')).toBe('f1'))
  })

  it('maps the Filter panel to query params and shows removable chips', async () => {
    renderLibrary()
    await screen.findByRole('list', { name: 'Files' })

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    const panel = await screen.findByRole('dialog', { name: 'Filter files' })
    fireEvent.click(within(panel).getByLabelText('Images'))
    fireEvent.click(within(panel).getByLabelText('Last 7 days'))
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }))

    expect(location()).toBe('?type=image&date=7d')
    await waitFor(() => expect(lastListQuery()?.get('type')).toBe('image'))
    expect(lastListQuery()?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(screen.getByRole('button', { name: 'Filter, 2 active' })).toBeTruthy()

    const chips = screen.getByRole('list', { name: 'Active filters' })
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Images' }))
    expect(location()).toBe('?date=7d')
    await waitFor(() => expect(lastListQuery()?.get('type')).toBeNull())
  })

  it('searches by name after a pause, and offers Clear filters when nothing matches', async () => {
    renderLibrary()
    await screen.findByRole('list', { name: 'Files' })
    fireEvent.change(screen.getByLabelText('Search files by name'), {
      target: { value: 'nothing-like-this' },
    })
    expect(
      await screen.findByText('No files match your search', {}, { timeout: 3000 }),
    ).toBeTruthy()
    expect(location()).toBe('?q=nothing-like-this')

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('list', { name: 'Files' })).toBeTruthy()
    expect(location()).toBe('')
    expect(screen.getByLabelText<HTMLInputElement>('Search files by name').value).toBe('')
  })

  it('selects all in the list view, clears with Escape, and deletes after confirming', async () => {
    renderLibrary('editor', '/media?view=list')
    await screen.findByRole('checkbox', { name: 'Select hero.png' })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all files on this page' }))
    const bar = screen.getByRole('region', { name: 'Selection' })
    expect(within(bar).getByText('3 items selected')).toBeTruthy()

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull()

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select hero.png' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select jingle.mp3' }))
    expect(screen.getByText('2 items selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))

    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 files?' })
    expect(within(confirm).getByText('This cannot be undone.')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    const deleted = calls.find((call) => call.url.pathname === '/api/v1/media/delete')
    expect(deleted?.body).toEqual({ ids: ['m1', 'm3'] })
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull()
  })

  it('toggles a card with Space and opens its details with Enter', async () => {
    renderLibrary()
    const card = await screen.findByRole('button', { name: 'hero.png' })
    fireEvent.keyDown(card, { key: ' ' })
    expect(screen.getByText('1 item selected')).toBeTruthy()
    fireEvent.click(card)
    expect(location()).toBe('?file=m1')
  })

  it('shows the server’s folder name error inline in New Folder', async () => {
    stubMediaApi({
      createFolder: () => apiError(409, 'already_exists', 'A folder with this name already exists'),
    })
    renderLibrary()
    fireEvent.click(screen.getByRole('button', { name: 'New Folder' }))
    const dialog = await screen.findByRole('dialog', { name: 'New folder' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }))
    expect(within(dialog).getByText('Folder name is required')).toBeTruthy()

    fireEvent.change(within(dialog).getByLabelText('Folder name'), {
      target: { value: 'Brochures' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }))
    expect(await within(dialog).findByText('A folder with this name already exists')).toBeTruthy()
    expect(within(dialog).getByLabelText('Folder name').getAttribute('aria-invalid')).toBe('true')
  })

  it('edits alt text in the details panel and says it is saved', async () => {
    renderLibrary('editor', '/media?file=m1')
    const panel = await screen.findByRole('dialog', { name: 'hero.png' })
    expect(within(panel).getByRole('textbox', { name: 'URL' })).toHaveProperty(
      'value',
      'http://folio.test/media/m1/hero.png',
    )
    expect(within(panel).getByText('640 × 480 px')).toBeTruthy()
    const link = await within(panel).findByRole('link', { name: /Spring launch/ })
    expect(link.getAttribute('href')).toBe('/content?type=t-blog&item=c1')

    const save = within(panel).getByRole('button', { name: 'Save' })
    expect(save).toHaveProperty('disabled', true)
    fireEvent.change(within(panel).getByLabelText('Alt text'), {
      target: { value: 'A mountain at dawn' },
    })
    fireEvent.click(save)
    expect(await within(panel).findByText('Saved')).toBeTruthy()
    const patch = calls.find((call) => call.method === 'PATCH')
    expect(patch?.url.pathname).toBe('/api/v1/media/m1')
    expect(patch?.body).toEqual({ name: 'hero.png', altText: 'A mountain at dawn' })
  })

  it('deletes a folder together with its files when asked to', async () => {
    renderLibrary('editor', '/media?folder=f1')
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for folder Brochures' }), {
      key: 'Enter',
    })
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete folder' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder “Brochures”?' })
    expect(within(dialog).getByLabelText(/Move files to All files/)).toHaveProperty('checked', true)
    fireEvent.click(within(dialog).getByLabelText(/Delete files too/))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete folder and 1 file' }))

    await waitFor(() => expect(location()).toBe(''))
    const removed = calls.find((call) => call.method === 'DELETE')
    expect(removed?.url.pathname + (removed?.url.search ?? '')).toBe(
      '/api/v1/media/folders/f1?files=delete',
    )
  })

  it('gives viewers no upload, folder, selection or edit controls', async () => {
    renderLibrary('viewer', '/media?view=list')
    await screen.findByRole('button', { name: 'hero.png' })
    expect(screen.queryByRole('button', { name: 'Upload Files' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'New Folder' })).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('button', { name: /Actions for folder/ })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'hero.png' }))
    const panel = await screen.findByRole('dialog', { name: 'hero.png' })
    expect(within(panel).getByRole('link', { name: 'Download' })).toBeTruthy()
    expect(within(panel).queryByRole('textbox', { name: 'Name' })).toBeNull()
    expect(within(panel).queryByRole('button', { name: 'Replace file' })).toBeNull()
    expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('says so when the library is empty, and offers Upload Files to editors', async () => {
    files = []
    renderLibrary()
    expect(await screen.findByText('No files yet')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Upload Files' })).toHaveLength(2)
  })
})
