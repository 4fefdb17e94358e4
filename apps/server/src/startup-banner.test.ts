import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { loadConfig } from './config/config.js'
import { startupBanner } from './startup-banner.js'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'folio-banner-'))

describe('startupBanner', () => {
  it('tells a developer where to open Folio, how to sign in and where emails go', () => {
    const dir = dataDir()
    const banner = startupBanner(loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' }))
    expect(banner).toMatch(/^Folio is running at http:\/\/localhost:3000$/m)
    expect(banner).toContain('admin@demo.folio.dev')
    expect(banner).toContain('password folio-demo-2025')
    expect(banner).toContain('http://localhost:3000/dev/mailbox')
    expect(banner).toContain(dir)
    expect(banner).toContain(`SQLite, ${path.join(dir, 'folio.db')}`)
  })

  it('in production names no demo accounts and never a database password', () => {
    const banner = startupBanner(
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        SITE_URL: 'https://cms.example.com',
        DATABASE_URL: 'postgres://folio:s3cret@db.internal:5432/folio',
        FOLIO_SECRET: 'a'.repeat(64),
        SMTP_URL: 'smtp://mail.example.com',
      }),
    )
    expect(banner).toMatch(/^Folio is running at https:\/\/cms\.example\.com$/m)
    expect(banner).toContain('PostgreSQL, db.internal:5432/folio')
    expect(banner).not.toContain('s3cret')
    expect(banner).not.toContain('demo')
    expect(banner).not.toContain('mailbox')
  })
})
