import { createDocument, getSchema } from '@tiptap/core'
import { prosemirrorToYXmlFragment } from '@tiptap/y-tiptap'
import * as Y from 'yjs'

import { collabBaseExtensions } from '../components/rich-text-extensions'

const schema = getSchema(collabBaseExtensions)

/**
 * The Yjs client id a seed is written as: the same for every browser seeding one version of one
 * item with the same fields, and unlike any other (FNV-1a, as Yjs' uint32 ids). The field names
 * are part of it: a type that gained a field since makes another seed, never a clashing one.
 */
export function seedClientId(itemId: string, version: number, fieldNames: string[]): number {
  let hash = 0x811c9dc5
  for (const char of `${itemId}:${version}:${fieldNames.join('\n')}`) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The Yjs update that fills an item's document with its saved rich text, one fragment per
 * field. Every browser opening the same version writes exactly the same update (same client
 * id, same clocks, same content, parsed with the editor's own schema), and Yjs applies an
 * update it already has as nothing: two people opening a new document at the same moment get
 * the text once, and text someone has since deleted does not come back.
 */
export function seedUpdate(
  itemId: string,
  version: number,
  fields: readonly { name: string; html: string }[],
): Uint8Array {
  const seed = new Y.Doc()
  seed.clientID = seedClientId(
    itemId,
    version,
    fields.map((field) => field.name),
  )
  for (const { name, html } of fields) {
    prosemirrorToYXmlFragment(createDocument(html || '<p></p>', schema), seed.getXmlFragment(name))
  }
  const update = Y.encodeStateAsUpdate(seed)
  seed.destroy()
  return update
}
