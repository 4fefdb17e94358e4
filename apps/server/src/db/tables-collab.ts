/** Co-edited rich text (migration 0022). */
export interface CollabTables {
  collab_documents: CollabDocumentTable
}

export interface CollabDocumentTable {
  /** One Yjs document per item: a fragment per rich-text field. */
  item_id: string
  /** The item version the document started from. */
  item_version: number
  /** `Y.encodeStateAsUpdate` of the document, base64. */
  state: string
  updated_at: string
}
