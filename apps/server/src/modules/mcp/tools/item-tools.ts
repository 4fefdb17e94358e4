import {
  CONTENT_PAGE_SIZE,
  contentItemInputSchema,
  DELIVERY_PAGE_SIZE_MAX,
  type ContentItem,
} from '@folio/schema'
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'

import type { OperationContext } from '../../../lib/context.js'
import { publishedOnly } from '../../../lib/permissions.js'
import { withTransaction } from '../../../lib/transaction.js'
import { recordSettingChange } from '../../audit/index.js'
import {
  createContentItem,
  getContentItem,
  listContentItems,
  listTypeItems,
  patchContentItem,
} from '../../content/index.js'
import { itemQueryShape, parseItemQuery } from '../item-query.js'
import { requireReadWriteKey, runTool } from '../tool-result.js'

const typeArg = z.string().trim().min(1).describe('The content type’s slug or id')
const itemArg = z.string().trim().min(1).describe('The item’s id or slug')
const { title, slug, status, scheduledFor, data } = contentItemInputSchema.shape

const readOnly = { readOnlyHint: true }
const write = { readOnlyHint: false, destructiveHint: false }

/**
 * Runs a write and its audit entry in one transaction, so the log names exactly the writes
 * that happened: the tool, the item and its type, never the key's secret.
 */
async function auditedWrite(
  ctx: OperationContext,
  tool: string,
  type: string,
  action: 'created' | 'updated',
  write: (trx: OperationContext) => Promise<ContentItem>,
): Promise<ContentItem> {
  return withTransaction(ctx, async (trx) => {
    const item = await write(trx)
    await recordSettingChange(trx.db, trx.actor, {
      area: 'mcp',
      action,
      target: item.id,
      summary: `${tool}: "${item.title}" (${type}), now ${item.status}`,
      after: {
        tool,
        itemId: item.id,
        contentType: type,
        status: item.status,
        apiKeyId: trx.actor?.apiKey?.id ?? null,
      },
    })
    return item
  })
}

/** Reading, searching and writing content items, through the operations REST uses. */
/** Registers the item tools; returns the ones that write, which read-only keys do not see listed. */
export function registerItemTools(server: McpServer, ctx: OperationContext): RegisteredTool[] {
  const writeTools: RegisteredTool[] = []
  server.registerTool(
    'list_items',
    {
      title: 'List items of a type',
      description:
        'Items of one content type with the delivery query language: filter, sort, fields, expand, q, page, pageSize, locale. For the next page pass meta.nextCursor as after (it stays right while items are added). Read-only keys see published items only.',
      inputSchema: { type: typeArg, ...itemQueryShape },
      annotations: readOnly,
    },
    async ({ type, ...query }) =>
      runTool(ctx, 'list_items', async () => listTypeItems(ctx, type, parseItemQuery(query))),
  )

  server.registerTool(
    'search_items',
    {
      title: 'Search items',
      description:
        'Finds items whose title or text matches q, in one content type or across all of them.',
      inputSchema: {
        q: z.string().trim().min(1).max(200).describe('What to look for'),
        type: typeArg.optional(),
        page: z.number().int().min(1).default(1),
        pageSize: z.number().int().min(1).max(DELIVERY_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE),
      },
      annotations: readOnly,
    },
    async ({ q, type, page, pageSize }) =>
      runTool(ctx, 'search_items', async () => {
        if (type) return listTypeItems(ctx, type, parseItemQuery({ q, page, pageSize }))
        // The cross-type list is the admin's; a read-only key still sees published items only.
        return listContentItems(ctx, {
          q,
          page,
          pageSize,
          sort: 'updatedAt',
          order: 'desc',
          status: publishedOnly(ctx) ? 'published' : undefined,
        })
      }),
  )

  server.registerTool(
    'get_item',
    {
      title: 'Get an item',
      description: 'One item of a content type, by id or slug, optionally in a language.',
      inputSchema: {
        type: typeArg,
        idOrSlug: itemArg,
        locale: z.string().optional().describe('Language code to read the item in'),
        fallback: z.boolean().optional(),
      },
      annotations: readOnly,
    },
    async ({ type, idOrSlug, locale, fallback }) =>
      runTool(ctx, 'get_item', async () => ({
        data: await getContentItem(
          ctx,
          type,
          idOrSlug,
          locale === undefined ? undefined : { locale, fallback },
        ),
      })),
  )

  const createTool = server.registerTool(
    'create_item',
    {
      title: 'Create an item',
      description:
        'Creates an item of a content type; data holds field values by field name (see get_content_type for the fields, the components they use and each type’s value shape). Status defaults to draft. A type with a titleField may leave title out: the field’s value is the title. Needs a read-write key.',
      inputSchema: { type: typeArg, title, slug, status, scheduledFor, data },
      annotations: write,
    },
    async ({ type, ...input }) =>
      runTool(ctx, 'create_item', async () => {
        await requireReadWriteKey(ctx, 'create_item')
        const item = await auditedWrite(ctx, 'create_item', type, 'created', (trx) =>
          createContentItem(trx, type, input),
        )
        return { data: item }
      }),
  )

  const updateTool = server.registerTool(
    'update_item',
    {
      title: 'Update an item',
      description:
        'Changes an item as a new version: only the attributes given change, and data is merged field by field. Pass version to refuse the save when someone saved since. Needs a read-write key.',
      inputSchema: {
        type: typeArg,
        idOrSlug: itemArg,
        title: title.optional(),
        slug,
        status: status.unwrap().optional(),
        scheduledFor,
        data: data.unwrap().optional(),
        version: z.number().int().min(1).optional(),
      },
      annotations: write,
    },
    async ({ type, idOrSlug, ...changes }) =>
      runTool(ctx, 'update_item', async () => {
        await requireReadWriteKey(ctx, 'update_item')
        const item = await auditedWrite(ctx, 'update_item', type, 'updated', (trx) =>
          patchContentItem(trx, type, idOrSlug, changes),
        )
        return { data: item }
      }),
  )

  const statusChanges = [
    {
      tool: 'publish_item',
      target: 'published',
      title: 'Publish an item',
      description: 'Publishes an item by id or slug as it is. Needs a read-write key.',
    },
    {
      tool: 'unpublish_item',
      target: 'draft',
      title: 'Unpublish an item',
      description:
        'Takes an item offline by id or slug: it goes back to draft, content kept. Needs a read-write key.',
    },
  ] as const
  writeTools.push(createTool, updateTool)
  for (const { tool, target, title: toolTitle, description } of statusChanges) {
    const registered = server.registerTool(
      tool,
      {
        title: toolTitle,
        description,
        inputSchema: { type: typeArg, idOrSlug: itemArg },
        annotations: write,
      },
      async ({ type, idOrSlug }) =>
        runTool(ctx, tool, async () => {
          await requireReadWriteKey(ctx, tool)
          const item = await auditedWrite(ctx, tool, type, 'updated', (trx) =>
            patchContentItem(trx, type, idOrSlug, { status: target }),
          )
          return { data: item }
        }),
    )
    writeTools.push(registered)
  }
  return writeTools
}
