import { serviceMessages } from '@folio/schema'
import type { FastifyInstance } from 'fastify'

import { AppError } from '../lib/app-error.js'

/**
 * While the server drains (`app.close()` after SIGTERM), requests in flight finish, but every
 * answer says `Connection: close`: a keep-alive connection then ends with its last answer
 * instead of idling until its timeout and holding the process up. A request that still arrives
 * on an open connection gets Folio's 503 in its surface's shape (the error handler of its
 * route), which is why buildApp turns Fastify's own 503 (`return503OnClosing`) off.
 */
export function registerGracefulDrain(app: FastifyInstance) {
  let draining = false
  app.addHook('preClose', async () => {
    draining = true
  })
  app.addHook('onRequest', async () => {
    if (draining) throw new AppError('service_unavailable', serviceMessages.shuttingDown)
  })
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close')
  })
}
