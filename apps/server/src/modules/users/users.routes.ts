import {
  inviteUserInputSchema,
  listUsersQuerySchema,
  updateUserInputSchema,
  userSummarySchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requestAuthContext } from '../../auth/index.js'
import { requireUser } from '../../plugins/authenticate.js'
import { createAvatarStorage } from '../profile/index.js'
import { deleteUser } from './operations/delete-user.js'
import { inviteUser } from './operations/invite-user.js'
import { listUsers } from './operations/list-users.js'
import { sendPasswordReset } from './operations/send-password-reset.js'
import { updateUserAccess } from './operations/update-user-access.js'

const userParams = z.object({ id: z.uuid({ error: 'Not a user id' }) })
const userResponse = z.object({ data: userSummarySchema })

/** The Users page's API. Admins only, which each operation checks before anything else. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const avatars = createAvatarStorage(app.config.dataDir)
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/users',
    {
      schema: {
        querystring: listUsersQuerySchema,
        response: {
          200: z.object({
            data: z.array(userSummarySchema),
            meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
          }),
        },
      },
    },
    async (request) => listUsers(request.ctx, request.query),
  )

  app.post(
    '/users/invite',
    { schema: { body: inviteUserInputSchema, response: { 201: userResponse } } },
    async (request, reply) => {
      const user = await inviteUser(requestAuthContext(request), request.body)
      return reply.status(201).send({ data: user })
    },
  )

  app.patch(
    '/users/:id',
    {
      schema: { params: userParams, body: updateUserInputSchema, response: { 200: userResponse } },
    },
    async (request) => ({
      data: await updateUserAccess(request.ctx, request.params.id, request.body),
    }),
  )

  app.post(
    '/users/:id/reset-password',
    { schema: { params: userParams } },
    async (request, reply) => {
      await sendPasswordReset(requestAuthContext(request), request.params.id)
      return reply.status(202).send()
    },
  )

  app.delete('/users/:id', { schema: { params: userParams } }, async (request, reply) => {
    const { avatarUrl } = await deleteUser(request.ctx, request.params.id)
    await avatars.removeOwnedBy(request.params.id, avatarUrl)
    return reply.status(204).send()
  })
}
