import { describe, expect, it } from 'vitest'

import { aiOptions } from './ai-options.js'
import { keyHint, openStoredKey, type StoredAiSettings } from './ai-settings.js'

const config = (secret: string) => ({ secret, ai: { environment: null, timeoutMs: 1000 } })
const logger = { warn: () => {} }

describe('the stored AI key', () => {
  const options = aiOptions(config('server-secret-0123456789-0123456789'), fetch)
  const stored = (apiKeySealed: string | null): StoredAiSettings => ({
    provider: 'openai',
    model: '',
    endpoint: '',
    apiKeySealed,
    apiKeyHint: null,
    updatedAt: null,
  })

  it('is sealed with AES-GCM under the server secret and opens again', () => {
    const sealed = options.keyBox.seal('sk-live-abcdef')
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(sealed).not.toContain('abcdef')
    expect(openStoredKey(options, stored(sealed), logger)).toBe('sk-live-abcdef')
    expect(keyHint('sk-live-abcdef')).toBe('cdef')
  })

  it('reads as no key when sealed under another secret, or tampered with', () => {
    const other = aiOptions(config('another-secret-0123456789-012345678'), fetch)
    const sealed = other.keyBox.seal('sk-live-abcdef')
    expect(openStoredKey(options, stored(sealed), logger)).toBeNull()
    const mine = options.keyBox.seal('sk-live-abcdef')
    expect(openStoredKey(options, stored(`${mine.slice(0, -2)}AA`), logger)).toBeNull()
    expect(openStoredKey(options, stored(null), logger)).toBeNull()
    expect(openStoredKey(options, null, logger)).toBeNull()
  })
})
