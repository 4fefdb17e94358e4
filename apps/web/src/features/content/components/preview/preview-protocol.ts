import type { ContentItem } from '@folio/schema'

/**
 * The editor's side of the live preview protocol (docs/preview.md; the site's side is
 * `@folio/preview`). Version 1.
 */
export const PREVIEW_PROTOCOL_VERSION = 1

/** Changes reach the site this long after the last keystroke, not on every one. */
export const PREVIEW_DEBOUNCE_MS = 150

export interface PreviewUpdateMessage {
  type: 'folio:preview'
  version: typeof PREVIEW_PROTOCOL_VERSION
  item: ContentItem
  locale: string
}

export type SiteMessage = { type: 'folio:ready' } | { type: 'folio:focus'; path: string }

/** A message from the site this editor understands, or null. */
export function readSiteMessage(data: unknown): SiteMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as { type?: unknown; path?: unknown }
  if (message.type === 'folio:ready') return { type: 'folio:ready' }
  if (message.type === 'folio:focus' && typeof message.path === 'string' && message.path) {
    return { type: 'folio:focus', path: message.path }
  }
  return null
}

/** The origin of a preview URL, or null when there is none (or it cannot be parsed). */
export function originOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}
