import type { FastifyInstance } from 'fastify'

/**
 * Counts each request made with an API key for the Connections screen, in memory: the count
 * is written later in a batch (see createApiKeyUsageCounter). Register after
 * registerDeliveryRateLimit: a request refused for its rate is not counted.
 */
export function registerApiKeyUsage(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const key = request.ctx.actor?.apiKey
    if (key) app.apiKeyUsage.count(key.id)
  })
}
