import { installFieldClicks } from './field-clicks.js'
import { inFrame } from './frame.js'
import { isPreviewUpdate, type PreviewItem, type SiteMessage } from './protocol.js'

export interface SubscribeOptions {
  /**
   * Folio's origin (`https://cms.example.com`): only its messages are read and the site's go
   * to it alone. Without it the first editor message fixes the origin, and `folio:ready`
   * (which carries nothing) goes out to any parent.
   */
  origin?: string
}

export interface PreviewContext {
  locale: string
}

/** Subscriptions sharing the document's one set of click and hover listeners. */
let listeners = 0
let uninstallClicks: (() => void) | null = null
let editorOrigin: string | null = null

function postToEditor(message: SiteMessage, origin: string | null) {
  if (!origin && message.type !== 'folio:ready') return
  window.parent.postMessage(message, origin ?? '*')
}

/**
 * Receives the editor's item on every change while the page is in Folio's Preview pane, and
 * reports clicks on `data-folio-field` elements back so the editor focuses that field. Returns
 * the unsubscribe function. Outside a frame nothing happens: the page renders as it would.
 */
export function subscribe(
  onChange: (item: PreviewItem, context: PreviewContext) => void,
  options: SubscribeOptions = {},
): () => void {
  if (!inFrame()) return () => undefined
  const wanted = options.origin ? new URL(options.origin).origin : null
  if (wanted) editorOrigin = wanted

  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent) return
    if (wanted ? event.origin !== wanted : editorOrigin && event.origin !== editorOrigin) return
    if (!isPreviewUpdate(event.data)) return
    editorOrigin = event.origin
    onChange(event.data.item, { locale: event.data.locale })
  }
  window.addEventListener('message', onMessage)

  listeners += 1
  uninstallClicks ??= installFieldClicks((message) => postToEditor(message, editorOrigin))
  postToEditor({ type: 'folio:ready' }, wanted)

  let active = true
  return () => {
    if (!active) return
    active = false
    window.removeEventListener('message', onMessage)
    listeners -= 1
    if (listeners === 0) {
      uninstallClicks?.()
      uninstallClicks = null
      editorOrigin = null
    }
  }
}
