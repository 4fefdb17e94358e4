import {
  entitlementMessage,
  type AiAssistResult,
  type AiSettings,
  type AiStatus,
  type ApiErrorBody,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAiApi, type AiApi } from '../../test/ai-fixtures.js'
import { startFakeAiProvider, type FakeAiProvider } from '../../test/ai-provider-fake.js'
import { SELLS_PLANS_ENV, setPlan } from '../../test/plan-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

const SERVER_KEY = 'sk-ant-server-wide-key-4242'
const OWN_KEY = 'sk-own-openai-key-7777'
const LOCKED = entitlementMessage('builtin_ai')

describe(`the built-in AI assistant is Premium, on ${dialectUnderTest}`, () => {
  let ai: AiApi
  let builtin: FakeAiProvider
  let own: FakeAiProvider

  beforeAll(async () => {
    builtin = await startFakeAiProvider('anthropic', { apiKey: SERVER_KEY })
    own = await startFakeAiProvider('openai', { apiKey: OWN_KEY })
    ai = await startAiApi({
      ...SELLS_PLANS_ENV,
      AI_PROVIDER: 'anthropic',
      AI_API_KEY: SERVER_KEY,
      AI_ENDPOINT: builtin.url,
    })
  })
  afterAll(async () => {
    await ai?.close()
    await builtin?.close()
    await own?.close()
  })

  const status = async () =>
    (await ai.call<{ data: AiStatus }>('editor', 'GET', '/ai/status')).body.data
  const settings = async () =>
    (await ai.call<{ data: AiSettings }>('admin', 'GET', '/ai/settings')).body.data
  const assist = () =>
    ai.call<{ data: AiAssistResult } & ApiErrorBody>('editor', 'POST', '/ai/assist', {
      action: 'rewrite',
      text: 'We sell bread near the harbour.',
    })

  it('answers 402 on Free when only the built-in provider would answer', async () => {
    expect(await settings()).toMatchObject({
      isConfigured: false,
      source: 'none',
      environment: { provider: 'anthropic' },
      builtinLocked: true,
    })
    expect(await status()).toEqual({
      available: false,
      source: 'none',
      provider: null,
      model: null,
      builtinLocked: true,
    })

    const conversation = await ai.conversation('editor')
    const sent = await ai.send('editor', conversation.id, 'Write a greeting')
    expect(sent.status).toBe(402)
    expect(sent.body).toEqual({ error: { code: 'payment_required', message: LOCKED } })
    const assisted = await assist()
    expect(assisted.status).toBe(402)
    expect(assisted.body.error).toEqual({ code: 'payment_required', message: LOCKED })
    // Refused before any call: the server's key is never spent on a plan without it.
    expect(builtin.requests).toHaveLength(0)
  })

  it('works on Free with the installation’s own key, and tests it', async () => {
    const body = { provider: 'openai', apiKey: OWN_KEY, endpoint: own.url }
    const tested = await ai.call('admin', 'POST', '/ai/settings/test', body)
    expect(tested.status).toBe(200)
    const saved = await ai.call<{ data: AiSettings }>('admin', 'PUT', '/ai/settings', body)
    // The built-in provider stays locked; the installation's own key answers instead.
    expect(saved.body.data).toMatchObject({ source: 'settings', builtinLocked: true })
    expect(await status()).toMatchObject({
      available: true,
      source: 'settings',
      provider: 'openai',
      builtinLocked: true,
    })

    const conversation = await ai.conversation('editor')
    const sent = await ai.send('editor', conversation.id, 'Write a greeting')
    expect(sent.status).toBe(200)
    expect(sent.events.at(-1)).toMatchObject({
      type: 'done',
      reply: { provider: 'openai', status: 'complete' },
    })
    expect((await assist()).status).toBe(200)
    expect(builtin.requests).toHaveLength(0)

    // Without its own key again, the installation is back to the locked built-in provider.
    await ai.call('admin', 'DELETE', '/ai/settings')
    expect((await settings()).builtinLocked).toBe(true)
    expect((await assist()).status).toBe(402)
  })

  it('uses the built-in provider on Premium', async () => {
    await setPlan(ai.api.server.app.database.db, 'premium')
    expect(await settings()).toMatchObject({ source: 'environment', builtinLocked: false })
    expect(await status()).toMatchObject({
      available: true,
      source: 'environment',
      provider: 'anthropic',
      builtinLocked: false,
    })
    const conversation = await ai.conversation('editor')
    const sent = await ai.send('editor', conversation.id, 'Write a greeting')
    expect(sent.events.at(-1)).toMatchObject({
      type: 'done',
      reply: { provider: 'anthropic', status: 'complete' },
    })
    const assisted = await assist()
    expect(assisted.status).toBe(200)
    expect(assisted.body.data.provider).toBe('anthropic')
    expect(builtin.requests).toHaveLength(2)

    // Once the paid period is over, the built-in provider is locked again.
    await setPlan(ai.api.server.app.database.db, 'free')
    expect((await assist()).status).toBe(402)
  })
})
