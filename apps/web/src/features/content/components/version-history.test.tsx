import type { ContentItem, ContentType, ContentVersion } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { VersionHistory } from './version-history'

import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

const page: ContentType = {
  id: 't-page',
  name: 'Page',
  slug: 'page',
  description: '',
  fields: [{ id: 'f1', name: 'Body', type: 'text', required: false, description: '' }],
  titleField: null,
  previewUrl: '',
  itemCount: 1,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

const current: ContentItem = {
  id: 'i-1',
  contentTypeId: page.id,
  title: 'Pricing (2025)',
  slug: 'pricing',
  status: 'draft',
  data: { Body: 'New prices' },
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-02T00:00:00Z',
  publishedAt: null,
  scheduledFor: null,
  createdBy: null,
  updatedBy: null,
  version: 2,
  locale: 'en',
}

const version = (number: number, title: string, body: string): ContentVersion => ({
  version: number,
  event: number === 1 ? 'created' : 'updated',
  restoredFrom: null,
  title,
  slug: 'pricing',
  status: 'draft',
  data: { Body: body },
  publishedAt: null,
  scheduledFor: null,
  createdAt: '2025-01-01T00:00:00Z',
  createdBy: null,
})

let restores: unknown[] = []

beforeEach(() => {
  restores = []
  stubApi.get('/api/v1/content/t-page/items/i-1/versions', {
    data: [version(2, 'Pricing (2025)', 'New prices'), version(1, 'Pricing', 'Old prices')],
  })
  stubApi.post('/api/v1/content/t-page/items/i-1/versions/1/restore', ({ body }) => {
    restores.push(body)
    return { data: { ...current, title: 'Pricing', data: { Body: 'Old prices' }, version: 3 } }
  })
})

describe('VersionHistory', () => {
  it('asks before restoring, saying the current content becomes a new version', async () => {
    const onRestored = vi.fn()
    renderApp(<VersionHistory type={page} current={current} canRestore onRestored={onRestored} />)
    const versions = await screen.findByRole('list', { name: 'Versions' })
    fireEvent.click(within(versions).getByRole('button', { name: /^v1/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }))

    const question = await screen.findByRole('dialog', { name: 'Restore version 1?' })
    expect(question.textContent).toContain(
      'The current content (v2) is replaced by version 1, saved as a new version (v3).',
    )
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(restores).toEqual([])
    expect(onRestored).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }))
    const again = await screen.findByRole('dialog', { name: 'Restore version 1?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Restore version' }))
    await waitFor(() => expect(onRestored).toHaveBeenCalled())
    expect(restores).toEqual([{ version: 2 }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
