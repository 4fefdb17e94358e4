import type { ApiKeyScope } from '@folio/schema'

/** How the Connections screen names what a key may do. */
export const accessLabels: Record<ApiKeyScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
}

export const accessNotes: Record<ApiKeyScope, string> = {
  read: 'Reads published content. MCP assistants get the read tools only.',
  read_write: 'Also creates, updates, publishes and unpublishes items, like an editor.',
}
