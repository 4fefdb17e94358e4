import { describe, expect, it } from 'vitest'

import { ResponseCache } from './response-cache.js'

const entry = (body: string) => ({ body, etag: '"e"' })

describe('ResponseCache', () => {
  it('answers only under the marker its entries were read with', () => {
    const cache = new ResponseCache(1_000_000)
    expect(cache.get('m1', '/a')).toBeUndefined()
    cache.set('m1', '/a', entry('one'))
    expect(cache.get('m1', '/a')?.body).toBe('one')
    // A write moved the marker: nothing read before it may be served.
    expect(cache.get('m2', '/a')).toBeUndefined()
    expect(cache.get('m1', '/a')).toBeUndefined()
  })

  it('does not keep a read that started before the latest write', () => {
    const cache = new ResponseCache(1_000_000)
    cache.get('m2', '/a')
    cache.set('m1', '/a', entry('old'))
    expect(cache.get('m2', '/a')).toBeUndefined()
  })

  it('stays within its size, dropping the least recently used first', () => {
    // Each entry here takes 2 * (2 + 100 + 3) = 210 bytes.
    const cache = new ResponseCache(500)
    cache.get('m', '/a')
    cache.set('m', '/a', entry('a'.repeat(100)))
    cache.set('m', '/b', entry('b'.repeat(100)))
    cache.get('m', '/a')
    cache.set('m', '/c', entry('c'.repeat(100)))
    expect(cache.get('m', '/b')).toBeUndefined()
    expect(cache.get('m', '/a')).toBeDefined()
    expect(cache.get('m', '/c')).toBeDefined()
    cache.set('m', '/big', entry('x'.repeat(1000)))
    expect(cache.get('m', '/big')).toBeUndefined()
  })

  it('keeps nothing when given no memory', () => {
    expect(new ResponseCache(0).enabled).toBe(false)
  })
})
