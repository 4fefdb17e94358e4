import { Redis as RedisExtension } from '@hocuspocus/extension-redis'
import { Hocuspocus, type Document, type Extension } from '@hocuspocus/server'
import { collabItemId, collabMessages } from '@folio/schema'
import type { FastifyInstance } from 'fastify'

import { serviceAuthContext } from '../../auth/index.js'
import type { OperationContext } from '../../lib/context.js'
import { collabRedisClient } from './collab-redis.js'
import { authorizeCollab, CollabRefusal, type CollabGuest } from './operations/authorize-collab.js'
import { loadCollabDocument } from './operations/load-collab-document.js'
import { storeCollabDocument } from './operations/store-collab-document.js'

export interface CollabServerOptions {
  /** How often open connections are checked again (role changes, suspensions, sign-outs). */
  recheckMs?: number
}

/** With Redis, how often each instance offers its open documents' state to the others. */
const RESYNC_MS = 5000

/**
 * The Redis extension's own "here is my state vector" message (3.x declares it private; its
 * format is the extension's business, so Folio sends it through the extension).
 */
interface SyncOffer {
  publishFirstSyncStep(documentName: string, document: Document): Promise<unknown>
}

/** Hocuspocus' close code for a refused connection: its provider does not reconnect. */
const FORBIDDEN = 4403

/** What a connection carries from `onAuthenticate` to the other hooks. */
interface CollabContext {
  guest?: CollabGuest
}

/**
 * The Yjs server of co-edited rich text, in this process: Hocuspocus with Folio's sign-in and
 * rights on joining, documents loaded from and stored in `collab_documents` (two seconds after
 * the last change, at most ten, when the last person leaves and at shutdown), and, with
 * REDIS_URL, Hocuspocus' Redis extension so people on different instances edit one document.
 */
export function createCollabServer(app: FastifyInstance, options: CollabServerOptions = {}) {
  const log = app.log.child({ module: 'collab' })
  const serviceCtx = (): OperationContext => ({ ...serviceAuthContext(app), logger: log })
  const asGuest = (guest: CollabGuest): OperationContext => ({
    ...serviceCtx(),
    actor: guest.actor,
  })

  const extensions: Extension[] = []
  const prefix = `${app.config.redisKeyPrefix}collab`
  const { redisUrl } = app.config
  const redis = !redisUrl
    ? undefined
    : new RedisExtension({
        createClient: () =>
          collabRedisClient(redisUrl, prefix, (error) =>
            app.log.debug({ err: error }, 'co-editing Redis error'),
          ),
        prefix,
      })
  if (redis) extensions.push(redis)

  const hocuspocus = new Hocuspocus({
    name: 'folio-collab',
    quiet: true,
    debounce: 2000,
    maxDebounce: 10_000,
    extensions,
    async onAuthenticate({ token, documentName }) {
      const guest = await authorizeCollab(serviceAuthContext(app), token, documentName)
      return { guest } satisfies CollabContext
    },
    async onLoadDocument({ context }) {
      const { guest } = context as CollabContext
      if (!guest) throw new CollabRefusal(collabMessages.signInFailed)
      return loadCollabDocument(asGuest(guest), guest.itemId)
    },
    async onStoreDocument({ documentName, document }) {
      const itemId = collabItemId(documentName)
      if (itemId) await storeCollabDocument(serviceCtx(), itemId, document)
    },
  })

  /**
   * Closes the connections whose user may no longer edit the item: suspended, signed out,
   * role lowered or the type's rights withdrawn. Each token is checked once per round.
   */
  async function recheck(): Promise<void> {
    const verdicts = new Map<string, Promise<boolean>>()
    for (const document of hocuspocus.documents.values()) {
      for (const { connection } of document.connections.values()) {
        const { guest } = connection.context as CollabContext
        if (!guest) continue
        const key = `${guest.token} ${document.name}`
        let verdict = verdicts.get(key)
        if (!verdict) {
          verdict = authorizeCollab(serviceAuthContext(app), guest.token, document.name).then(
            () => true,
            (error: unknown) => {
              if (error instanceof CollabRefusal) return false
              log.warn({ err: error }, 'could not check a co-editing connection again')
              return true
            },
          )
          verdicts.set(key, verdict)
        }
        if (await verdict) continue
        log.info({ userId: guest.actor.userId, document: document.name }, 'co-editing access ended')
        connection.close({ code: FORBIDDEN, reason: collabMessages.accessChanged })
        // The whole socket: it is this person's, and only their provider would keep it.
        ;(connection.webSocket as { close(code: number, reason: string): void }).close(
          FORBIDDEN,
          collabMessages.accessChanged,
        )
      }
    }
  }

  /**
   * Redis delivers a published message at most once: one sent while another instance was
   * reconnecting, or before it had subscribed, is gone, and Hocuspocus only syncs the
   * instances again on the next change, so an instance could show old text for as long as
   * nobody types. Offering each open document's state vector now and then closes the gap:
   * the others answer with what it lacks and ask for what they lack.
   */
  async function resync(shared: SyncOffer): Promise<void> {
    for (const document of hocuspocus.documents.values()) {
      if (document.getConnectionsCount() === 0) continue
      await shared.publishFirstSyncStep(document.name, document).catch((error: unknown) => {
        log.debug({ err: error, document: document.name }, 'could not offer a document to sync')
      })
    }
  }
  const resyncTimer =
    redis && setInterval(() => void resync(redis as unknown as SyncOffer), RESYNC_MS).unref()

  let rechecking = false
  const timer = setInterval(() => {
    if (rechecking) return
    rechecking = true
    void recheck().finally(() => (rechecking = false))
  }, options.recheckMs ?? 3000)
  timer.unref()

  /** Stores what is not stored yet and lets everyone go: the database is still open. */
  async function close(): Promise<void> {
    clearInterval(timer)
    clearInterval(resyncTimer)
    for (const document of [...hocuspocus.documents.values()]) {
      try {
        await hocuspocus.debouncer.executeNow(`onStoreDocument-${document.name}`)
      } catch (error) {
        log.error({ err: error, document: document.name }, 'could not store a co-edited document')
      }
    }
    const open = [...hocuspocus.documents.values()]
    hocuspocus.closeConnections()
    // Unloading unsubscribes from Redis: it finishes before the Redis clients are closed.
    await Promise.all(open.map((document) => hocuspocus.unloadDocument(document)))
    await hocuspocus.hooks('onDestroy', { instance: hocuspocus })
  }

  return { hocuspocus, close }
}
