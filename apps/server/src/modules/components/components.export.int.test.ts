import { randomUUID } from 'node:crypto'

import type { Component, ContentType, DatabaseExport } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nowIso } from '../../lib/clock.js'
import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { downloadExport, uploadExport } from '../../test/database-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { insertContentItem } from '../content/content.repository.js'
import { exportedTables } from '../database/export-registry.js'

describe(`components and relation links in exports on ${dialectUnderTest}`, () => {
  let source: ContentApi
  let target: ContentApi
  let exported: DatabaseExport

  beforeAll(async () => {
    source = await startContentApi({ SEED_SAMPLE_DATA: 'false' })
    target = await startContentApi({ SEED_SAMPLE_DATA: 'false' })

    const link = await source.call<{ data: Component }>('admin', 'POST', '/components', {
      name: 'Link',
      fields: [{ name: 'url', type: 'text' }],
    })
    expect(link.status).toBe(201)
    await source.call('admin', 'POST', '/components', {
      name: 'Card',
      icon: 'square',
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'link', type: 'component', componentId: 'link' },
      ],
    })
    const page = await source.call<{ data: ContentType }>('admin', 'POST', '/content-types', {
      name: 'Page',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'sections', type: 'blocks', componentIds: ['card'] },
        { name: 'related', type: 'relation', relationTypeIds: ['page'], onDelete: 'unlink' },
      ],
      titleField: 'title',
      previewUrl: 'https://site.example/{slug}',
    })
    expect(page.status).toBe(201)
    const type = page.body.data
    // Two items, one pointing at the other, and the link row a save writes for it.
    const db = source.server.app.database.db
    const [first, second] = [randomUUID(), randomUUID()]
    for (const [id, slug] of [
      [first, 'first'],
      [second, 'second'],
    ] as const) {
      await insertContentItem(db, {
        id,
        contentTypeId: type.id,
        title: slug,
        slug,
        status: 'draft',
        data: { [type.fields[0]!.id]: slug, [type.fields[2]!.id]: id === first ? [second] : [] },
        createdAt: nowIso(),
        publishedAt: null,
        createdBy: null,
      })
    }
    await db
      .insertInto('content_links')
      .values({
        source_id: first,
        locale: '',
        field_id: type.fields[2]!.id,
        target_id: second,
        on_delete: 'unlink',
      })
      .execute()
    exported = await downloadExport(source.server)
  })
  afterAll(async () => {
    await source?.close()
    await target?.close()
  })

  it('writes components before the types using them, links after the items they join', () => {
    const order = exportedTables.map((table) => table.name)
    expect(order.indexOf('components')).toBeLessThan(order.indexOf('content_types'))
    expect(order.indexOf('content_links')).toBeGreaterThan(order.indexOf('content_items'))
    expect(exported.tables.components?.map((row) => row.slug).sort()).toEqual(['card', 'link'])
    expect(exported.tables.content_links).toHaveLength(1)
    expect(exported.tables.content_types?.[0]).toMatchObject({
      preview_url: 'https://site.example/{slug}',
    })
  })

  it('refuses a file whose link points at an item it does not hold', async () => {
    const broken = structuredClone(exported)
    broken.tables.content_links![0]!.target_id = 'no-such-item'
    const res = await target.call<ErrorBody>('admin', 'POST', '/database/import', broken)
    expect(res.status).toBe(422)
    expect(res.body.error.details?.map((d) => d.path)).toContain(
      'tables.content_links[0].target_id',
    )
  })

  it('restores components, the title field, the preview URL and the links', async () => {
    const res = await uploadExport(target.server, exported)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const read = async (api: ContentApi, path: string) =>
      (await api.call<{ data: unknown }>('admin', 'GET', path)).body.data
    expect(await read(target, '/components')).toEqual(await read(source, '/components'))
    expect(await read(target, '/content-types/page')).toEqual(
      await read(source, '/content-types/page'),
    )
    const links = (api: ContentApi) =>
      api.server.app.database.db.selectFrom('content_links').selectAll().execute()
    expect(await links(target)).toEqual(await links(source))
    const again = await downloadExport(target.server)
    expect(again.tables.components).toEqual(exported.tables.components)
  })
})
