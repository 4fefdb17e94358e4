import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { ConfigError, configVariables, loadConfig } from './config.js'

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

describe('loadConfig: auth settings', () => {
  it('defaults the site and API URLs to the port, confirmation on, demo on outside production', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '4100' })
    expect(config.auth).toMatchObject({
      siteUrl: 'http://localhost:4100',
      apiExternalUrl: 'http://localhost:4100',
      // Development without SITE_URL: email links follow the address each request used.
      siteUrlFromRequest: true,
      apiExternalUrlFromRequest: true,
      redirectAllowList: [],
      autoconfirm: false,
      emailSendIntervalSeconds: 60,
      admin: null,
      demo: true,
    })
    expect(config.mail).toEqual({
      smtpUrl: null,
      outbox: true,
      from: 'Folio <no-reply@localhost>',
    })
  })

  it('reads URLs, the allow-list, the admin and the demo switch', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      SITE_URL: 'https://cms.example.com/',
      API_EXTERNAL_URL: 'https://api.example.com',
      AUTH_REDIRECT_ALLOW_LIST: ' http://localhost:5173 , https://preview.example.com/ ',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long-enough-secret',
    })
    expect(config.auth).toMatchObject({
      siteUrl: 'https://cms.example.com',
      apiExternalUrl: 'https://api.example.com',
      redirectAllowList: ['http://localhost:5173', 'https://preview.example.com/'],
      siteUrlFromRequest: false,
      apiExternalUrlFromRequest: false,
      admin: { email: 'boss@example.com', password: 'long-enough-secret' },
      demo: false,
    })
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', FOLIO_DEMO: 'true' }).auth.demo,
    ).toBe(true)
    // Production never takes its address from a request, even without SITE_URL.
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).auth).toMatchObject({
      siteUrlFromRequest: false,
      apiExternalUrlFromRequest: false,
    })
    expect(
      loadConfig({ DATA_DIR: dataDir(), API_EXTERNAL_URL: 'https://api.example.com' }).auth,
    ).toMatchObject({ siteUrlFromRequest: true, apiExternalUrlFromRequest: false })
    expect(loadConfig({ DATA_DIR: dataDir(), FOLIO_DEMO: 'false' }).auth.demo).toBe(false)
  })

  it('refuses an admin email without a password, and a bad SMTP URL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@example.com' })).toThrow(
      /ADMIN_PASSWORD/,
    )
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/)
  })
})

describe('loadConfig: the built-in AI provider', () => {
  it('has none by default, and a 60 s time-out', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ai).toEqual({ environment: null, timeoutMs: 60_000 })
  })

  it('reads the provider, key, model and endpoint', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      AI_PROVIDER: 'OpenAI',
      AI_API_KEY: ' sk-env-key ',
      AI_MODEL: 'gpt-4o',
      AI_TIMEOUT_MS: '5000',
    })
    expect(config.ai).toEqual({
      environment: { provider: 'openai', apiKey: 'sk-env-key', model: 'gpt-4o', endpoint: '' },
      timeoutMs: 5000,
    })
    const custom = loadConfig({
      DATA_DIR: dataDir(),
      AI_PROVIDER: 'custom',
      AI_API_KEY: 'local',
      AI_ENDPOINT: 'http://127.0.0.1:11434/api/generate',
    })
    expect(custom.ai.environment).toMatchObject({
      provider: 'custom',
      endpoint: 'http://127.0.0.1:11434/api/generate',
    })
  })

  it('refuses an unknown provider or a missing key with the Settings form messages', () => {
    const load = (env: NodeJS.ProcessEnv) => () => loadConfig({ DATA_DIR: dataDir(), ...env })
    expect(load({ AI_PROVIDER: 'gemini', AI_API_KEY: 'k' })).toThrow(
      /AI_PROVIDER: Unsupported AI provider/,
    )
    expect(load({ AI_PROVIDER: 'anthropic' })).toThrow(/AI_API_KEY: Anthropic API key is required/)
    expect(load({ AI_PROVIDER: 'custom', AI_API_KEY: 'k' })).toThrow(
      /AI_ENDPOINT: Custom API endpoint and key are required/,
    )
    expect(load({ AI_PROVIDER: 'grok', AI_API_KEY: 'k', AI_ENDPOINT: 'not a url' })).toThrow(
      /AI_ENDPOINT: Endpoint must be a valid/,
    )
    expect(load({ AI_API_KEY: 'k' })).toThrow(/AI_PROVIDER: required with AI_API_KEY/)
    expect(load({ AI_PROVIDER: 'grok', AI_API_KEY: 'k' })).not.toThrow()
  })
})

describe('outbound allow-list', () => {
  it('allows nothing local by default and reads OUTBOUND_ALLOW_LIST', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).outbound).toEqual({ allow: [] })
    const { allow } = loadConfig({
      DATA_DIR: dataDir(),
      OUTBOUND_ALLOW_LIST: '127.0.0.1:11434, 10.0.0.0/8, ollama.internal',
    }).outbound
    expect(allow.map((entry) => (entry.kind === 'host' ? entry.host : entry.port))).toEqual([
      11434,
      null,
      'ollama.internal',
    ])
  })

  it('names the entry it cannot read', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), OUTBOUND_ALLOW_LIST: '127.0.0.1, 10.0.0.0/40' }),
    ).toThrow(/OUTBOUND_ALLOW_LIST: “10.0.0.0\/40” is not/)
  })
})

describe('loadConfig: where the server listens', () => {
  const load = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dataDir(), ...env })
  const SMTP = { SMTP_URL: 'smtp://mail.example.com:587' }

  it('listens on loopback only while demo accounts or the mailbox are on', () => {
    expect(load({}).host).toBe('127.0.0.1')
    expect(load({ FOLIO_DEMO: 'false' }).host).toBe('127.0.0.1')
    expect(load({ ...SMTP }).host).toBe('127.0.0.1')
    expect(load({ ...SMTP, FOLIO_DEMO: 'false' }).host).toBe('0.0.0.0')
    expect(load({ NODE_ENV: 'production' }).host).toBe('0.0.0.0')
    expect(load({ NODE_ENV: 'production' }).startWarnings).toEqual([])
  })

  it('takes any loopback HOST, and any HOST without demo accounts or mailbox', () => {
    for (const host of [
      '127.0.0.1',
      '127.0.1.1',
      '::1',
      '[::1]',
      'localhost',
      '::ffff:127.0.0.1',
    ]) {
      expect(load({ HOST: host }).host, host).toBe(host)
    }
    expect(load({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5')
    expect(load({ ...SMTP, FOLIO_DEMO: 'false', HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  it('refuses a public HOST with demo accounts or the mailbox on, naming the ways out', () => {
    for (const [env, named] of [
      [{ HOST: '0.0.0.0' }, /demo accounts .* and the development mailbox .* are on/],
      [{ HOST: '::', ...SMTP }, /HOST: :: .* demo accounts \(a published password\) is on/],
      [{ HOST: '192.168.1.20', FOLIO_DEMO: 'false' }, /development mailbox/],
      [{ HOST: 'cms.internal', NODE_ENV: 'production', FOLIO_DEMO: 'true' }, /demo accounts/],
    ] as const) {
      expect(() => load(env)).toThrow(ConfigError)
      expect(() => load(env)).toThrow(named)
      expect(() => load(env)).toThrow(/127\.0\.0\.1.*FOLIO_DEMO=false.*ALLOW_PUBLIC_DEMO=true/s)
    }
  })

  it('serves them on a public HOST with ALLOW_PUBLIC_DEMO, with a warning at start', () => {
    const config = load({ HOST: '0.0.0.0', ALLOW_PUBLIC_DEMO: 'true' })
    expect(config.host).toBe('0.0.0.0')
    expect(config.auth.demo).toBe(true)
    expect(config.startWarnings).toEqual([
      expect.stringMatching(/ALLOW_PUBLIC_DEMO .* demo accounts .* reachable on 0\.0\.0\.0/),
    ])
    expect(load({ ALLOW_PUBLIC_DEMO: 'true' }).startWarnings).toEqual([])
  })
})

describe('the documented configuration', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

  it('lists every variable in .env.example and in the README', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8')
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    for (const name of configVariables) {
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'))
      expect(readme, name).toContain(`\`${name}\``)
    }
  })

  it('starts from .env.example as written', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8')
    const set: Record<string, string> = {}
    for (const [, name, value] of example.matchAll(/^([A-Z_0-9]+)=(.*)$/gm)) set[name!] = value!
    expect(() => loadConfig({ ...set, DATA_DIR: dataDir() })).not.toThrow()
  })
})
