import { describe, expect, it } from 'vitest'

import { ResponseCache } from './response-cache.js'

const entry = (body: string) => ({ body, etag: '"e"' })

describe('ResponseCache', () => {
  it('answers only under the vector an entry was read with', () => {
    const cache = new ResponseCache(1_000_000)
    expect(cache.get('v1', '/a')).toBeUndefined()
    cache.set('v1', '/a', entry('one'))
    expect(cache.get('v1', '/a')?.body).toBe('one')
    // A write moved one of the generations: the entry is out of reach.
    expect(cache.get('v2', '/a')).toBeUndefined()
  })

  it('keeps entries read under other vectors when one moves', () => {
    const cache = new ResponseCache(1_000_000)
    cache.set('a1', '/a', entry('a'))
    cache.set('b1', '/b', entry('b'))
    expect(cache.get('a2', '/a')).toBeUndefined()
    expect(cache.get('b1', '/b')?.body).toBe('b')
  })

  it('stays within its size, dropping the least recently used first', () => {
    // Each entry here takes 2 * (2 + 100 + 3 + 1) = 212 bytes.
    const cache = new ResponseCache(500)
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

  it('frees the entries under a changed type at once, and their room with them', () => {
    // Room for two of these entries (about 270 bytes each), not three.
    const cache = new ResponseCache(650)
    cache.set('m', '/api/v1/content/pages/items', entry('q'.repeat(100)))
    cache.set('m', '/api/v1/content/posts/items?page=2', entry('p'.repeat(100)))
    cache.evict(['/api/v1/content/posts/'])
    expect(cache.get('m', '/api/v1/content/posts/items?page=2')).toBeUndefined()
    cache.set('m', '/api/v1/content/news/items', entry('n'.repeat(100)))
    // Without the eviction, the pages entry, the least recently used, would have made room.
    expect(cache.get('m', '/api/v1/content/pages/items')?.body).toBe('q'.repeat(100))
  })

  it('keeps nothing when given no memory', () => {
    expect(new ResponseCache(0).enabled).toBe(false)
  })
})
