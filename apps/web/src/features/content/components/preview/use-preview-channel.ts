import type { ContentItem } from '@folio/schema'
import { useCallback, useEffect, useRef } from 'react'
import type { RefObject } from 'react'

import {
  originOf,
  PREVIEW_DEBOUNCE_MS,
  PREVIEW_PROTOCOL_VERSION,
  readSiteMessage,
  type PreviewUpdateMessage,
} from './preview-protocol'

/**
 * The editor's end of the postMessage channel with the site in the preview frame. Messages
 * are read only from that frame's window at the preview URL's origin, and posted to that
 * origin alone (never '*': the item holds unpublished work). The item goes out when the site
 * says `folio:ready` and, debounced, after every change; `folio:focus` calls `onFocus`.
 */
export function usePreviewChannel({
  frame,
  url,
  item,
  locale,
  onFocus,
}: {
  frame: RefObject<HTMLIFrameElement | null>
  url: string | null
  item: ContentItem
  locale: string
  onFocus: (path: string) => void
}) {
  const origin = originOf(url)
  const latest = useRef({ item, locale, onFocus })
  useEffect(() => {
    latest.current = { item, locale, onFocus }
  })

  const post = useCallback(() => {
    const target = frame.current?.contentWindow
    if (!target || !origin) return
    const message: PreviewUpdateMessage = {
      type: 'folio:preview',
      version: PREVIEW_PROTOCOL_VERSION,
      item: latest.current.item,
      locale: latest.current.locale,
    }
    target.postMessage(message, origin)
  }, [frame, origin])

  useEffect(() => {
    if (!origin) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      if (!frame.current || event.source !== frame.current.contentWindow) return
      const message = readSiteMessage(event.data)
      if (message?.type === 'folio:ready') post()
      else if (message?.type === 'folio:focus') latest.current.onFocus(message.path)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frame, origin, post])

  useEffect(() => {
    const timer = window.setTimeout(post, PREVIEW_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [item, locale, post])
}
