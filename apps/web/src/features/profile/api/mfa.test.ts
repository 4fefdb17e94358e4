import { describe, expect, it, vi } from 'vitest'

import { qrCodeSrc } from './mfa'

vi.mock('@/lib/auth-client', () => ({ authClient: {} }))

describe('qrCodeSrc', () => {
  it('encodes the SVG the auth client prefixed without encoding', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff"/></svg>'
    const src = qrCodeSrc(`data:image/svg+xml;utf-8,${svg}`)
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true)
    expect(src).not.toContain('#')
    expect(decodeURIComponent(src.split(',')[1] ?? '')).toBe(svg)
  })

  it('leaves other image URLs alone', () => {
    expect(qrCodeSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
  })
})
