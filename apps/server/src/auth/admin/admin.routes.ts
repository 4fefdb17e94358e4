import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { createAvatarStorage } from '../../modules/profile/index.js'
import { validationFailed } from '../auth-error.js'
import { getUserJsonById } from '../operations/get-user-json.js'
import { adminContext, assertAdmin, userNotFound } from './admin-context.js'
import { adminUserAttributesSchema } from './admin-attributes.js'
import { createUser } from './operations/create-user.js'
import { deleteUser } from './operations/delete-user.js'
import { listUsers } from './operations/list-users.js'
import { updateUser } from './operations/update-user.js'
import { deleteUserFactor, listUserFactors } from './operations/user-factors.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const userParams = z.object({ id: z.string() })
const factorParams = z.object({ id: z.string(), factorId: z.string() })
const listQuery = z.object({
  page: z.string().optional(),
  per_page: z.string().optional(),
  filter: z.string().max(200).optional(),
})

const DEFAULT_PER_PAGE = 50
const MAX_PER_PAGE = 1000

function userId(id: string): string {
  if (!UUID.test(id)) throw validationFailed('user_id must be an UUID')
  return id.toLowerCase()
}

/** `page`/`per_page` as GoTrue reads them: empty means the default, anything else a count. */
function pageNumber(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw validationFailed('Bad Pagination Parameters')
  }
  return number
}

/**
 * GoTrue's pagination headers. The client reads only the first digit after the first `=`
 * of each link, so `page` must come first and `rel` must be quoted (AUTH-PROTOCOL.md §3).
 */
function linkHeader(page: number, perPage: number, total: number): string {
  const last = Math.max(1, Math.ceil(total / perPage))
  const link = (to: number, rel: string) =>
    `</admin/users?page=${to}&per_page=${perPage}>; rel="${rel}"`
  return [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')].join(', ')
}

/** The admin API (`auth.admin` in the client), for Folio admins' access tokens. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const avatars = createAvatarStorage(app.config.dataDir)

  app.get('/admin/users', { schema: { querystring: listQuery } }, async (request, reply) => {
    const ctx = await adminContext(request)
    const page = pageNumber(request.query.page, 1, Number.MAX_SAFE_INTEGER)
    const perPage = pageNumber(request.query.per_page, DEFAULT_PER_PAGE, MAX_PER_PAGE)
    const { users, total } = await listUsers(ctx, { page, perPage, filter: request.query.filter })
    return reply
      .header('X-Total-Count', String(total))
      .header('Link', linkHeader(page, perPage, total))
      .send({ users, aud: 'authenticated' })
  })

  app.post('/admin/users', { schema: { body: adminUserAttributesSchema } }, async (request) =>
    createUser(await adminContext(request), request.body),
  )

  app.get('/admin/users/:id', { schema: { params: userParams } }, async (request) => {
    const ctx = await adminContext(request)
    assertAdmin(ctx)
    const user = await getUserJsonById(ctx, userId(request.params.id))
    if (!user) throw userNotFound()
    return user
  })

  app.put(
    '/admin/users/:id',
    { schema: { params: userParams, body: adminUserAttributesSchema } },
    async (request) =>
      updateUser(await adminContext(request), userId(request.params.id), request.body),
  )

  app.delete('/admin/users/:id', { schema: { params: userParams } }, async (request) => {
    const ctx = await adminContext(request)
    const id = userId(request.params.id)
    const { avatarUrl } = await deleteUser(ctx, id)
    await avatars.removeOwnedBy(id, avatarUrl)
    return {}
  })

  app.get('/admin/users/:id/factors', { schema: { params: userParams } }, async (request) =>
    listUserFactors(await adminContext(request), userId(request.params.id)),
  )

  app.delete(
    '/admin/users/:id/factors/:factorId',
    { schema: { params: factorParams } },
    async (request) =>
      deleteUserFactor(
        await adminContext(request),
        userId(request.params.id),
        request.params.factorId,
      ),
  )
}
