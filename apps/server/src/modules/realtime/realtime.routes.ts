import type { FastifyPluginAsync } from 'fastify'

import type { Socket } from './connection.js'

/**
 * `GET /api/v1/realtime`: the live channel, a WebSocket. It answers no HTTP request itself:
 * the socket signs in with its first message (see @folio/schema realtime.ts), since a
 * browser can set no header on it and a token in the URL would end up in logs.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/realtime', { websocket: true, schema: { hide: true } }, (socket: unknown) => {
    // `ws` ships no types: the socket is typed by the members the hub uses.
    app.realtime.attach(socket as Socket)
  })
}
