import { describe, expect, it } from 'vitest'

import type { AuthConfig } from '../config/config.js'
import { resolveRedirect, withParams } from './redirects.js'

const config = {
  siteUrl: 'https://folio.example.com',
  redirectAllowList: ['http://localhost:5173', 'https://preview.example.com/app/'],
} as AuthConfig

describe('redirect_to allow-list', () => {
  it('keeps URLs under SITE_URL or an allowed prefix', () => {
    for (const url of [
      'https://folio.example.com',
      'https://folio.example.com/dashboard?x=1',
      'http://localhost:5173/auth/callback',
      'https://preview.example.com/app/login',
    ]) {
      expect(resolveRedirect(config, url)).toBe(url)
    }
  })

  it('falls back to SITE_URL for anything else', () => {
    for (const url of [
      undefined,
      '',
      'not a url',
      'https://evil.example.com',
      'https://folio.example.com.evil.example',
      'http://localhost:51730/',
      'https://preview.example.com/other',
      'javascript:alert(1)',
    ]) {
      expect(resolveRedirect(config, url)).toBe('https://folio.example.com')
    }
  })

  it('puts parameters in the fragment or the query', () => {
    expect(withParams('https://a.test/x?y=1#old', { a: '1', b: '' }, 'fragment')).toBe(
      'https://a.test/x?y=1#a=1&b=',
    )
    expect(withParams('https://a.test/x?y=1', { code: 'c' }, 'query')).toBe(
      'https://a.test/x?y=1&code=c',
    )
    expect(withParams('https://a.test/x', { code: 'c' }, 'query')).toBe('https://a.test/x?code=c')
  })
})
