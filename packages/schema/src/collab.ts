/**
 * Co-editing rich text (`GET /api/v1/collab`, a WebSocket speaking Hocuspocus' Yjs protocol).
 * One Yjs document per item holds a fragment per top-level rich-text field, named after the
 * field; the item version the document started from sits in its `folio` map. The browser sends
 * its access token in the protocol's first message, never in a URL.
 */
export const COLLAB_PATH = '/api/v1/collab'

/** The Yjs document of an item: `item:<id>`. */
export function collabDocumentName(itemId: string): string {
  return `item:${itemId}`
}

/** The item id of a document name, or null for a name that is not one of ours. */
export function collabItemId(documentName: string): string | null {
  const match = /^item:([\w-]{1,64})$/.exec(documentName)
  return match?.[1] ?? null
}

/** The document's own map: `version` is the item version its text started from (or was saved as). */
export const COLLAB_META_MAP = 'folio'
export const COLLAB_VERSION_KEY = 'version'

/** Why the collaboration server refused or closed a document (Hocuspocus hands them on). */
export const collabMessages = {
  signInFailed: 'Your session has expired or was signed out. Sign in again.',
  notEditor: 'Your role cannot edit this item, so it cannot be edited together.',
  notFound: 'This item no longer exists.',
  accessChanged: 'Your access changed: the item is no longer edited together here.',
} as const
