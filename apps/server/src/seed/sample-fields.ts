import { randomBytes, randomUUID } from 'node:crypto'

import type { ContentTypeField } from '@folio/schema'

/** A field of a sample type or component, with a fresh id. */
export function field(
  name: string,
  type: ContentTypeField['type'],
  required: boolean,
  description: string,
  options: Partial<ContentTypeField> = {},
): ContentTypeField {
  return { id: randomUUID(), name, type, required, description, ...options }
}

/** A `_key` for a sample component entry, as the server would assign one. */
export function entryKey(): string {
  return randomBytes(6).toString('base64url')
}
