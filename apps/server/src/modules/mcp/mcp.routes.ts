import { MCP_PATH, serviceMessages, mcpMessages } from '@folio/schema'
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify'

import { AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../lib/app-error.js'
import { recordMcpClientSeen } from '../connections/index.js'
import { deliveryOrigin } from '../domains/index.js'
import type { McpServerOptions } from './mcp-server.js'
import { authenticateMcpRequest } from './mcp-auth.js'
import { clientInfoOf, jsonRpcError } from './json-rpc.js'

/**
 * The MCP server (Streamable HTTP, stateless): each POST gets its own server and transport
 * acting as the request's API key, so no session outlives a request and any instance can
 * answer. Every request, GET and DELETE included, is authenticated and counted against the
 * key's delivery rate limit before anything else runs.
 */
export function mcpRoutes(options: { version: string }): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const serverOptions: McpServerOptions = {
      version: options.version,
      baseUrl: app.config.auth.apiExternalUrl,
      media: { storage: app.storage, apiExternalUrl: app.config.auth.apiExternalUrl },
    }

    // Errors here answer in JSON-RPC, the shape MCP clients read, not the REST error body.
    app.setErrorHandler(async (error, request, reply) => {
      if (error instanceof AppError) {
        if (error.code === 'unauthorized') reply.header('WWW-Authenticate', 'Bearer')
        return jsonRpcError(reply, error)
      }
      const { statusCode = 500, code, message } = error as FastifyError
      if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return jsonRpcError(reply, new AppError('invalid_json', mcpMessages.parseError))
      }
      if (statusCode < 500) return jsonRpcError(reply, new AppError('bad_request', message))
      if (app.database.dialect.isUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable')
        reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        const unavailable = new AppError('service_unavailable', serviceMessages.databaseUnavailable)
        return jsonRpcError(reply, unavailable)
      }
      request.log.error({ err: error }, 'MCP request failed')
      return jsonRpcError(reply, new AppError('internal_error', mcpMessages.internalError))
    })

    app.addHook('onRequest', async (request, reply) => {
      const actor = await authenticateMcpRequest(request)
      request.ctx.actor = actor
      const keyId = actor.apiKey!.id
      await app.deliveryRateLimiter.hit(keyId, reply)
      // After the rate limit, as on /api/v1: refused requests are not counted as use.
      if (app.hasDecorator('apiKeyUsage')) app.apiKeyUsage.count(keyId)
    })

    app.post(MCP_PATH, async (request, reply) => handlePost(request, reply, serverOptions))

    // Stateless: no server-initiated stream to open and no session to end.
    const methodNotAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Allow', 'POST')
      return jsonRpcError(reply, new AppError('method_not_allowed', mcpMessages.postOnly))
    }
    app.get(MCP_PATH, methodNotAllowed)
    app.delete(MCP_PATH, methodNotAllowed)
  }
}

async function handlePost(request: FastifyRequest, reply: FastifyReply, options: McpServerOptions) {
  const { ctx } = request
  const client = clientInfoOf(request.body)
  if (client) {
    // Which assistants use a key is a convenience for the Connections screen: never fail
    // the connection over it.
    await recordMcpClientSeen(ctx.db, {
      apiKeyId: ctx.actor!.apiKey!.id,
      ...client,
      at: new Date().toISOString(),
    }).catch((error: unknown) => ctx.logger.warn({ err: error }, 'Could not record MCP client'))
  }
  // Each request gets its own server, so a read-only key's listing can leave out the write
  // tools while a call to one still reaches it and is refused in words about the scope.
  const readOnly = ctx.actor?.apiKey?.scope !== 'read_write'
  // An assistant builds apps against the primary custom domain too, while one is in use.
  const origin = await deliveryOrigin(ctx)
  // The MCP SDK loads with the first MCP request, not with the server: most never get one.
  const [{ createMcpServer }, { StreamableHTTPServerTransport }] = await Promise.all([
    import('./mcp-server.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ])
  const server = createMcpServer(ctx, {
    ...options,
    ...(origin && { baseUrl: origin, media: { ...options.media, apiExternalUrl: origin } }),
    hideWriteTools: readOnly && !isToolCall(request.body),
  })
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  })
  // The transport writes the response itself; the headers set so far (rate limit) go with it.
  reply.hijack()
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value)
  }
  reply.raw.on('close', () => {
    void transport.close()
    void server.close()
  })
  await server.connect(transport)
  await transport.handleRequest(request.raw, reply.raw, request.body)
}

/** Whether a JSON-RPC body (one message or a batch) calls a tool. */
function isToolCall(body: unknown): boolean {
  const messages: unknown[] = Array.isArray(body) ? body : [body]
  return messages.some(
    (message) =>
      typeof message === 'object' &&
      message !== null &&
      (message as { method?: unknown }).method === 'tools/call',
  )
}
