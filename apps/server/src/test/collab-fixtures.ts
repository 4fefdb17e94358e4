import { HocuspocusProvider } from '@hocuspocus/provider'
import { COLLAB_META_MAP, COLLAB_PATH, COLLAB_VERSION_KEY, collabDocumentName } from '@folio/schema'
import { WebSocket } from 'undici'
import * as Y from 'yjs'

import type { TestServer } from './test-server.js'

/** A co-editing client as a browser tab runs it: Hocuspocus' provider over a real WebSocket. */
export interface CollabClient {
  doc: Y.Doc
  provider: HocuspocusProvider
  /** The reason the server gave when it refused the token, once it did. */
  refused: Promise<string>
  /** Resolves when the server closed the socket, with its close code. */
  closed: Promise<number>
  /** The field's text, paragraphs joined by newlines. */
  text(field: string): string
  /** Appends `text` to the field's first paragraph (creating it when the field is empty). */
  type(field: string, text: string): void
  /** What the document says the item version is. */
  version(): unknown
  leave(): void
}

/** Connects to an item's document as the holder of `token`; `synced` waits for the first sync. */
export function collabClient(server: TestServer, token: string, itemId: string): CollabClient {
  const doc = new Y.Doc()
  let onRefused: (reason: string) => void = () => {}
  let onClosed: (code: number) => void = () => {}
  const refused = new Promise<string>((resolve) => (onRefused = resolve))
  const closed = new Promise<number>((resolve) => (onClosed = resolve))
  // Node 20 has no global WebSocket: undici's is the standard one a browser has.
  const socket: object = { WebSocketPolyfill: WebSocket }
  const provider = new HocuspocusProvider({
    ...socket,
    url: `${server.url.replace(/^http/, 'ws')}${COLLAB_PATH}`,
    name: collabDocumentName(itemId),
    document: doc,
    token,
    onAuthenticationFailed: ({ reason }) => onRefused(reason),
    onClose: ({ event }) => onClosed(event.code),
  })
  const paragraph = (field: string) => {
    const fragment = doc.getXmlFragment(field)
    const first = fragment.get(0)
    if (first instanceof Y.XmlElement) return first
    const created = new Y.XmlElement('paragraph')
    created.insert(0, [new Y.XmlText()])
    fragment.insert(0, [created])
    return created
  }
  return {
    doc,
    provider,
    refused,
    closed,
    text: (field) =>
      doc
        .getXmlFragment(field)
        .toArray()
        .map((node) =>
          node instanceof Y.XmlElement
            ? node
                .toArray()
                .map((child: unknown) => (child instanceof Y.XmlText ? String(child.toJSON()) : ''))
                .join('')
            : '',
        )
        .join('\n'),
    type: (field, text) => {
      doc.transact(() => {
        const line = paragraph(field).get(0) as Y.XmlText
        line.insert(line.length, text)
      })
    },
    version: () => doc.getMap(COLLAB_META_MAP).get(COLLAB_VERSION_KEY),
    leave: () => provider.destroy(),
  }
}

/** Resolves once the provider has synced with the server. */
export function synced(client: CollabClient): Promise<void> {
  if (client.provider.isSynced) return Promise.resolve()
  return new Promise((resolve) => client.provider.on('synced', () => resolve()))
}

/** Polls until `check` holds (a remote change arriving), failing after `timeoutMs`. */
export async function eventually(
  check: () => boolean,
  what: string,
  timeoutMs = 5000,
): Promise<void> {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
