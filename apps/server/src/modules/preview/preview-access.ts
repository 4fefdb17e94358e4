import { PREVIEW_HEADER, PREVIEW_QUERY_PARAM } from '@folio/schema'
import type { FastifyInstance, FastifyRequest } from 'fastify'

import { verifyPreviewToken, type PreviewGrant } from './preview-token.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a route that takes preview tokens when the request carried a valid one. */
    previewGrant: PreviewGrant | null
  }
  interface FastifyContextConfig {
    /** The route reads an item a preview token may open (the delivery item read). */
    preview?: boolean
  }
}

/** The preview token a request carries: `?preview=` or the `Folio-Preview` header. */
export function previewTokenOf(request: Pick<FastifyRequest, 'headers' | 'url'>): string | null {
  const header = request.headers[PREVIEW_HEADER.toLowerCase()]
  if (typeof header === 'string' && header.trim()) return header.trim()
  // From the URL itself: once validated, `request.query` holds only what the route declares.
  const search = request.url.indexOf('?')
  if (search < 0) return null
  const param = new URLSearchParams(request.url.slice(search + 1)).get(PREVIEW_QUERY_PARAM)
  return param?.trim() || null
}

/** Whether the request carries a preview token at all, valid or not. */
export function sentPreviewToken(request: Pick<FastifyRequest, 'headers' | 'url'>): boolean {
  return previewTokenOf(request) !== null
}

/**
 * Preview tokens on the delivery item read: a valid one grants reading its item's draft (the
 * route decides), a forged or expired one is a 401 before anything is read. Everywhere else a
 * token changes nothing: it is no credential, so writes stay 401 without a user. Register
 * after authentication and before the routes' own guards, which let a grant through.
 */
export function registerPreviewAccess(app: FastifyInstance) {
  app.decorateRequest('previewGrant', null)
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.preview !== true) return
    const token = previewTokenOf(request)
    if (!token) return
    const { keys, issuer } = request.server.authServices
    request.previewGrant = await verifyPreviewToken(keys, issuer, token, request.ctx.db)
  })
}
