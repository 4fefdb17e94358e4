import { describe, expect, it } from 'vitest'

import { isAppPath } from './app-routes.js'
import { ITEM_SLUG_PATTERN } from './content-types.js'
import { itemSlugify, slugify } from './slugify.js'

describe('slugify', () => {
  it('lowercases, hyphenates whitespace and drops other characters', () => {
    expect(slugify('Blog Post')).toBe('blog-post')
    expect(slugify('  Summer Sale: 50% off! ')).toBe('summer-sale-50-off')
    expect(slugify('already-a-slug')).toBe('already-a-slug')
    expect(slugify("Don't panic")).toBe('dont-panic')
  })

  it('transliterates to ASCII for identifiers, and gives nothing where no Latin exists', () => {
    expect(slugify('Crème brûlée')).toBe('creme-brulee')
    expect(slugify('Straße')).toBe('strasse')
    expect(slugify('Новости')).toBe('novosti')
    expect(slugify('東京')).toBe('')
    for (const title of Object.keys(titles)) expect(slugify(title)).toMatch(SLUG_PATTERN_OR_EMPTY)
  })
})

// Ten scripts: Latin with accents, German, Polish, Cyrillic, Greek, Turkish, Vietnamese,
// Japanese, Chinese, Arabic, Devanagari, Korean.
const titles: Record<string, string> = {
  'Crème brûlée à la carte': 'creme-brulee-a-la-carte',
  'Größe & Straße': 'groesse-strasse',
  'Zażółć gęślą jaźń': 'zazolc-gesla-jazn',
  'Привет, мир!': 'privet-mir',
  'Καλημέρα κόσμε': 'kalimera-kosme',
  'İstanbul’da bir gün': 'istanbulda-bir-guen',
  'Việt Nam quê hương': 'viet-nam-que-huong',
  東京タワーの夜景: '東京タワーの夜景',
  '你好 世界': '你好-世界',
  'مرحبا بالعالم': 'mrhba-balealm',
  'हिन्दी समाचार': 'हिन्दी-समाचार',
  '안녕하세요 세계': '안녕하세요-세계',
}
const SLUG_PATTERN_OR_EMPTY = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/

describe('itemSlugify', () => {
  it('gives a readable slug in every script, never an empty one', () => {
    for (const [title, slug] of Object.entries(titles)) {
      expect(itemSlugify(title), title).toBe(slug)
      expect(ITEM_SLUG_PATTERN.test(slug), slug).toBe(true)
    }
  })

  it('treats decomposed accents like precomposed ones', () => {
    expect(itemSlugify('Cre\u0300me')).toBe('creme')
  })

  it('refuses capitals, spaces and edge hyphens in a given slug', () => {
    for (const slug of ['Tokyo', 'two words', '-edge', 'edge-', 'a/b']) {
      expect(ITEM_SLUG_PATTERN.test(slug), slug).toBe(false)
    }
    expect(ITEM_SLUG_PATTERN.test('straße-2')).toBe(true)
  })
})

describe('isAppPath', () => {
  it('accepts public pages and app screens with sub-paths', () => {
    expect(isAppPath('/')).toBe(true)
    expect(isAppPath('/pricing/')).toBe(true)
    expect(isAppPath('/content/abc')).toBe(true)
  })
  it('rejects unknown paths, including look-alike prefixes', () => {
    expect(isAppPath('/nope')).toBe(false)
    expect(isAppPath('/contentx')).toBe(false)
  })
})
