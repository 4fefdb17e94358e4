import { PREVIEW_TOKEN_PARAM } from './protocol.js'

/** Whether the page runs inside a frame (Folio's Preview pane, say). */
export function inFrame(): boolean {
  if (typeof window === 'undefined') return false
  try {
    return window.self !== window.top
  } catch {
    // A cross-origin top window may not even be compared on some browsers: framed all the same.
    return true
  }
}

/** The preview token Folio put in this page's URL, if any. */
export function previewToken(): string | null {
  if (typeof window === 'undefined') return null
  return new URLSearchParams(window.location.search).get(PREVIEW_TOKEN_PARAM)
}

/**
 * Whether this page is a Folio preview: framed by the editor, or opened with a preview token
 * (the pane's "open in new tab"). Render drafts and `fieldAttrs` only then.
 */
export function isPreview(): boolean {
  return inFrame() || previewToken() !== null
}
