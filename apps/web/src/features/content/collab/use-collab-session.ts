import {
  COLLAB_META_MAP,
  COLLAB_PATH,
  COLLAB_VERSION_KEY,
  avatarColourFor,
  collabDocumentName,
} from '@folio/schema'
import type { ContentItem } from '@folio/schema'
import { HocuspocusProvider } from '@hocuspocus/provider'
import { useEffect, useState } from 'react'
import * as Y from 'yjs'

import { seedUpdate } from './collab-seed'

import { getAccessToken } from '@/lib/auth-client'

/**
 * `connecting` until the document is synced; `live` once co-edited; `solo` when the editor works
 * on its own as before: no server, refused, or a document that cannot be trusted to match.
 */
export type CollabStatus = 'connecting' | 'live' | 'solo'

export interface CollabSession {
  status: CollabStatus
  doc: Y.Doc
  provider: HocuspocusProvider
  /** After a save: the document now matches that version of the item. */
  markSaved(version: number): void
  /** Typed in before the document arrived: this form carries on alone rather than lose it. */
  abandon(): void
}

/** How long the editor waits for the document before it carries on alone. */
const CONNECT_TIMEOUT_MS = 5000

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  return `${scheme}://${window.location.host}${COLLAB_PATH}`
}

function isEmpty(doc: Y.Doc, fields: readonly string[]): boolean {
  return fields.every((name) => doc.getXmlFragment(name).length === 0)
}

/**
 * The co-editing session of an item's rich-text fields: one Yjs document over one socket, with
 * the person's name and colour for the cursors others see. Null without fields to share.
 */
export function useCollabSession({
  item,
  fields,
  userName,
}: {
  /** The saved item the form edits; null for a new one, which nobody else can open yet. */
  item: ContentItem | null
  /** The item's top-level rich-text fields, in the type's order. */
  fields: readonly string[]
  userName: string
}): CollabSession | null {
  const [session, setSession] = useState<CollabSession | null>(null)
  const fieldKey = fields.join('\n')

  useEffect(() => {
    if (!item || fieldKey === '') return
    const names = fieldKey.split('\n')
    const doc = new Y.Doc()
    let status: CollabStatus = 'connecting'
    const provider = new HocuspocusProvider({
      url: socketUrl(),
      name: collabDocumentName(item.id),
      document: doc,
      token: async () => (await getAccessToken()) ?? '',
    })
    const meta = doc.getMap(COLLAB_META_MAP)
    const publish = (next: CollabStatus) => {
      status = next
      setSession({
        status,
        doc,
        provider,
        markSaved: (version) => meta.set(COLLAB_VERSION_KEY, version),
        abandon: () => goSolo(),
      })
    }
    function goSolo() {
      if (status !== 'connecting') return
      window.clearTimeout(timer)
      provider.destroy()
      publish('solo')
    }
    const timer = window.setTimeout(goSolo, CONNECT_TIMEOUT_MS)
    provider.on('authenticationFailed', goSolo)
    // A server that cannot be reached (or an older one without co-editing): no waiting.
    provider.on('close', goSolo)
    provider.on('synced', () => {
      if (status !== 'connecting') return
      window.clearTimeout(timer)
      if (meta.get(COLLAB_VERSION_KEY) === item.version) {
        const saved = names.map((name) => {
          const value = item.data[name]
          return { name, html: typeof value === 'string' ? value : '' }
        })
        Y.applyUpdate(doc, seedUpdate(item.id, item.version, saved), 'seed')
        publish('live')
      } else if (!isEmpty(doc, names)) {
        // Saved again since this form loaded: the document is the newer text, and a save from
        // here meets the usual conflict check.
        publish('live')
      } else {
        // Neither the version nor any text to go on: the editor carries on alone.
        goSolo()
      }
    })
    publish('connecting')
    return () => {
      window.clearTimeout(timer)
      provider.destroy()
      doc.destroy()
      setSession(null)
    }
    // The item's version and text are read once, as the form reads them once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.id, item?.version, fieldKey])

  useEffect(() => {
    if (!session || session.status !== 'live') return
    session.provider.setAwarenessField('user', {
      name: userName,
      color: avatarColourFor(userName),
    })
  }, [session, userName])

  return session
}
