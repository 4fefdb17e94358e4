import { COLLAB_PATH } from '@folio/schema'
import type { FastifyInstance } from 'fastify'

import type { CollabServerOptions, createCollabServer } from './collab-server.js'

type CollabServer = ReturnType<typeof createCollabServer>

/** What this route does with the socket (ws' WebSocket) while the Yjs server loads. */
interface EarlySocket {
  readonly readyState: number
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown
  off(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown
  emit(event: 'message', data: unknown, isBinary: boolean): unknown
  close(code: number, reason: string): void
}

/** ws' `WebSocket.OPEN`. */
const OPEN = 1

/**
 * `GET /api/v1/collab`: the WebSocket of co-edited rich text, handed to the Yjs server. The
 * token comes in the protocol's first message (browsers cannot set headers on a socket), so
 * the route itself lets anyone upgrade and Hocuspocus' `onAuthenticate` decides.
 *
 * The Yjs server (Hocuspocus, Yjs and, with REDIS_URL, its Redis client) is loaded by the first
 * connection: most servers never see one, and it costs some 10 MB of memory.
 */
export async function collabRoutes(app: FastifyInstance, options: CollabServerOptions = {}) {
  let collab: Promise<CollabServer> | null = null
  const loadCollab = () =>
    (collab ??= import('./collab-server.js').then((module) =>
      module.createCollabServer(app, options),
    ))
  // Runs before the database closes (hooks added later run first): pending text is stored.
  app.addHook('onClose', async () => {
    if (collab) await (await collab).close()
  })
  app.get(
    COLLAB_PATH.replace('/api/v1', ''),
    { websocket: true, schema: { hide: true } },
    (socket, request) => {
      const early = socket as unknown as EarlySocket
      // Messages that arrive while the server loads are kept and handed over in order.
      const kept: [unknown, boolean][] = []
      const keep = (data: unknown, isBinary: boolean) => kept.push([data, isBinary])
      early.on('message', keep)
      loadCollab().then(
        (server) => {
          early.off('message', keep)
          if (early.readyState !== OPEN) return
          server.hocuspocus.handleConnection(socket, request.raw, {})
          for (const [data, isBinary] of kept) early.emit('message', data, isBinary)
        },
        (error: unknown) => {
          collab = null
          request.log.error({ err: error }, 'could not start the co-editing server')
          early.close(1011, 'Co-editing is unavailable')
        },
      )
    },
  )
}
