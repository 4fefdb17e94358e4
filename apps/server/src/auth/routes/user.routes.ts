import type { FastifyPluginAsync } from 'fastify'

import { requestAuthContext } from '../auth-context.js'
import { getUserJson } from '../operations/get-user-json.js'
import { reauthenticate } from '../operations/reauthenticate.js'
import { signOut } from '../operations/sign-out.js'
import { updateCurrentUser } from '../operations/update-current-user.js'
import { requireSession } from './request-auth.js'

interface UpdateUserBody {
  email?: unknown
  phone?: unknown
  password?: unknown
  current_password?: unknown
  nonce?: unknown
  data?: unknown
  app_metadata?: unknown
  code_challenge?: string | null
  code_challenge_method?: string | null
}

/** The signed-in user's own endpoints: GET/PUT /user, POST /logout, GET /reauthenticate. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get('/user', async (request) => {
    const { user } = await requireSession(request)
    return getUserJson(request.ctx, user)
  })

  app.put<{ Body: UpdateUserBody | undefined; Querystring: { redirect_to?: string } }>(
    '/user',
    async (request) => {
      const auth = await requireSession(request)
      const body = request.body ?? {}
      return updateCurrentUser(requestAuthContext(request), auth, {
        email: body.email,
        phone: body.phone,
        password: body.password,
        currentPassword: body.current_password,
        nonce: body.nonce,
        data: body.data,
        appMetadata: body.app_metadata,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
        redirectTo: request.query.redirect_to,
      })
    },
  )

  app.post<{ Querystring: { scope?: string } }>('/logout', async (request, reply) => {
    const { user, session } = await requireSession(request)
    await signOut(request.ctx, {
      userId: user.id,
      sessionId: session.id,
      scope: request.query.scope,
    })
    return reply.status(204).send()
  })

  app.get('/reauthenticate', async (request) => {
    const { user } = await requireSession(request)
    await reauthenticate(requestAuthContext(request), user)
    return {}
  })
}
