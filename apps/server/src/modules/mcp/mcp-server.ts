import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'

import type { OperationContext } from '../../lib/context.js'
import type { MediaEnv } from '../media/index.js'
import { registerContentTypeTools } from './tools/content-type-tools.js'
import { registerDeveloperTools } from './tools/developer-tools.js'
import { registerItemTools } from './tools/item-tools.js'
import { registerMediaTools } from './tools/media-tools.js'

export interface McpServerOptions {
  version: string
  /** Public base URL of this server, for describe_api. */
  baseUrl: string
  media: MediaEnv
  /**
   * Leave the write tools out of `tools/list` (read-only keys). They stay callable, so a
   * client that calls one anyway gets a tool error naming the key's scope, not "not found".
   */
  hideWriteTools?: boolean
}

/**
 * The MCP server for one request, acting as the request's API key: every tool calls the
 * operations REST calls, with `ctx.actor`, so permissions and published-only reading are the
 * same through both doors.
 */
export function createMcpServer(ctx: OperationContext, options: McpServerOptions): McpServer {
  const server = new McpServer(
    { name: 'folio', title: 'Folio', version: options.version },
    {
      instructions:
        'Folio is a headless CMS. Start with list_content_types and get_content_type to learn the content model, then read or write items. describe_api and get_typescript_types help build an app that reads the same content over HTTP.',
    },
  )
  registerContentTypeTools(server, ctx)
  const writeTools = registerItemTools(server, ctx)
  if (options.hideWriteTools) for (const tool of writeTools) tool.disable()
  registerMediaTools(server, ctx, options.media)
  registerDeveloperTools(server, ctx, options.baseUrl)
  return server
}
