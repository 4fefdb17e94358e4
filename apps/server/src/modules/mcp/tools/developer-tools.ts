import { generateTypes } from '@folio/sdk'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'

import type { OperationContext } from '../../../lib/context.js'
import { contentTypeOperations } from '../../content-types/index.js'
import { describeApi } from '../describe-api.js'
import { runTool } from '../tool-result.js'

/** What an assistant needs to write the app itself: typed models and the HTTP contract. */
export function registerDeveloperTools(server: McpServer, ctx: OperationContext, baseUrl: string) {
  server.registerTool(
    'get_typescript_types',
    {
      title: 'Get TypeScript types',
      description:
        'TypeScript interfaces for the item data of every content type, plus a FolioContentTypes map for createClient<FolioContentTypes>() from @folio/sdk. Save as folio-types.ts.',
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async () => {
      const result = await runTool(ctx, 'get_typescript_types', async () => {
        const types = await contentTypeOperations.listContentTypes(ctx, {})
        return { typescript: generateTypes(types) }
      })
      if (result.isError) return result
      // The file itself is the useful text, not a JSON string with escaped newlines.
      const { typescript } = result.structuredContent as { typescript: string }
      return { ...result, content: [{ type: 'text', text: typescript }] }
    },
  )

  server.registerTool(
    'describe_api',
    {
      title: 'Describe the delivery API',
      description:
        'How an app reads this installation’s content over HTTP: base URL, auth header, endpoints, query language and a fetch example.',
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async () =>
      runTool(ctx, 'describe_api', async () => {
        const [first] = await contentTypeOperations.listContentTypes(ctx, {})
        return describeApi(baseUrl, first?.slug)
      }),
  )
}
