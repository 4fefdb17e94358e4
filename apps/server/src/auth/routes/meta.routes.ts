import type { FastifyPluginAsync } from 'fastify'

/** GoTrue's cache time for the JWKS: keys are published an hour before they stop verifying. */
const JWKS_CACHE_CONTROL = 'public, max-age=600'

/** Public, unauthenticated facts about the service: its settings and its public keys. */
export const metaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    const keys = await app.authServices.keys.publicJwks()
    return reply.header('Cache-Control', JWKS_CACHE_CONTROL).send({ keys })
  })

  app.get('/settings', async () => {
    const { auth } = app.config
    return {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: auth.disableSignup,
      mailer_autoconfirm: auth.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    }
  })

  app.get('/health', async () => ({
    name: 'Folio Auth',
    description: 'GoTrue-compatible auth service',
  }))
}
