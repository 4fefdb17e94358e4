import { contentItemInputSchema, type ContentItem } from '@folio/schema'
import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Actor, OperationContext } from '../../lib/context.js'
import { createTestUser } from '../../test/auth-helpers.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { createContentItem, updateContentItem } from '../content/index.js'
import { createAccess } from './access.js'

// A save checks several rights (create or edit, publish, the workflow's review rule): the
// request reads the permission matrix for them once.
let api: ContentApi
let editor: Actor
let typeId: string

beforeAll(async () => {
  api = await startContentApi()
  const user = await createTestUser(api.server, 'access-editor@example.com', { role: 'editor' })
  editor = { userId: user.id, email: user.email, role: 'editor', sessionId: 's', aal: 'aal1' }
  typeId = (await createType(api, 'Access Note', [{ name: 'body', type: 'text' }])).id
  // A saved matrix, so reading it is a real row read, with a per-type override to look up.
  const saved = await api.call('admin', 'PUT', '/settings/permissions', {
    roles: {
      editor: {
        content: { view: true, create: true, edit: true, delete: true, publish: true },
        contentTypes: {},
        media: { view: true, upload: true, delete: false },
        navigation: { view: true, edit: true },
        workflow: { view: true, review: false },
      },
      viewer: {
        content: { view: true, create: false, edit: false, delete: false, publish: false },
        contentTypes: {},
        media: { view: true, upload: false, delete: false },
        navigation: { view: true, edit: false },
        workflow: { view: true, review: false },
      },
    },
  })
  expect(saved.status).toBe(200)
})

afterAll(async () => {
  await api?.close()
})

/** A request's context as the server makes it, counting reads of the permission settings. */
function countingContext(): { ctx: OperationContext; reads: () => number } {
  let reads = 0
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      const node = JSON.stringify(args.node)
      if (node.includes('"settings"') && node.includes('"permissions"')) reads += 1
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  const { db, dialect } = api.server.app.database
  const ctx: OperationContext = {
    db: db.withPlugin(counter),
    dialect,
    logger: api.server.app.log,
    actor: editor,
  }
  ctx.access = createAccess(ctx)
  return { ctx, reads: () => reads }
}

describe('access', () => {
  it('reads the permission settings once for a create and once for an update', async () => {
    const created = countingContext()
    const item: ContentItem = await createContentItem(
      created.ctx,
      typeId,
      contentItemInputSchema.parse({ title: 'First', status: 'published', data: { body: 'x' } }),
    )
    expect(item.status).toBe('published')
    expect(created.reads()).toBe(1)

    const updated = countingContext()
    const saved = await updateContentItem(
      updated.ctx,
      typeId,
      item.id,
      contentItemInputSchema.parse({
        title: 'First, again',
        status: 'published',
        data: { body: 'y' },
        version: item.version,
      }),
    )
    expect(saved.title).toBe('First, again')
    expect(updated.reads()).toBe(1)
  })

  it('answers can() from the rights it read', async () => {
    const { ctx, reads } = countingContext()
    expect(await ctx.access!.can('publish', typeId)).toBe(true)
    expect(await ctx.access!.can('media.delete')).toBe(false)
    expect(await ctx.access!.can('workflow.review')).toBe(false)
    expect(reads()).toBe(1)
  })
})
