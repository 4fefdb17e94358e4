import { describe, expect, it } from 'vitest'

import { redactUrlSecrets } from './request-log.js'

describe('redactUrlSecrets', () => {
  it('redacts one-time tokens, codes and access tokens in the query', () => {
    expect(redactUrlSecrets('/auth/v1/verify?token=secret123&type=signup')).toBe(
      '/auth/v1/verify?token=[REDACTED]&type=signup',
    )
    expect(redactUrlSecrets('/auth/v1/verify?type=email&token_hash=abc&redirect_to=x')).toBe(
      '/auth/v1/verify?type=email&token_hash=[REDACTED]&redirect_to=x',
    )
    expect(redactUrlSecrets('/callback?code=42#access_token=jwt&refresh_token=r')).toBe(
      '/callback?code=[REDACTED]#access_token=[REDACTED]&refresh_token=[REDACTED]',
    )
    expect(redactUrlSecrets('/x?TOKEN=a')).toBe('/x?TOKEN=[REDACTED]')
    expect(redactUrlSecrets('/api/v1/content/page/items/home?preview=eyJ.a.b&locale=en')).toBe(
      '/api/v1/content/page/items/home?preview=[REDACTED]&locale=en',
    )
  })

  it('redacts secrets percent-encoded inside another parameter', () => {
    expect(
      redactUrlSecrets('/auth/v1/verify?redirect_to=https%3A%2F%2Fapp%2F%3Fcode%3Dsecret%26a%3D1'),
    ).toBe('/auth/v1/verify?redirect_to=https%3A%2F%2Fapp%2F%3Fcode%3D[REDACTED]%26a%3D1')
  })

  it('leaves other parameters, and names that only end like a secret, alone', () => {
    for (const url of ['/api/v1/content?page=2', '/x?mytoken=a&postcode=b', '/auth/v1/verify']) {
      expect(redactUrlSecrets(url)).toBe(url)
    }
  })
})
