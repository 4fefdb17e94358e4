import { API_KEY_PREFIX, apiKeyMessages } from '@folio/schema'
import type { FastifyRequest } from 'fastify'

import { bearerToken } from '../../auth/index.js'
import { AppError } from '../../lib/app-error.js'
import type { Actor } from '../../lib/context.js'
import { authenticateApiKey } from '../api-keys/index.js'

const KEYS_ONLY = `The MCP server accepts API keys only: send "Authorization: Bearer ${API_KEY_PREFIX}…" with a key from Settings → API`

/**
 * The actor of an MCP request: always an API key, never a user's token, since assistants and
 * apps connect with keys an admin can see and revoke. 401 without a valid key, 403 while API
 * access is turned off in Settings → API, as on the delivery API.
 */
export async function authenticateMcpRequest(request: FastifyRequest): Promise<Actor> {
  const token = bearerToken(request)
  if (!token) throw new AppError('unauthorized', apiKeyMessages.missing)
  if (!token.startsWith(API_KEY_PREFIX)) throw new AppError('unauthorized', KEYS_ONLY)
  return authenticateApiKey(request.ctx, token)
}
