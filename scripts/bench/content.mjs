// The benchmark's content type and its items: what a product catalogue with long descriptions
// looks like. Everything is derived from the item's number, so every run stores the same data.

export const TYPE_SLUG = 'bench-product'

/** Prices are spread evenly over [0, PRICE_MAX), so a range's share of items is its width. */
export const PRICE_MAX = 1000
/** The filtered list asks for prices in [100, 200): about 10% of the items. */
export const PRICE_RANGE = { gte: 100, lt: 200 }

/** Every tenth item is a draft; the rest are published. */
export const isDraft = (n) => n % 10 === 0

export const contentTypeInput = {
  name: 'Bench Product',
  slug: TYPE_SLUG,
  description: 'Made by npm run bench',
  fields: [
    { name: 'summary', type: 'text', required: false, description: '' },
    { name: 'body', type: 'rich-text', required: false, description: '' },
    { name: 'price', type: 'number', required: true, description: '', filterable: true },
    { name: 'category', type: 'text', required: false, description: '' },
    { name: 'releaseDate', type: 'date', required: false, description: '' },
    { name: 'featured', type: 'boolean', required: false, description: '' },
    { name: 'tags', type: 'array', required: false, description: '' },
  ],
}

const words = (
  'content delivery headless editor publish draft schedule archive render static site ' +
  'preview channel locale asset image gallery reference field schema query filter index ' +
  'cache webhook signature request response latency throughput catalogue product price ' +
  'launch season collection feature review stock warehouse order customer journey story'
).split(' ')
const categories = ['books', 'games', 'garden', 'kitchen', 'music', 'outdoor', 'tools', 'toys']

/** A small deterministic generator (mulberry32), seeded per item. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function sentence(next, length) {
  const picked = Array.from({ length }, () => words[Math.floor(next() * words.length)])
  const text = picked.join(' ')
  return text[0].toUpperCase() + text.slice(1)
}

/** About 2 KB of what the rich-text editor produces: headings, marks, links and a list. */
export function richText(next) {
  const parts = [`<h2>${sentence(next, 5)}</h2>`]
  while (parts.join('').length < 1900) {
    const kind = Math.floor(next() * 4)
    if (kind === 0) {
      const items = [0, 1, 2].map(() => `<li><p>${sentence(next, 6)}</p></li>`)
      parts.push(`<ul>${items.join('')}</ul>`)
    } else if (kind === 1) {
      parts.push(
        `<p>${sentence(next, 10)} <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/${words[Math.floor(next() * words.length)]}">${sentence(next, 2)}</a>.</p>`,
      )
    } else {
      parts.push(
        `<p>${sentence(next, 12)} <strong>${sentence(next, 3)}</strong>, ${sentence(next, 8).toLowerCase()} <em>${sentence(next, 2)}</em>.</p>`,
      )
    }
  }
  return parts.join('')
}

const YEAR_MS = 365 * 24 * 3600 * 1000

/**
 * Item number `n` (1-based) as the API's input: `title`, `slug`, `status` and `data` keyed by
 * field name, plus the timestamps the seed writes directly.
 */
export function benchItem(n, now = Date.parse('2026-01-01T00:00:00Z')) {
  const next = random(n * 2654435761)
  const updated = now - Math.floor(next() * YEAR_MS)
  const created = updated - Math.floor(next() * YEAR_MS)
  const published = !isDraft(n)
  return {
    title: `${sentence(next, 3)} ${n}`,
    slug: `item-${n}`,
    status: published ? 'published' : 'draft',
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(updated).toISOString(),
    publishedAt: published ? new Date(updated).toISOString() : null,
    data: {
      summary: sentence(next, 14),
      body: richText(next),
      price: Math.floor(next() * PRICE_MAX * 100) / 100,
      category: categories[Math.floor(next() * categories.length)],
      releaseDate: new Date(created).toISOString().slice(0, 10),
      featured: next() < 0.1,
      tags: [words[Math.floor(next() * words.length)], words[Math.floor(next() * words.length)]],
    },
  }
}

/** Each created item is new: a slug of its own, so creates never collide. */
export function createBody(n) {
  const item = benchItem(n)
  return {
    title: `Created ${n}`,
    slug: `created-${process.pid}-${n}`,
    status: 'published',
    data: item.data,
  }
}
