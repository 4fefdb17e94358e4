/**
 * The messages Folio's editor and a previewed site exchange with `postMessage` (docs/preview.md).
 * Every message carries `type`; the editor's also carry the protocol `version`.
 */

export const PROTOCOL_VERSION = 1

/** The query parameter Folio adds to the preview URL: the token that reads the draft. */
export const PREVIEW_TOKEN_PARAM = 'folio_preview'

/** The attribute naming the field an element shows, as a path: `sections[3].heading`. */
export const FIELD_ATTRIBUTE = 'data-folio-field'

/** An item in the delivery API's shape, fields keyed by name, unsaved changes included. */
export interface PreviewItem {
  id: string
  contentTypeId: string
  title: string
  slug: string
  status: string
  locale?: string
  data: Record<string, unknown>
  [attribute: string]: unknown
}

/** Editor → site: the item as it is in the editor now. Sent on every change and on ready. */
export interface PreviewUpdateMessage {
  type: 'folio:preview'
  version: typeof PROTOCOL_VERSION
  item: PreviewItem
  /** The language being edited ('' when the installation has one language). */
  locale: string
}

/** Site → editor: listening, send the item. */
export interface ReadyMessage {
  type: 'folio:ready'
}

/** Site → editor: the reader clicked what this field shows; the editor focuses its input. */
export interface FocusMessage {
  type: 'folio:focus'
  path: string
}

export type SiteMessage = ReadyMessage | FocusMessage

/** Whether `data` is an editor message this version of the protocol understands. */
export function isPreviewUpdate(data: unknown): data is PreviewUpdateMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Partial<PreviewUpdateMessage>
  return (
    message.type === 'folio:preview' &&
    message.version === PROTOCOL_VERSION &&
    typeof message.item === 'object' &&
    message.item !== null
  )
}
