import { listMediaQuerySchema } from '@folio/schema'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'

import type { OperationContext } from '../../../lib/context.js'
import { listMedia, type MediaEnv } from '../../media/index.js'
import { runTool } from '../tool-result.js'

const { q, type, folderId, page, pageSize } = listMediaQuerySchema.shape

/** The media library, read-only: files with their public URLs, for pages an app renders. */
export function registerMediaTools(server: McpServer, ctx: OperationContext, env: MediaEnv) {
  server.registerTool(
    'list_media',
    {
      title: 'List media',
      description:
        'Files in the media library (images, video, documents) with their public URLs, newest first; q matches the name.',
      inputSchema: { q, type, folderId, page, pageSize },
      annotations: { readOnlyHint: true },
    },
    async (args) =>
      runTool(ctx, 'list_media', async () => listMedia(ctx, env, listMediaQuerySchema.parse(args))),
  )
}
