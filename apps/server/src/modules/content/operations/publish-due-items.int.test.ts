import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { OperationContext } from '../../../lib/context.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../../test/test-server.js'
import { insertContentItem } from '../content.repository.js'
import { listContentVersions } from '../versions.repository.js'
import { publishDueItems } from './publish-due-items.js'

const SECOND = 1000
const HOUR = 60 * 60 * SECOND
// The direct-call tests keep the server's own scheduler out of their way: it ticks once at
// start and then not for an hour, and they schedule items an hour ahead, passing publishDueItems
// a `now` from that future.
const NO_TICKS = { SCHEDULER_INTERVAL_MS: String(HOUR) }
const inAnHour = () => new Date(Date.now() + HOUR)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function contextOf(server: TestServer): OperationContext {
  const { db, dialect } = server.app.database
  return { db, dialect, logger: server.app.log, actor: null }
}

/** A scheduled item of the sample Blog Post type, due at `scheduledFor`. */
async function insertScheduledItem(server: TestServer, scheduledFor: Date, title = 'Scheduled') {
  const { db } = server.app.database
  const type = await db
    .selectFrom('content_types')
    .select('id')
    .where('slug', '=', 'blog-post')
    .executeTakeFirstOrThrow()
  const id = randomUUID()
  await insertContentItem(db, {
    id,
    contentTypeId: type.id,
    title,
    slug: `scheduled-${id}`,
    status: 'scheduled',
    data: { note: title },
    createdAt: new Date(Date.now() - 60 * SECOND).toISOString(),
    publishedAt: null,
    createdBy: null,
  })
  await db
    .updateTable('content_items')
    .set({ scheduled_for: scheduledFor.toISOString() })
    .where('id', '=', id)
    .execute()
  return id
}

async function itemRow(server: TestServer, id: string) {
  return server.app.database.db
    .selectFrom('content_items')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

describe(`publishing scheduled items on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, NO_TICKS)
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('publishes an item whose time has passed and records a scheduled-publish version', async () => {
    const now = inAnHour()
    const due = await insertScheduledItem(server, new Date(now.getTime() - 5 * SECOND), 'Due')
    const later = await insertScheduledItem(server, new Date(now.getTime() + 60 * SECOND))
    const before = await itemRow(server, due)

    const published = await publishDueItems(contextOf(server), now)

    expect(published).toEqual([due])
    const after = await itemRow(server, due)
    expect(after).toMatchObject({
      status: 'published',
      published_at: now.toISOString(),
      updated_at: now.toISOString(),
      scheduled_for: null,
      version: before.version + 1,
      data: before.data,
    })
    const versions = await listContentVersions(server.app.database.db, due)
    expect(versions).toHaveLength(1)
    expect(versions[0]).toMatchObject({
      version: before.version + 1,
      event: 'scheduled-publish',
      restored_from: null,
      created_by: null,
      title: 'Due',
      status: 'published',
      published_at: now.toISOString(),
      scheduled_for: null,
      created_at: now.toISOString(),
    })
    expect(JSON.parse(versions[0]!.data)).toEqual({ note: 'Due' })

    const untouched = await itemRow(server, later)
    expect(untouched).toMatchObject({ status: 'scheduled', published_at: null, version: 1 })
    expect(await listContentVersions(server.app.database.db, later)).toEqual([])

    // Nothing is due a second time.
    expect(await publishDueItems(contextOf(server), now)).toEqual([])
  })

  it('keeps the first publication date of an item published before', async () => {
    const now = inAnHour()
    const id = await insertScheduledItem(server, new Date(now.getTime() - SECOND))
    const firstPublished = '2024-03-01T09:00:00.000Z'
    await server.app.database.db
      .updateTable('content_items')
      .set({ published_at: firstPublished })
      .where('id', '=', id)
      .execute()

    await publishDueItems(contextOf(server), now)

    expect(await itemRow(server, id)).toMatchObject({
      status: 'published',
      published_at: firstPublished,
    })
  })
})

describe(`the running server's scheduler on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { SCHEDULER_INTERVAL_MS: '200' })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('publishes an item within 5 seconds of its time, without any request', async () => {
    const scheduledFor = new Date(Date.now() + SECOND)
    const id = await insertScheduledItem(server, scheduledFor)

    let row = await itemRow(server, id)
    const deadline = scheduledFor.getTime() + 5 * SECOND
    while (row.status !== 'published' && Date.now() < deadline) {
      await sleep(100)
      row = await itemRow(server, id)
    }

    expect(row.status).toBe('published')
    const publishedAt = Date.parse(row.published_at!)
    expect(publishedAt).toBeGreaterThanOrEqual(scheduledFor.getTime())
    expect(publishedAt - scheduledFor.getTime()).toBeLessThan(5 * SECOND)
    const versions = await listContentVersions(server.app.database.db, id)
    expect(versions.map((v) => v.event)).toEqual(['scheduled-publish'])
  })
})

describe(`two schedulers on one ${dialectUnderTest} database`, () => {
  let installation: TestInstallation
  let servers: TestServer[]

  beforeAll(async () => {
    installation = await createTestInstallation()
    // Two apps, each with its own connection pool, as two server processes would have.
    servers = [
      await startTestServer(installation, NO_TICKS),
      await startTestServer(installation, NO_TICKS),
    ]
  })
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()))
    await installation.destroy()
  })

  /** Every item is published, at version 2, with exactly one scheduled-publish snapshot. */
  async function expectPublishedOnce(ids: string[]) {
    const { db } = servers[0]!.app.database
    const rows = await db
      .selectFrom('content_items')
      .select(['id', 'status', 'version'])
      .where('id', 'in', ids)
      .execute()
    expect(rows).toHaveLength(ids.length)
    for (const row of rows) expect(row).toMatchObject({ status: 'published', version: 2 })

    const snapshots = await db
      .selectFrom('content_item_versions')
      .select(['item_id', 'version'])
      .where('item_id', 'in', ids)
      .execute()
    expect(snapshots).toHaveLength(ids.length)
    expect(new Set(snapshots.map((s) => s.item_id))).toEqual(new Set(ids))
    for (const snapshot of snapshots) expect(snapshot.version).toBe(2)
  }

  // Two pools in one process truly overlap only on PostgreSQL: better-sqlite3 is synchronous,
  // so a second connection waiting for SQLite's write lock would block the very thread that
  // has to commit the first. The two-process test below covers SQLite (and PostgreSQL again).
  it.runIf(dialectUnderTest === 'postgres')(
    'publishes every due item exactly once when two pools claim them at the same moment',
    async () => {
      const [first, second] = servers as [TestServer, TestServer]
      const now = inAnHour()
      const ids: string[] = []
      for (let i = 0; i < 20; i++) {
        ids.push(await insertScheduledItem(first, new Date(now.getTime() - SECOND), `Race ${i}`))
      }

      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          publishDueItems(contextOf(i % 2 === 0 ? first : second), now),
        ),
      )

      // Every item was claimed by exactly one call.
      const claimed = results.flat()
      expect(claimed).toHaveLength(ids.length)
      expect(new Set(claimed)).toEqual(new Set(ids))
      await expectPublishedOnce(ids)
    },
  )

  it('publishes every due item exactly once when two server processes race for them', async () => {
    const workers = [startPublishWorker(installation), startPublishWorker(installation)]
    await Promise.all(workers.map((w) => w.ready))

    // Items fall due one after another while both processes publish in a tight loop, so each
    // item is wanted by both at about the same moment.
    const go = Date.now() + 300
    const ids: string[] = []
    for (let i = 0; i < 20; i++) {
      ids.push(await insertScheduledItem(servers[0]!, new Date(go + i * 25), `Race ${i}`))
    }
    const until = go + 1500
    for (const worker of workers) worker.go(until)
    const results = await Promise.all(workers.map((w) => w.published))

    const claimed = results.flat()
    expect(claimed).toHaveLength(ids.length)
    expect(new Set(claimed)).toEqual(new Set(ids))
    await expectPublishedOnce(ids)
  })
})

/**
 * A separate Node process on the installation, like a second server: it connects, says
 * "ready", waits for the end time on stdin, calls publishDueItems in a loop until then and
 * prints the ids it published as its last line.
 */
function startPublishWorker(installation: TestInstallation) {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const script = `
    import { createInterface } from 'node:readline'
    import { runCli } from ${JSON.stringify(pathToFileURL(path.join(here, '../../../cli/run-cli.ts')).href)}
    import { publishDueItems } from ${JSON.stringify(pathToFileURL(path.join(here, 'publish-due-items.ts')).href)}
    runCli(async (ctx) => {
      const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]()
      console.log('ready')
      const until = Number((await lines.next()).value)
      const published = []
      while (Date.now() < until) published.push(...(await publishDueItems(ctx)))
      console.log(JSON.stringify(published))
      return 0
    })`
  const child = spawn(
    process.execPath,
    ['--conditions', 'folio-source', '--import', 'tsx', '--input-type=module', '-e', script],
    { env: { ...process.env, ...installation.env }, stdio: ['pipe', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const failed = () => new Error(`publish worker failed:\n${output}`)

  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('ready\n')) resolve()
    })
    void exited.then(() => reject(failed()))
  })
  const published = exited.then((code) => {
    if (code !== 0) throw failed()
    const lines = output.trim().split('\n')
    return JSON.parse(lines[lines.length - 1]!) as string[]
  })
  return { ready, published, go: (until: number) => child.stdin.end(`${until}\n`) }
}
