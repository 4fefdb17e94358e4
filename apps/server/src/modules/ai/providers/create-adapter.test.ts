import { aiDefaultBaseUrls } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { aiConfigProblem, createAiAdapter, modelFor } from './create-adapter.js'
import type { ResolvedAiConfig } from './provider.js'

describe('aiConfigProblem', () => {
  it.each([
    [{ provider: 'gemini', apiKey: 'k', endpoint: '' }, 'Unsupported AI provider'],
    [{ provider: 'gemini', apiKey: '', endpoint: '' }, 'Unsupported AI provider'],
    [{ provider: 'custom', apiKey: 'k', endpoint: '' }, 'Custom API endpoint and key are required'],
    [
      { provider: 'custom', apiKey: '  ', endpoint: 'https://llm.example.com/v1/generate' },
      'Custom API endpoint and key are required',
    ],
    [{ provider: 'grok', apiKey: '', endpoint: '' }, 'Grok API key is required'],
    [{ provider: 'openai', apiKey: ' ', endpoint: '' }, 'OpenAI API key is required'],
    [{ provider: 'anthropic', apiKey: '', endpoint: 'https://x' }, 'Anthropic API key is required'],
    [{ provider: 'mistral', apiKey: '', endpoint: '' }, 'Mistral API key is required'],
  ])('%o → %s', (config, message) => {
    expect(aiConfigProblem(config)).toBe(message)
  })

  it('is null for a usable configuration', () => {
    expect(aiConfigProblem({ provider: 'openai', apiKey: 'sk-1', endpoint: '' })).toBeNull()
    expect(
      aiConfigProblem({ provider: 'custom', apiKey: 'k', endpoint: 'http://localhost:11434/v1' }),
    ).toBeNull()
  })
})

describe('modelFor', () => {
  it.each([
    ['grok', '', 'grok-1'],
    ['openai', '', 'gpt-4'],
    ['anthropic', '  ', 'claude-3-opus-20240229'],
    ['mistral', '', 'mistral-large-latest'],
    ['custom', '', ''],
    ['openai', ' gpt-4o ', 'gpt-4o'],
    ['custom', 'llama3.2', 'llama3.2'],
  ] as const)('%s with %j sends %j', (provider, model, expected) => {
    expect(modelFor({ provider, model })).toBe(expected)
  })
})

describe('createAiAdapter', () => {
  function recordingFetch(reply: unknown) {
    const urls: string[] = []
    const fetch: typeof globalThis.fetch = (input) => {
      urls.push(input instanceof Request ? input.url : input.toString())
      return Promise.resolve(
        new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } }),
      )
    }
    return { urls, fetch }
  }
  const openAiReply = { choices: [{ message: { content: 'ok' } }] }

  it.each([
    ['grok', 'https://api.x.ai/v1/chat/completions', openAiReply],
    ['openai', 'https://api.openai.com/v1/chat/completions', openAiReply],
    ['mistral', 'https://api.mistral.ai/v1/chat/completions', openAiReply],
    [
      'anthropic',
      'https://api.anthropic.com/v1/messages',
      { content: [{ type: 'text', text: 'ok' }] },
    ],
  ] as const)("calls %s's own API when no base URL is set", async (provider, url, reply) => {
    const { urls, fetch } = recordingFetch(reply)
    const config: ResolvedAiConfig = { provider, apiKey: 'k', model: '', endpoint: '' }
    const result = await createAiAdapter(config, { fetch }).complete({
      messages: [{ role: 'user', content: 'Hi' }],
    })
    expect(urls).toEqual([url])
    expect(url.startsWith(aiDefaultBaseUrls[provider])).toBe(true)
    expect(result.text).toBe('ok')
  })

  it('posts to the custom endpoint exactly as configured', async () => {
    const { urls, fetch } = recordingFetch({ text: 'ok' })
    const endpoint = 'http://localhost:11434/api/generate?x=1'
    await createAiAdapter(
      { provider: 'custom', apiKey: 'k', model: '', endpoint },
      { fetch },
    ).complete({ messages: [{ role: 'user', content: 'Hi' }] })
    expect(urls).toEqual([endpoint])
  })

  it('refuses a provider Folio does not know', () => {
    const config = { provider: 'gemini', apiKey: 'k', model: '', endpoint: '' }
    expect(() => createAiAdapter(config as unknown as ResolvedAiConfig, { fetch })).toThrow(
      'Unsupported AI provider',
    )
  })
})
