import { describe, expect, it } from 'vitest'

import { describeAiError, endpointAddress } from './describe-ai-error.js'
import { AiProviderError } from './provider.js'

const openai = { endpoint: '', apiKey: 'sk-openai-key' }
const custom = { endpoint: 'http://10.0.0.5:8000/v1/chat/completions', apiKey: 'sk-custom-key' }

describe('describeAiError', () => {
  it.each([
    ['bad_key', 'upstream_error', 'OpenAI refused the API key. Check the key in Settings → AI.'],
    [
      'unavailable',
      'upstream_error',
      'OpenAI is having problems (error 503). Try again in a moment.',
    ],
    [
      'unreachable',
      'upstream_error',
      'Could not reach OpenAI. Check that it is running and that its address in Settings → AI is right.',
    ],
    [
      'bad_response',
      'upstream_error',
      'OpenAI answered something that is not a completion. Check that its address in Settings → AI points at a chat API.',
    ],
    ['interrupted', 'upstream_error', 'OpenAI stopped answering mid-reply. Try again.'],
    ['aborted', 'upstream_error', 'OpenAI stopped answering mid-reply. Try again.'],
    ['timeout', 'upstream_timeout', 'OpenAI took too long to answer. Try again in a moment.'],
  ] as const)('%s → %s, naming the provider', (kind, code, message) => {
    const error = new AiProviderError(kind, 'openai', 'details for the log', { status: 503 })
    expect(describeAiError(error, openai)).toEqual({ code, message, retryAfterSeconds: null })
  })

  it('names a custom endpoint by its address, not the provider the wire protocol resembles', () => {
    const unreachable = new AiProviderError('unreachable', 'custom', 'ECONNREFUSED')
    expect(describeAiError(unreachable, custom).message).toBe(
      'Could not reach the custom endpoint at http://10.0.0.5:8000/v1/chat/completions. Check that it is running and that its address in Settings → AI is right.',
    )
    const refused = new AiProviderError('bad_key', 'custom', '401')
    expect(describeAiError(refused, custom).message).toBe(
      'The custom endpoint at http://10.0.0.5:8000/v1/chat/completions refused the API key. Check the key in Settings → AI.',
    )
    // A base URL override is named too: it is where the call went.
    const override = new AiProviderError('unavailable', 'mistral', '502', { status: 502 })
    expect(
      describeAiError(override, { endpoint: 'https://proxy.example/v1', apiKey: 'k' }),
    ).toEqual({
      code: 'upstream_error',
      message:
        'Mistral at https://proxy.example/v1 is having problems (error 502). Try again in a moment.',
      retryAfterSeconds: null,
    })
  })

  it('rate_limited carries the seconds to wait, or none', () => {
    const withSeconds = new AiProviderError('rate_limited', 'mistral', '429', {
      status: 429,
      retryAfterSeconds: 12,
    })
    expect(describeAiError(withSeconds, openai)).toEqual({
      code: 'rate_limited',
      message: 'Mistral is rate limiting requests. Try again in 12 s.',
      retryAfterSeconds: 12,
    })
    const without = new AiProviderError('rate_limited', 'anthropic', '429', { status: 429 })
    expect(describeAiError(without, openai)).toEqual({
      code: 'rate_limited',
      message: 'Anthropic is rate limiting requests. Try again shortly.',
      retryAfterSeconds: null,
    })
  })

  it('address_refused names the host, and the allow-list only where it can help', () => {
    const local = new AiProviderError('address_refused', 'custom', 'refused', {
      host: '127.0.0.1',
      forbidden: false,
    })
    const endpoint = { endpoint: 'http://127.0.0.1:11434/api/chat', apiKey: 'k' }
    expect(describeAiError(local, endpoint)).toEqual({
      code: 'upstream_error',
      message:
        'The address of the custom endpoint at http://127.0.0.1:11434/api/chat is not allowed: 127.0.0.1. To use a server on this machine or network, add it to OUTBOUND_ALLOW_LIST on the server.',
      retryAfterSeconds: null,
    })
    const metadata = new AiProviderError('address_refused', 'openai', 'refused', {
      host: '169.254.169.254',
      forbidden: true,
    })
    expect(
      describeAiError(metadata, { endpoint: 'http://169.254.169.254/v1', apiKey: 'k' }).message,
    ).toBe(
      'The address of OpenAI at http://169.254.169.254/v1 is not allowed: 169.254.169.254. Link-local and cloud metadata addresses are never called.',
    )
  })

  it("never repeats the provider's own words or the key, even one put in the address", () => {
    const key = 'sk-proj-VERYSECRET'
    const error = new AiProviderError('bad_response', 'custom', `echo: ${key}`)
    const message = describeAiError(error, {
      endpoint: `https://user:${key}@llm.example/${key}/generate?api_key=${key}#${key}`,
      apiKey: key,
    }).message
    expect(message).not.toContain(key)
    expect(message).toContain(
      'The custom endpoint at https://llm.example/[redacted]/generate answered',
    )
  })
})

describe('endpointAddress', () => {
  it('keeps scheme, host, port and path, and drops credentials, query and fragment', () => {
    expect(
      endpointAddress({ endpoint: 'https://a:b@host.example:8443/v1/x?k=1#f', apiKey: '' }),
    ).toBe('https://host.example:8443/v1/x')
    expect(endpointAddress({ endpoint: 'https://api.example/', apiKey: '' })).toBe(
      'https://api.example',
    )
    expect(endpointAddress({ endpoint: '', apiKey: '' })).toBe('')
    expect(endpointAddress({ endpoint: 'not a url', apiKey: '' })).toBe('')
  })
})
