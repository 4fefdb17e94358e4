import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { fieldAttrs, isPreview, previewToken, subscribe, type PreviewItem } from './index.js'

const EDITOR = 'https://cms.example.com'
const item: PreviewItem = {
  id: 'i1',
  contentTypeId: 't1',
  title: 'Spring sale',
  slug: 'spring-sale',
  status: 'draft',
  data: { heading: 'Hello' },
}

/** Puts the page inside a frame whose parent is another window, as Folio's pane does. */
function frameThePage() {
  const host = document.createElement('iframe')
  document.body.append(host)
  const parent = host.contentWindow!
  const post = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined)
  Object.defineProperty(window, 'parent', { value: parent, configurable: true, writable: true })
  Object.defineProperty(window, 'top', { value: parent, configurable: true, writable: true })
  return { parent, post }
}

function fromEditor(source: Window, data: unknown, origin = EDITOR) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
}

const update = (title: string) => ({
  type: 'folio:preview',
  version: 1,
  item: { ...item, title },
  locale: 'en',
})

describe('@folio/preview outside a frame', () => {
  it('is not a preview, posts nothing and listens to nothing', () => {
    expect(isPreview()).toBe(false)
    const onChange = vi.fn()
    const unsubscribe = subscribe(onChange)
    window.dispatchEvent(new MessageEvent('message', { data: update('x'), origin: EDITOR }))
    expect(onChange).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('reads the token of a page opened from the pane in a new tab', () => {
    window.history.replaceState(null, '', '/pages/spring-sale?folio_preview=abc.def.ghi')
    expect(previewToken()).toBe('abc.def.ghi')
    expect(isPreview()).toBe(true)
    window.history.replaceState(null, '', '/')
  })

  it('makes the attribute that names a field', () => {
    expect(fieldAttrs('sections[3].heading')).toEqual({ 'data-folio-field': 'sections[3].heading' })
  })
})

describe('@folio/preview in the editor frame', () => {
  const self = window.self
  let frame: ReturnType<typeof frameThePage>
  let cleanup: (() => void)[] = []

  beforeEach(() => {
    frame = frameThePage()
    document.body.insertAdjacentHTML(
      'beforeend',
      `<main>
        <h1 data-folio-field="title">Spring sale</h1>
        <section data-folio-field="sections[0]">
          <a href="/elsewhere" data-folio-field="sections[0].cta"><span id="label">Buy</span></a>
        </section>
        <p id="plain">Not a field</p>
      </main>`,
    )
  })
  afterEach(() => {
    for (const done of cleanup) done()
    cleanup = []
    Object.defineProperty(window, 'parent', { value: self, configurable: true, writable: true })
    Object.defineProperty(window, 'top', { value: self, configurable: true, writable: true })
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  it('says ready, then hands over each update from the editor', () => {
    const onChange = vi.fn()
    cleanup.push(subscribe(onChange, { origin: EDITOR }))
    expect(isPreview()).toBe(true)
    expect(frame.post).toHaveBeenCalledWith({ type: 'folio:ready' }, EDITOR)

    fromEditor(frame.parent, update('First'))
    fromEditor(frame.parent, update('Second'))
    expect(onChange.mock.calls.map(([next]) => (next as PreviewItem).title)).toEqual([
      'First',
      'Second',
    ])
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'i1' }), {
      locale: 'en',
    })
  })

  it('ignores other origins, other windows and messages it does not understand', () => {
    const onChange = vi.fn()
    cleanup.push(subscribe(onChange, { origin: EDITOR }))
    fromEditor(frame.parent, update('evil'), 'https://evil.example')
    fromEditor(window, update('not the parent'))
    fromEditor(frame.parent, { ...update('future'), version: 2 })
    fromEditor(frame.parent, 'folio:preview')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('without an origin, sticks to the one that sent the first update', () => {
    const onChange = vi.fn()
    cleanup.push(subscribe(onChange))
    expect(frame.post).toHaveBeenCalledWith({ type: 'folio:ready' }, '*')
    fromEditor(frame.parent, update('First'))
    fromEditor(frame.parent, update('Other'), 'https://evil.example')
    expect(onChange).toHaveBeenCalledTimes(1)

    document.querySelector<HTMLElement>('h1')!.click()
    expect(frame.post).toHaveBeenLastCalledWith({ type: 'folio:focus', path: 'title' }, EDITOR)
  })

  it('reports the nearest field clicked and keeps the frame on the page', () => {
    cleanup.push(subscribe(vi.fn(), { origin: EDITOR }))
    const label = document.getElementById('label')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    label.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(frame.post).toHaveBeenLastCalledWith(
      { type: 'folio:focus', path: 'sections[0].cta' },
      EDITOR,
    )

    frame.post.mockClear()
    document.getElementById('plain')!.click()
    expect(frame.post).not.toHaveBeenCalled()
  })

  it('installs one click listener however many subscribe, and removes it with the last', () => {
    const first = subscribe(vi.fn(), { origin: EDITOR })
    const second = subscribe(vi.fn(), { origin: EDITOR })
    frame.post.mockClear()
    document.querySelector<HTMLElement>('h1')!.click()
    expect(frame.post).toHaveBeenCalledTimes(1)

    first()
    document.querySelector<HTMLElement>('h1')!.click()
    expect(frame.post).toHaveBeenCalledTimes(2)
    second()
    document.querySelector<HTMLElement>('h1')!.click()
    expect(frame.post).toHaveBeenCalledTimes(2)
  })

  it('outlines a field while the pointer is over it', () => {
    cleanup.push(subscribe(vi.fn(), { origin: EDITOR }))
    const heading = document.querySelector<HTMLElement>('h1')!
    heading.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    expect(heading.style.outline).toContain('dashed')
    heading.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }))
    expect(heading.style.outline).toBe('')
  })
})
