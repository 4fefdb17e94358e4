import {
  aiDefaultModels,
  aiMessages,
  type AiSettings,
  type AiStatus,
  type AiTestConnectionResult,
  type ApiErrorBody,
  type DatabaseExport,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAiApi, type AiApi } from '../../test/ai-fixtures.js'
import { startFakeAiProvider, type FakeAiProvider } from '../../test/ai-provider-fake.js'
import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

const OPENAI_KEY = 'sk-openai-test-secret-7Qx1234'
const ANTHROPIC_KEY = 'sk-ant-test-secret-Zp5678'

type Settings = { data: AiSettings }

describe(`AI settings on ${dialectUnderTest}`, () => {
  let ai: AiApi
  let openai: FakeAiProvider
  let anthropic: FakeAiProvider

  beforeAll(async () => {
    openai = await startFakeAiProvider('openai', { apiKey: OPENAI_KEY })
    anthropic = await startFakeAiProvider('anthropic', { apiKey: ANTHROPIC_KEY })
    ai = await startAiApi()
  })
  afterAll(async () => {
    await ai?.close()
    await openai?.close()
    await anthropic?.close()
  })

  const settings = async () => (await ai.call<Settings>('admin', 'GET', '/ai/settings')).body.data
  const save = (body: unknown) =>
    ai.call<Settings & ApiErrorBody>('admin', 'PUT', '/ai/settings', body)

  it('starts unconfigured on Grok, and the assistant says it is not configured', async () => {
    expect(await settings()).toEqual({
      provider: 'grok',
      model: '',
      endpoint: '',
      hasApiKey: false,
      apiKeyHint: null,
      isConfigured: false,
      source: 'none',
      environment: null,
      builtinLocked: false,
      updatedAt: null,
    })
    const status = await ai.call<{ data: AiStatus }>('editor', 'GET', '/ai/status')
    expect(status.body.data).toEqual({
      available: false,
      source: 'none',
      provider: null,
      model: null,
      builtinLocked: false,
    })
    const conversation = await ai.conversation('editor')
    const sent = await ai.send('editor', conversation.id, 'Hello')
    expect(sent.status).toBe(422)
    expect(sent.body).toMatchObject({
      error: { code: 'not_configured', message: aiMessages.notConfigured },
    })
  })

  it('refuses a configuration without a key with the spec message of each provider', async () => {
    for (const provider of ['grok', 'openai', 'anthropic', 'mistral'] as const) {
      const res = await save({ provider, model: '' })
      expect(res.status, provider).toBe(400)
      const message = aiMessages.apiKeyRequired(provider)
      expect(res.body.error).toEqual({
        code: 'validation_failed',
        message,
        details: [{ path: 'apiKey', message }],
      })
    }
    expect((await save({ provider: 'openai' })).body.error.message).toBe(
      'OpenAI API key is required',
    )
    const custom = await save({ provider: 'custom', apiKey: '' })
    expect(custom.body.error.message).toBe('Custom API endpoint and key are required')
    const noEndpoint = await save({ provider: 'custom', apiKey: 'some-key' })
    expect(noEndpoint.status).toBe(400)
    expect(noEndpoint.body.error.details).toEqual([
      { path: 'endpoint', message: 'Custom API endpoint and key are required' },
    ])
    const unknown = await save({ provider: 'gemini', apiKey: 'some-key' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.message).toBe('Unsupported AI provider')
    expect(unknown.body.error.details).toEqual([
      { path: 'provider', message: 'Unsupported AI provider' },
    ])
    const badUrl = await save({ provider: 'openai', apiKey: 'k', endpoint: 'ftp://x' })
    expect(badUrl.body.error.details).toEqual([
      { path: 'endpoint', message: aiMessages.endpointInvalid },
    ])
    expect((await settings()).isConfigured).toBe(false)
  })

  it('stores the key encrypted and answers only its last four characters', async () => {
    const res = await save({ provider: 'openai', apiKey: OPENAI_KEY, endpoint: openai.url })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      provider: 'openai',
      endpoint: openai.url,
      hasApiKey: true,
      apiKeyHint: '1234',
      isConfigured: true,
      source: 'settings',
    })
    expect(res.body.data.updatedAt).toBeTruthy()
    expect(JSON.stringify(res.body)).not.toContain(OPENAI_KEY)
    expect(JSON.stringify(await settings())).not.toContain(OPENAI_KEY)

    const db = ai.api.server.app.database.db
    const row = await db
      .selectFrom('settings')
      .selectAll()
      .where('key', '=', 'ai')
      .executeTakeFirstOrThrow()
    expect(row.value).not.toContain(OPENAI_KEY)
    expect(row.value).not.toContain('openai-test-secret')
    expect((JSON.parse(row.value) as { apiKeySealed: string }).apiKeySealed).toMatch(/^v1\./)

    const audit = await db.selectFrom('audit_log').selectAll().where('area', '=', 'ai').execute()
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ provider: 'openai', apiKey: '(changed)' })
    expect(JSON.stringify(audit)).not.toContain(OPENAI_KEY)
  })

  it('keeps the stored key when the form sends none', async () => {
    const res = await save({ provider: 'openai', endpoint: openai.url, model: 'gpt-4o' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ model: 'gpt-4o', apiKeyHint: '1234', isConfigured: true })
    const status = await ai.call<{ data: AiStatus }>('editor', 'GET', '/ai/status')
    expect(status.body.data).toEqual({
      available: true,
      source: 'settings',
      provider: 'openai',
      model: 'gpt-4o',
      builtinLocked: false,
    })
    const audit = await ai.api.server.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'ai')
      .orderBy('created_at')
      .execute()
    expect(JSON.parse(audit.at(-1)!.after!)).toMatchObject({
      model: 'gpt-4o',
      apiKey: '(unchanged)',
    })
    expect(JSON.parse(audit.at(-1)!.before!)).toMatchObject({ model: '' })
  })

  it('tests a connection with the form values and the stored key', async () => {
    openai.enqueue({ kind: 'text', text: 'OK' })
    const before = openai.requests.length
    const res = await ai.call<{ data: AiTestConnectionResult }>(
      'admin',
      'POST',
      '/ai/settings/test',
      { provider: 'openai', endpoint: openai.url, model: 'gpt-4o-mini' },
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      ok: true,
      provider: 'openai',
      model: 'gpt-4o-mini',
      sample: 'OK',
    })
    expect(res.body.data.latencyMs).toBeGreaterThanOrEqual(0)
    expect(openai.requests).toHaveLength(before + 1)
    const request = openai.requests.at(-1)!
    expect(request.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`)
    expect(JSON.stringify(request.body)).toContain('Reply with the single word: OK')
    // Testing saves nothing.
    expect((await settings()).model).toBe('gpt-4o')
  })

  it("answers a refused key with the provider's message, and a 429 with Retry-After", async () => {
    const bad = await ai.call<ApiErrorBody>('admin', 'POST', '/ai/settings/test', {
      provider: 'openai',
      apiKey: 'sk-wrong',
      endpoint: openai.url,
    })
    expect(bad.status).toBe(502)
    expect(bad.body.error).toMatchObject({
      code: 'upstream_error',
      message: `OpenAI at ${openai.url} refused the API key. Check the key in Settings → AI.`,
    })
    expect(bad.body.error.message).not.toContain('sk-wrong')

    openai.enqueue({ kind: 'error', status: 429, headers: { 'retry-after': '7' } })
    const limited = await ai.call<ApiErrorBody>('admin', 'POST', '/ai/settings/test', {
      provider: 'openai',
      endpoint: openai.url,
    })
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('rate_limited')
    expect(limited.headers.get('retry-after')).toBe('7')

    const anthropicTest = await ai.call<{ data: AiTestConnectionResult }>(
      'admin',
      'POST',
      '/ai/settings/test',
      { provider: 'anthropic', apiKey: ANTHROPIC_KEY, endpoint: anthropic.url },
    )
    expect(anthropicTest.status).toBe(200)
    expect(anthropicTest.body.data.model).toBe(aiDefaultModels.anthropic)
    expect(anthropic.requests.at(-1)!.headers['x-api-key']).toBe(ANTHROPIC_KEY)
  })

  it('lets only admins see and change the settings; editors may read the status', async () => {
    for (const role of ['editor', 'viewer'] as const) {
      expect((await ai.call(role, 'GET', '/ai/settings')).status).toBe(403)
      expect((await ai.call(role, 'PUT', '/ai/settings', { provider: 'openai' })).status).toBe(403)
      expect((await ai.call(role, 'DELETE', '/ai/settings')).status).toBe(403)
      expect((await ai.call(role, 'POST', '/ai/settings/test', { provider: 'grok' })).status).toBe(
        403,
      )
      expect((await ai.call(role, 'GET', '/ai/usage')).status).toBe(403)
    }
    expect((await ai.call('viewer', 'GET', '/ai/status')).status).toBe(403)
    expect((await ai.call(null, 'GET', '/ai/status')).status).toBe(401)
  })

  it('refuses API keys on every AI route', async () => {
    const key = await createApiKey(ai.api, 'read_write')
    for (const [method, path] of [
      ['GET', '/ai/settings'],
      ['GET', '/ai/status'],
      ['GET', '/ai/conversations'],
      ['POST', '/ai/assist'],
      ['GET', '/ai/saved'],
    ] as const) {
      const res = await callWithKey(ai.api.server, key.secret, path, {
        method,
        ...(method === 'POST' && { body: { action: 'rewrite', text: 'Hi' } }),
      })
      expect(res.status, path).toBe(401)
    }
  })

  it('exports the settings without the sealed key', async () => {
    const res = await ai.call<DatabaseExport>('admin', 'GET', '/database/export')
    expect(res.status).toBe(200)
    const row = res.body.tables.settings!.find((setting) => setting.key === 'ai')!
    expect(JSON.parse(String(row.value))).toMatchObject({ provider: 'openai' })
    expect(JSON.stringify(res.body)).not.toContain('apiKeySealed')
    expect(JSON.stringify(res.body)).not.toContain(OPENAI_KEY)
  })

  it('clears the settings, key included', async () => {
    const res = await ai.call<Settings>('admin', 'DELETE', '/ai/settings')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ hasApiKey: false, isConfigured: false, source: 'none' })
    const audit = await ai.api.server.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('area', '=', 'ai')
      .orderBy('created_at')
      .execute()
    expect(audit.at(-1)).toEqual({ action: 'deleted', summary: 'AI settings cleared' })
  })
})

describe(`the built-in AI provider on ${dialectUnderTest}`, () => {
  let ai: AiApi
  let anthropic: FakeAiProvider
  let openai: FakeAiProvider

  beforeAll(async () => {
    anthropic = await startFakeAiProvider('anthropic', { apiKey: ANTHROPIC_KEY })
    openai = await startFakeAiProvider('openai', { apiKey: OPENAI_KEY })
    ai = await startAiApi({
      AI_PROVIDER: 'anthropic',
      AI_API_KEY: ANTHROPIC_KEY,
      AI_ENDPOINT: anthropic.url,
    })
  })
  afterAll(async () => {
    await ai?.close()
    await anthropic?.close()
    await openai?.close()
  })

  it('is used while Settings hold no provider, and Settings win once saved', async () => {
    const settings = await ai.call<Settings>('admin', 'GET', '/ai/settings')
    expect(settings.body.data).toMatchObject({
      isConfigured: false,
      source: 'environment',
      environment: { provider: 'anthropic', model: aiDefaultModels.anthropic },
    })
    expect(JSON.stringify(settings.body)).not.toContain(ANTHROPIC_KEY)
    const status = await ai.call<{ data: AiStatus }>('editor', 'GET', '/ai/status')
    expect(status.body.data).toEqual({
      available: true,
      source: 'environment',
      provider: 'anthropic',
      model: aiDefaultModels.anthropic,
      builtinLocked: false,
    })

    const conversation = await ai.conversation('editor')
    const sent = await ai.send('editor', conversation.id, 'Say hello')
    expect(sent.events.at(-1)).toMatchObject({
      type: 'done',
      reply: { provider: 'anthropic', status: 'complete' },
    })
    expect(anthropic.requests).toHaveLength(1)

    await ai.call('admin', 'PUT', '/ai/settings', {
      provider: 'openai',
      apiKey: OPENAI_KEY,
      endpoint: openai.url,
    })
    const after = await ai.call<{ data: AiStatus }>('editor', 'GET', '/ai/status')
    expect(after.body.data).toMatchObject({ source: 'settings', provider: 'openai' })
    await ai.send('editor', conversation.id, 'And again')
    expect(openai.requests).toHaveLength(1)
    expect(anthropic.requests).toHaveLength(1)

    await ai.call('admin', 'DELETE', '/ai/settings')
    const cleared = await ai.call<{ data: AiStatus }>('editor', 'GET', '/ai/status')
    expect(cleared.body.data.source).toBe('environment')
  })
})
