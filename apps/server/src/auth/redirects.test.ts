import { describe, expect, it } from 'vitest'

import type { AuthContext } from './auth-context.js'
import {
  linkBaseOf,
  resolveRedirect,
  siteUrlOf,
  withParams,
  type RedirectSettings,
} from './redirects.js'

const settings: RedirectSettings = {
  siteUrl: 'https://folio.example.com',
  redirectAllowList: ['http://localhost:5173', 'https://preview.example.com/app/'],
  origins: [],
}

describe('redirect_to allow-list', () => {
  it('keeps URLs under SITE_URL or an allowed prefix', () => {
    for (const url of [
      'https://folio.example.com',
      'https://folio.example.com/dashboard?x=1',
      'http://localhost:5173/auth/callback',
      'https://preview.example.com/app/login',
    ]) {
      expect(resolveRedirect(settings, url, '/reset-password')).toEqual({ url, refused: null })
    }
  })

  it("opens the flow's own page on SITE_URL when none is asked for", () => {
    for (const requested of [undefined, null, '']) {
      expect(resolveRedirect(settings, requested, '/reset-password')).toEqual({
        url: 'https://folio.example.com/reset-password',
        refused: null,
      })
    }
  })

  it("refuses anything else, naming its host, and keeps the flow's page for the error", () => {
    for (const [url, host] of [
      ['https://evil.example.com', 'evil.example.com'],
      ['https://folio.example.com.evil.example', 'folio.example.com.evil.example'],
      ['http://localhost:51730/', 'localhost:51730'],
      ['https://preview.example.com/other', 'preview.example.com'],
      ['not a url', null],
      ['javascript:alert(1)', null],
      ['//evil.example.com/x', null],
      ['/\\evil.example.com', null],
    ] as const) {
      expect(resolveRedirect(settings, url, '/reset-password')).toEqual({
        url: 'https://folio.example.com/reset-password',
        refused: { host },
      })
    }
  })

  it('opens a path on the address the request came from when it is allowed, on SITE_URL otherwise', () => {
    const from = (...origins: string[]) => ({ ...settings, origins })
    expect(resolveRedirect(from('http://localhost:5173'), '/reset-password', '/').url).toBe(
      'http://localhost:5173/reset-password',
    )
    // The page's origin first, then the server's address.
    expect(
      resolveRedirect(from('http://10.0.0.5:3000', 'http://localhost:5173'), '/profile?x=1', '/')
        .url,
    ).toBe('http://localhost:5173/profile?x=1')
    expect(resolveRedirect(from('https://evil.example.com'), '/reset-password', '/').url).toBe(
      'https://folio.example.com/reset-password',
    )
    // Only the allowed path of an allowed prefix.
    expect(resolveRedirect(from('https://preview.example.com'), '/app/x', '/').url).toBe(
      'https://preview.example.com/app/x',
    )
    expect(resolveRedirect(from('https://preview.example.com'), '/other', '/').url).toBe(
      'https://folio.example.com/other',
    )
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

describe('the site URL of a request', () => {
  const contextOf = (auth: object, server: string | null) =>
    ({
      auth: {
        config: {
          auth: {
            siteUrl: 'http://localhost:3000',
            apiExternalUrl: 'http://localhost:3000',
            ...auth,
          },
        },
      },
      origins: { server, page: 'https://page.example' },
    }) as unknown as AuthContext

  it('follows the address the request reached only when configured to (development, no SITE_URL)', () => {
    const following = { siteUrlFromRequest: true, apiExternalUrlFromRequest: true }
    expect(siteUrlOf(contextOf(following, 'http://10.0.0.5:3000'))).toBe('http://10.0.0.5:3000')
    expect(linkBaseOf(contextOf(following, 'http://10.0.0.5:3000'))).toBe('http://10.0.0.5:3000')
    // No request (start-up work, the CLI): the configured default.
    expect(siteUrlOf(contextOf(following, null))).toBe('http://localhost:3000')

    const fixed = { siteUrlFromRequest: false, apiExternalUrlFromRequest: false }
    expect(siteUrlOf(contextOf(fixed, 'http://evil.example'))).toBe('http://localhost:3000')
    expect(linkBaseOf(contextOf(fixed, 'http://evil.example'))).toBe('http://localhost:3000')
  })
})
