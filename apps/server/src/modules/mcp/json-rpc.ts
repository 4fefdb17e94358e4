import { errorCodes } from '@folio/schema'
import type { FastifyReply } from 'fastify'

import type { AppError } from '../../lib/app-error.js'

/** JSON-RPC's own codes where one fits; -32000 ("server error") for the rest. */
const rpcCodes: Partial<Record<AppError['code'], number>> = {
  invalid_json: -32700,
  bad_request: -32600,
  internal_error: -32603,
}

/**
 * Answers an HTTP-level refusal (no key, rate limited, wrong method) as a JSON-RPC error with
 * the status REST would use. The id is null: the request was refused before it was read.
 */
export function jsonRpcError(reply: FastifyReply, error: AppError) {
  return reply
    .status(errorCodes[error.code])
    .type('application/json; charset=utf-8')
    .send({
      jsonrpc: '2.0',
      error: {
        code: rpcCodes[error.code] ?? -32000,
        message: error.message,
        data: { code: error.code },
      },
      id: null,
    })
}

export interface ClientInfo {
  name: string
  version: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The `clientInfo` of an `initialize` request in a POST body (one message or a batch). */
export function clientInfoOf(body: unknown): ClientInfo | undefined {
  for (const message of Array.isArray(body) ? body : [body]) {
    if (!isRecord(message) || message.method !== 'initialize' || !isRecord(message.params)) continue
    const info = message.params.clientInfo
    if (isRecord(info) && typeof info.name === 'string') {
      return {
        name: info.name.slice(0, 200),
        version: typeof info.version === 'string' ? info.version.slice(0, 100) : '',
      }
    }
  }
  return undefined
}
