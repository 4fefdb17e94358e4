import type { DatabaseExport, DatabaseStatus } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import {
  accountIds,
  addVariedContent,
  apiSnapshot,
  downloadExport,
  uploadExport,
  withIds,
} from '../../test/database-fixtures.js'
import { excludedTables, exportedTables } from './export-registry.js'

type Json = Record<string, unknown>

/** Tables whose rows an import adds to (audit entries) or settles itself (flags, accounts). */
const NOT_COMPARED = new Set(['users', 'audit_log', 'system_state'])

describe(`database export and import on ${dialectUnderTest}`, () => {
  let source: ContentApi
  let target: ContentApi
  let itemId: string
  let exported: DatabaseExport

  beforeAll(async () => {
    source = await startContentApi()
    target = await startContentApi({ SEED_SAMPLE_DATA: 'false' })
    itemId = (await addVariedContent(source)).itemId
    exported = await downloadExport(source.server)
  })
  afterAll(async () => {
    await source?.close()
    await target?.close()
  })

  it('knows every table of the database: exported or left out on purpose', async () => {
    const db = source.server.app.database
    const tables = await db.dialect.listTables(db.db)
    const known = new Set([...exportedTables.map((t) => t.name), ...Object.keys(excludedTables)])
    expect(tables.filter((name) => !known.has(name))).toEqual([])
    expect(tables).toContain('content_items')
  })

  it('describes the database, its migrations and rows per table to admins', async () => {
    const res = await source.call<{ data: DatabaseStatus }>('admin', 'GET', '/database')
    expect(res.status).toBe(200)
    const status = res.body.data
    expect(status.dialect).toBe(dialectUnderTest)
    expect(status.version).toMatch(/^\d+\.\d+/)
    if (status.location.kind === 'file') {
      expect(status.location.path).toMatch(/\.(db|sqlite)$/)
      expect(status.location.sizeBytes).toBeGreaterThan(0)
    } else {
      expect(status.location.host).toBeTruthy()
      expect(JSON.stringify(status.location)).not.toMatch(/password|postgres:\/\//)
    }
    expect(status.migrations.length).toBeGreaterThan(10)
    expect(status.migrations.every((m) => m.status === 'applied' && m.appliedAt)).toBe(true)
    const items = status.tables.find((t) => t.name === 'content_items')
    expect(items).toMatchObject({ exported: true })
    expect(items!.rows).toBe(exported.tables.content_items!.length)
    expect(status.tables.find((t) => t.name === 'sessions')).toMatchObject({ exported: false })
  })

  it('refuses editors and viewers (403) and anonymous callers (401)', async () => {
    for (const [method, path] of [
      ['GET', '/database'],
      ['GET', '/database/export'],
      ['POST', '/database/import'],
    ] as const) {
      const body = method === 'POST' ? exported : undefined
      expect((await target.call(null, method, path, body)).status).toBe(401)
      for (const role of ['editor', 'viewer'] as const) {
        const res = await target.call<ErrorBody>(role, method, path, body)
        expect(res.status).toBe(403)
        expect(res.body.error.code).toBe('forbidden')
      }
    }
    expect((await target.call('admin', 'GET', '/content-types')).body).toEqual({ data: [] })
  })

  it('exports raw rows without secrets, naming the applied migrations', () => {
    expect(exported).toMatchObject({ format: 'folio-export', formatVersion: 1 })
    expect(exported.schema.migrations).toContain('0009-localization')
    const users = exported.tables.users!
    expect(users.map((u) => u.email)).toContain('writer@example.com')
    expect(JSON.stringify(users)).not.toMatch(/encrypted_password|argon2/)
    for (const name of ['sessions', 'api_keys', 'signing_keys', 'content_item_counts']) {
      expect(exported.tables[name]).toBeUndefined()
    }
    expect(exported.tables.content_item_translations).toHaveLength(1)
    expect(exported.tables.media![0]).toMatchObject({ size: 5_000_000_000, alt_text: 'A harbour' })
  })

  it('refuses broken references with the path of each, writing nothing', async () => {
    const broken = structuredClone(exported)
    broken.tables.content_items![1]!.content_type_id = 'no-such-type'
    broken.tables.menu_items![0]!.menu_id = 'no-such-menu'
    const res = await target.call<ErrorBody>('admin', 'POST', '/database/import', broken)
    expect(res.status).toBe(422)
    expect(res.body.error.message).toMatch(/cannot be imported.*Nothing was imported/)
    expect(res.body.error.details?.map((d) => d.path)).toEqual(
      expect.arrayContaining([
        'tables.content_items[1].content_type_id',
        'tables.menu_items[0].menu_id',
      ]),
    )
    const writer = await target.server.app.database.db
      .selectFrom('users')
      .where('email', '=', 'writer@example.com')
      .select('id')
      .executeTakeFirst()
    expect(writer).toBeUndefined()
  })

  it('rolls everything back when the database itself refuses a row', async () => {
    const clash = structuredClone(exported)
    const items = clash.tables.content_items!
    const [first, second] = items.filter((row) =>
      items.some((other) => other !== row && other.content_type_id === row.content_type_id),
    )
    second!.slug = first!.slug
    const res = await target.call<ErrorBody>('admin', 'POST', '/database/import', clash)
    expect(res.status).toBe(422)
    expect(res.body.error.message).toMatch(/content_items.*Nothing was imported/)
    expect((await target.call('admin', 'GET', '/content-types')).body).toEqual({ data: [] })
    const users = await target.server.app.database.db.selectFrom('users').select('email').execute()
    expect(users.map((u) => u.email)).not.toContain('writer@example.com')
  })

  it('refuses an export from a newer Folio, and files that are not exports', async () => {
    const newer = {
      ...exported,
      schema: { migrations: [...exported.schema.migrations, '0099-future'] },
    }
    const res = await target.call<ErrorBody>('admin', 'POST', '/database/import', newer)
    expect(res.status).toBe(422)
    expect(res.body.error.message).toBe(
      'This export comes from a newer version of Folio (schema 0099-future); upgrade this installation first',
    )
    const notExport = await target.call<ErrorBody>('admin', 'POST', '/database/import', { a: 1 })
    expect(notExport.status).toBe(422)
    expect(notExport.body.error.message).toMatch(/not a Folio export/)
    const notJson = await uploadExport(target.server, 'x')
    expect(notJson.status).toBe(422)
  })

  it('imports into an empty installation, reproducing every record and API answer', async () => {
    const before = await apiSnapshot(source, itemId)
    const failing = Object.entries(before).filter(([, res]) => (res as Json).status !== 200)
    expect(failing).toEqual([])
    const res = await uploadExport(target.server, exported)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const result = res.body.data as { imported: Json; usersCreated: number; usersMatched: number }
    expect(result.imported.content_items).toBe(exported.tables.content_items!.length)
    // The demo accounts exist on both sides and are matched by email; the writer is new.
    expect(result).toMatchObject({ usersCreated: 1, usersMatched: 3 })

    const ids = await accountIds(source.server, target.server)
    expect(await apiSnapshot(target, itemId)).toEqual(withIds(before, ids))

    const again = await downloadExport(target.server)
    for (const table of Object.keys(exported.tables)) {
      if (NOT_COMPARED.has(table)) continue
      expect({ table, rows: again.tables[table] }).toEqual({
        table,
        rows: withIds(exported.tables[table], ids),
      })
    }
    // Item counts are kept by triggers: the type list's counts come out right.
    const types = (await target.call<{ data: Json[] }>('admin', 'GET', '/content-types')).body.data
    expect(types.map((t) => t.itemCount)).toEqual(
      (before['/content-types'] as { body: { data: Json[] } }).body.data.map((t) => t.itemCount),
    )
    const log = await target.call<{ data: Json[] }>('admin', 'GET', '/audit-log?area=database')
    expect(log.body.data?.[0]).toMatchObject({ action: 'imported' })
  })

  it('refuses an installation that is no longer empty (409)', async () => {
    const res = await target.call<ErrorBody>('admin', 'POST', '/database/import', exported)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(
      /^Import needs an empty installation: this one already has \d+ content types, \d+ content items, 3 menus, 1 media file\./,
    )
  })
})
