import type { Component, ContentItem, ContentType } from '@folio/schema'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PreviewPane } from './preview-pane'
import { usePreviewChannel } from './use-preview-channel'

import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

const SITE = 'https://site.example'

const page: ContentType = {
  id: 't-page',
  name: 'Page',
  slug: 'page',
  description: '',
  fields: [
    { id: 'f1', name: 'heading', type: 'text', required: false, description: '' },
    { id: 'f2', name: 'sections', type: 'blocks', required: false, description: '' },
  ],
  titleField: null,
  previewUrl: '',
  itemCount: 1,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

const item = (title: string, heading = 'Welcome'): ContentItem =>
  ({
    id: 'i1',
    contentTypeId: page.id,
    title,
    slug: 'home',
    status: 'draft',
    data: {
      heading,
      sections: [
        {
          _key: 'a1',
          _type: 'hero',
          headline: 'Big news',
          image: { id: 'm1', url: '/media/files/m1.png', alt: 'A hero' },
        },
      ],
    },
  }) as unknown as ContentItem

const hero: Component = {
  id: 'c-hero',
  name: 'Hero banner',
  slug: 'hero',
  description: '',
  icon: '',
  fields: [],
  usageCount: 1,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

function stubPreviewLink(url: string | null) {
  stubApi.get('/api/v1/components', { data: [hero] })
  stubApi.post('/api/v1/content/:type/items/:id/preview', {
    data: { url, token: 'tok', expiresAt: '2030-01-01T00:00:00.000Z' },
  })
}

function renderPane(current: ContentItem) {
  const view = (next: ContentItem) => (
    <>
      <input id="item-title" aria-label="Title" />
      <input id="item-field-0" aria-label="heading" />
      <div data-field-path="data.sections[0].headline">
        <input aria-label="headline" />
      </div>
      <PreviewPane type={page} item={next} onClose={vi.fn()} />
    </>
  )
  const result = renderApp(view(current))
  return { ...result, update: (next: ContentItem) => result.rerender(view(next)) }
}

function fromSite(source: Window | null, data: unknown, origin = SITE) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the Preview pane with the team site', () => {
  let frame: HTMLIFrameElement
  let post: ReturnType<typeof vi.fn>

  beforeEach(async () => {
    stubPreviewLink(`${SITE}/pages/home?folio_preview=tok`)
  })

  async function openPane(current = item('Home')) {
    const pane = renderPane(current)
    frame = await screen.findByTitle('Preview of Home')
    post = vi.fn()
    frame.contentWindow!.postMessage = post as unknown as Window['postMessage']
    return pane
  }

  it('frames the site and answers its ready with the item, to its origin only', async () => {
    await openPane()
    expect(frame.getAttribute('src')).toBe(`${SITE}/pages/home?folio_preview=tok`)
    expect(
      screen.getByRole('link', { name: 'Open preview in a new tab' }).getAttribute('href'),
    ).toBe(`${SITE}/pages/home?folio_preview=tok`)
    post.mockClear()
    fromSite(frame.contentWindow, { type: 'folio:ready' })
    expect(post).toHaveBeenCalledWith(
      {
        type: 'folio:preview',
        version: 1,
        item: expect.objectContaining({ title: 'Home' }) as unknown,
        locale: '',
      },
      SITE,
    )
  })

  it('ignores messages from other origins and other windows', async () => {
    await openPane()
    post.mockClear()
    fromSite(frame.contentWindow, { type: 'folio:ready' }, 'https://evil.example')
    fromSite(window, { type: 'folio:ready' })
    fromSite(frame.contentWindow, { type: 'folio:focus', path: 'heading' }, 'https://evil.example')
    expect(post).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(document.body)
  })

  it('focuses the field behind a click in the site, inside blocks too', async () => {
    await openPane()
    fromSite(frame.contentWindow, { type: 'folio:focus', path: 'title' })
    expect(document.activeElement).toBe(screen.getByLabelText('Title'))
    fromSite(frame.contentWindow, { type: 'folio:focus', path: 'sections[0].headline' })
    expect(document.activeElement).toBe(screen.getByLabelText('headline'))
    fromSite(frame.contentWindow, { type: 'folio:focus', path: 'heading' })
    expect(document.activeElement).toBe(screen.getByLabelText('heading'))
  })

  it('switches device widths', async () => {
    await openPane()
    fireEvent.click(screen.getByRole('button', { name: 'Mobile' }))
    expect(screen.getByRole('button', { name: 'Mobile' }).getAttribute('aria-pressed')).toBe('true')
    expect(frame.parentElement!.style.width).toBe('375px')
    fireEvent.click(screen.getByRole('button', { name: 'Tablet' }))
    expect(frame.parentElement!.style.width).toBe('768px')
  })
})

describe('the Preview pane without a preview URL', () => {
  it("renders Folio's own view of the unsaved item, and a click focuses the field", async () => {
    stubPreviewLink(null)
    const pane = renderPane(item('Home'))
    const preview = await screen.findByRole('article', { name: 'Built-in preview' })
    expect(preview.textContent).toContain('Home')
    expect(preview.textContent).toContain('Welcome')
    expect(preview.textContent).toContain('Big news')
    // A block section is named by its component.
    expect(await screen.findByText('Hero banner')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'A hero' }).getAttribute('src')).toBe(
      '/media/files/m1.png?w=640',
    )
    pane.update(item('Home, edited', 'Hello again'))
    expect(preview.textContent).toContain('Home, edited')
    expect(preview.textContent).toContain('Hello again')

    fireEvent.click(screen.getByText('Big news'))
    expect(document.activeElement).toBe(screen.getByLabelText('headline'))
    fireEvent.click(screen.getByText('Hello again'))
    expect(document.activeElement).toBe(screen.getByLabelText('heading'))
  })
})

function Channel({ current }: { current: ContentItem }) {
  const frame = useRef<HTMLIFrameElement>(null)
  usePreviewChannel({ frame, url: `${SITE}/p`, item: current, locale: 'en', onFocus: vi.fn() })
  return <iframe ref={frame} title="site" />
}

describe('the preview channel', () => {
  it('sends changes 150 ms after the last one, not on every keystroke', () => {
    vi.useFakeTimers()
    const view = render(<Channel current={item('H')} />)
    const target = screen.getByTitle<HTMLIFrameElement>('site').contentWindow!
    const post = vi.fn()
    target.postMessage = post
    for (const title of ['He', 'Hel', 'Hell', 'Hello']) {
      view.rerender(<Channel current={item(title)} />)
      act(() => {
        vi.advanceTimersByTime(100)
      })
    }
    expect(post).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(50)
    })
    expect(post).toHaveBeenCalledTimes(1)
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ item: expect.objectContaining({ title: 'Hello' }) as unknown }),
      SITE,
    )
  })
})
