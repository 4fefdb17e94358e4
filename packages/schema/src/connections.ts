import { z } from 'zod'

import { apiKeySchema } from './api-keys.js'

/**
 * Connections: the apps and AI coding assistants that reach Folio with an API key, through the
 * delivery API or the MCP server at `MCP_PATH`.
 */

/** Where the MCP server (Streamable HTTP transport) listens, beside `/api/v1`. */
export const MCP_PATH = '/mcp'

/** How many days of requests the Connections screen shows per key. */
export const CONNECTION_USAGE_DAYS = 7

/** An MCP client seen on a key, by the name and version it gave when it connected. */
export const mcpClientSchema = z.object({
  name: z.string(),
  version: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
})
export type McpClient = z.infer<typeof mcpClientSchema>

/** One API key as a connection: the key, its recent requests and the MCP clients using it. */
export const connectionSchema = apiKeySchema.extend({
  requestsLast7Days: z.number().int().nonnegative(),
  /** `CONNECTION_USAGE_DAYS` entries, oldest first, zeros included (UTC dates, YYYY-MM-DD). */
  requestsByDay: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })),
  /** Most recently seen first. */
  mcpClients: z.array(mcpClientSchema),
})
export type Connection = z.infer<typeof connectionSchema>

export const connectionListSchema = z.object({ data: z.array(connectionSchema) })

/** Messages MCP tools answer with, so clients (and people) see why a call was refused. */
export const mcpMessages = {
  readOnlyKey: (tool: string) =>
    `${tool} needs a read-write API key; this key is read-only (scope: read)`,
  invalidArgument: (path: string, message: string) => `Invalid argument ${path}: ${message}`,
  parseError: 'Parse error: the body is not JSON',
  internalError: 'Internal server error',
  postOnly: 'Method not allowed: this MCP server is stateless; send requests with POST',
} as const
