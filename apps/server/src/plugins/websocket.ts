import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'

/** Largest message a browser may send on a socket; presence and Yjs updates are far smaller. */
export const WEBSOCKET_MAX_PAYLOAD_BYTES = 1024 * 1024

/**
 * WebSocket upgrades for the routes declared after it (`{ websocket: true }`), once for the
 * whole app: the live-event channel and the collaborative editor share it. `ws` underneath,
 * the library Node's ecosystem runs its sockets on.
 */
export async function registerWebSocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: WEBSOCKET_MAX_PAYLOAD_BYTES } })
}
