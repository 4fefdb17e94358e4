import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigError, loadConfig } from './config.js'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'folio-config-'))

describe('loadConfig', () => {
  it('defaults to port 3000 and SQLite in the data folder', () => {
    const dir = dataDir()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config.port).toBe(3000)
    expect(config.database).toEqual({ dialect: 'sqlite', filename: path.join(dir, 'folio.db') })
    expect(config.seedSampleData).toBe(true)
  })

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/folio' })
    expect(config.database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://u@db:5432/folio',
    })
  })

  it('generates a secret once and keeps it across restarts', () => {
    const dir = dataDir()
    const first = loadConfig({ DATA_DIR: dir }).secret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: dir }).secret).toBe(first)
    expect(readFileSync(path.join(dir, '.secret'), 'utf8').trim()).toBe(first)
  })

  it('names every invalid variable', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        FOLIO_SECRET: 'short',
      }),
    ).toThrow(ConfigError)
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'abc', DATABASE_URL: 'mysql://x' })
    } catch (error) {
      expect(String(error)).toMatch(/PORT/)
      expect(String(error)).toMatch(/DATABASE_URL must be a postgres:\/\/ connection string/)
    }
  })
})
