import type { ContentType } from '@folio/schema'
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'

import type { OperationContext } from '../../../lib/context.js'
import { registryFor } from '../../components/index.js'
import { contentTypeOperations } from '../../content-types/index.js'
import { componentsUsedBy, fieldValueShapes } from '../field-values.js'
import { runTool } from '../tool-result.js'

const CONTENT_TYPE_URI = 'folio://content-types/{slug}'

function contentTypeUri(slug: string): string {
  return `folio://content-types/${encodeURIComponent(slug)}`
}

/** A type without its fields: enough to pick one, and short for a model to read. */
function summaryOf(type: ContentType) {
  const { id, name, slug, description, itemCount, fields } = type
  return { id, name, slug, description, itemCount, fieldCount: fields.length }
}

/** The content types as tools (list, get) and as one resource per type schema. */
export function registerContentTypeTools(server: McpServer, ctx: OperationContext) {
  server.registerTool(
    'list_content_types',
    {
      title: 'List content types',
      description:
        'The content types of this Folio installation (id, name, slug, item count). Use get_content_type for a type’s fields.',
      inputSchema: {
        q: z.string().max(200).optional().describe('Narrow to names or slugs containing this'),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ q }) =>
      runTool(ctx, 'list_content_types', async () => {
        const types = await contentTypeOperations.listContentTypes(ctx, { q })
        return { data: types.map(summaryOf) }
      }),
  )

  server.registerTool(
    'get_content_type',
    {
      title: 'Get a content type',
      description:
        'One content type with its field schema: each field’s name (the key in item data), type, whether it is required, and its description; `components` holds the fields of the components its component and blocks fields use, and `valueShapes` how item data spells each field type.',
      inputSchema: { type: z.string().trim().min(1).describe('The type’s slug or id') },
      annotations: { readOnlyHint: true },
    },
    async ({ type }) =>
      runTool(ctx, 'get_content_type', async () => {
        const found = await contentTypeOperations.getContentType(ctx, type)
        const registry = await registryFor(ctx.db, found.fields)
        const components = componentsUsedBy(found, registry)
        const used = new Set(found.fields.map((field) => field.type))
        for (const component of components) {
          for (const field of component.fields) used.add(field.type)
        }
        const valueShapes = Object.fromEntries([...used].map((t) => [t, fieldValueShapes[t]]))
        return { data: found, components, valueShapes }
      }),
  )

  server.registerResource(
    'content-type',
    new ResourceTemplate(CONTENT_TYPE_URI, {
      list: async () => {
        const types = await contentTypeOperations.listContentTypes(ctx, {})
        return {
          resources: types.map((type) => ({
            uri: contentTypeUri(type.slug),
            name: type.slug,
            title: type.name,
            description: type.description || `The ${type.name} content type`,
            mimeType: 'application/json',
          })),
        }
      },
    }),
    {
      title: 'Content type schema',
      description: 'A content type of this installation with its fields, as JSON',
      mimeType: 'application/json',
    },
    async (uri, { slug }) => {
      const type = await contentTypeOperations.getContentType(ctx, decodeURIComponent(String(slug)))
      return {
        contents: [
          { uri: uri.href, mimeType: 'application/json', text: JSON.stringify(type, null, 2) },
        ],
      }
    },
  )
}
