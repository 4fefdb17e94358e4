import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import type { DatabaseExport } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
} from '../../test/test-server.js'

const root = fileURLToPath(new URL('../../../../../', import.meta.url))

/** Runs `npm run export|import` as a person would, against the installation `env` names. */
async function cli(script: 'export-data' | 'import-data', args: string[], env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        '--conditions',
        'folio-source',
        '--import',
        'tsx',
        `apps/server/src/cli/${script}.ts`,
        ...args,
      ],
      { cwd: root, env: { ...inherited, ...env }, maxBuffer: 64 * 1024 * 1024 },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/**
 * Rows with JSON text parsed: PostgreSQL's jsonb keeps the document, not its spelling (spaces,
 * key order), so values are compared, not bytes, across databases.
 */
function parsedJson(rows: unknown) {
  return JSON.parse(JSON.stringify(rows), (_key, value: unknown) =>
    typeof value === 'string' && /^[[{]/.test(value) ? (JSON.parse(value) as unknown) : value,
  ) as unknown
}

/** Tables whose rows differ by design: the import adds its audit entry and the seed flag. */
const NOT_COMPARED = new Set(['audit_log', 'system_state'])

// The source is always SQLite; with DATABASE_URL set the target is PostgreSQL, so the same run
// moves an installation from one database to the other.
describe(`npm run export / import, SQLite to ${dialectUnderTest}`, () => {
  let source: TestInstallation
  let target: TestInstallation
  const folder = mkdtempSync(path.join(tmpdir(), 'folio-export-'))
  const sourceEnv = () => {
    const { DATABASE_URL: _none, ...env } = source.env
    return env
  }

  beforeAll(async () => {
    const saved = process.env.DATABASE_URL
    delete process.env.DATABASE_URL
    try {
      source = await createTestInstallation()
      // A running installation's data: the sample content and the demo accounts.
      await (await startTestServer(source, { FOLIO_DEMO: 'true' })).close()
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved
    }
    target = await createTestInstallation()
  })
  afterAll(async () => {
    await source?.destroy()
    await target?.destroy()
    rmSync(folder, { recursive: true, force: true })
  })

  it('exports to a file, imports it into a new database, and refuses a second import', async () => {
    const file = path.join(folder, 'backup.json')
    const exported = await cli('export-data', ['--out', file], sourceEnv())
    expect(exported.code, exported.stderr).toBe(0)
    expect(exported.stderr).toMatch(/^Exported \d+ records to /)
    const backup = JSON.parse(readFileSync(file, 'utf8')) as DatabaseExport
    expect(backup.tables.content_types!.length).toBeGreaterThan(0)
    expect(backup.tables.users!.map((u) => u.email)).toContain('admin@demo.folio.dev')

    const imported = await cli('import-data', [file], target.env)
    expect(imported.code, imported.stderr).toBe(0)
    expect(imported.stdout).toMatch(/^Imported \d+ records from /)
    expect(imported.stdout).toContain('accounts created without a password')

    const again = await cli('export-data', [], target.env)
    expect(again.code, again.stderr).toBe(0)
    const copy = JSON.parse(again.stdout) as DatabaseExport
    expect(copy.schema.migrations).toEqual(backup.schema.migrations)
    for (const [table, rows] of Object.entries(backup.tables)) {
      if (NOT_COMPARED.has(table)) continue
      expect({ table, rows: parsedJson(copy.tables[table]) }).toEqual({
        table,
        rows: parsedJson(rows),
      })
    }

    const refused = await cli('import-data', [file], target.env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^Import refused: Import needs an empty installation/)
  })

  it('explains its usage and unreadable files', async () => {
    expect((await cli('import-data', [], target.env)).stderr).toMatch(/^Usage: npm run import/)
    const missing = await cli('import-data', [path.join(folder, 'none.json')], target.env)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/^Import refused: Could not read .*none\.json as JSON/)
  })
})
