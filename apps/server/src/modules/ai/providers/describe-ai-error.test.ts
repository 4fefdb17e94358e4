import { describe, expect, it } from 'vitest'

import { describeAiError } from './describe-ai-error.js'
import { AiProviderError } from './provider.js'

describe('describeAiError', () => {
  it.each([
    ['bad_key', 'upstream_error', 'OpenAI refused the API key. Check it in Settings → AI.'],
    ['unavailable', 'upstream_error', 'OpenAI is unavailable right now. Try again in a moment.'],
    [
      'unreachable',
      'upstream_error',
      'Could not reach OpenAI. Check the endpoint in Settings → AI.',
    ],
    ['bad_response', 'upstream_error', 'OpenAI answered something that is not a completion.'],
    ['interrupted', 'upstream_error', 'OpenAI stopped answering mid-reply.'],
    ['aborted', 'upstream_error', 'OpenAI stopped answering mid-reply.'],
    ['timeout', 'upstream_timeout', 'OpenAI took too long to answer.'],
  ] as const)('%s → %s', (kind, code, reason) => {
    const error = new AiProviderError(kind, 'openai', 'details for the log')
    expect(describeAiError(error)).toEqual({
      code,
      message: `Failed to generate completion with openai. ${reason}`,
      retryAfterSeconds: null,
    })
  })

  it('rate_limited carries the seconds to wait, or none', () => {
    const withSeconds = new AiProviderError('rate_limited', 'mistral', '429', {
      status: 429,
      retryAfterSeconds: 12,
    })
    expect(describeAiError(withSeconds)).toEqual({
      code: 'rate_limited',
      message:
        'Failed to generate completion with mistral. Mistral is rate limiting requests. Try again in 12 s.',
      retryAfterSeconds: 12,
    })
    const without = new AiProviderError('rate_limited', 'anthropic', '429', { status: 429 })
    expect(describeAiError(without)).toEqual({
      code: 'rate_limited',
      message:
        'Failed to generate completion with anthropic. Anthropic is rate limiting requests. Try again shortly.',
      retryAfterSeconds: null,
    })
  })

  it('address_refused names the host, and the allow-list only where it can help', () => {
    const local = new AiProviderError('address_refused', 'custom', 'refused', {
      host: '127.0.0.1',
      forbidden: false,
    })
    expect(describeAiError(local)).toEqual({
      code: 'upstream_error',
      message:
        'Failed to generate completion with custom. The address of the Custom endpoint is not allowed: 127.0.0.1. To use a server on this machine or network, add it to OUTBOUND_ALLOW_LIST on the server.',
      retryAfterSeconds: null,
    })
    const metadata = new AiProviderError('address_refused', 'openai', 'refused', {
      host: '169.254.169.254',
      forbidden: true,
    })
    expect(describeAiError(metadata).message).toBe(
      'Failed to generate completion with openai. The address of the OpenAI endpoint is not allowed: 169.254.169.254. Link-local and cloud metadata addresses are never called.',
    )
  })

  it("never repeats the provider's own words, so nothing it echoed can leak", () => {
    const key = 'sk-proj-VERYSECRET'
    const error = new AiProviderError('bad_response', 'custom', `echo: ${key}`)
    expect(describeAiError(error).message).not.toContain(key)
  })
})
