import type { DocsSearchPage } from './docs-content'

export interface DocsSearchResult {
  slug: string
  title: string
  /** The section the first match is in (null: the page's introduction). */
  sectionId: string | null
  heading: string
  /** Text around the first match, with "…" where it was cut. */
  excerpt: string
}

const BEFORE = 60
const AFTER = 120

function excerptAround(text: string, at: number, length: number): string {
  const start = Math.max(0, at - BEFORE)
  const end = Math.min(text.length, at + length + AFTER)
  // Cut at word boundaries so the excerpt does not start or end mid-word.
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1 || start
  const to =
    end === text.length ? end : text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`
}

/**
 * Pages whose text (headings and body) contains `search`, case-insensitively, one result per
 * page: pages whose title matches first, then by how often the text matches. Blank: none.
 */
export function searchDocs(pages: readonly DocsSearchPage[], search: string): DocsSearchResult[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return []

  const scored: { result: DocsSearchResult; score: number }[] = []
  for (const page of pages) {
    let first: DocsSearchResult | null = null
    let count = 0
    for (const section of page.sections) {
      for (const [text, isHeading] of [
        [section.heading, true],
        [section.text, false],
      ] as const) {
        const lower = text.toLowerCase()
        for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
          count += 1
          first ??= {
            slug: page.slug,
            title: page.title,
            sectionId: section.id,
            heading: section.heading,
            excerpt: isHeading
              ? excerptAround(section.text, 0, 0)
              : excerptAround(text, at, needle.length),
          }
        }
      }
    }
    const titleMatch = page.title.toLowerCase().includes(needle)
    if (!first && titleMatch) {
      const intro = page.sections[0]
      first = {
        slug: page.slug,
        title: page.title,
        sectionId: null,
        heading: '',
        excerpt: intro ? excerptAround(intro.text, 0, 0) : '',
      }
    }
    if (first) scored.push({ result: first, score: (titleMatch ? 1000 : 0) + count })
  }
  return scored.sort((a, b) => b.score - a.score).map(({ result }) => result)
}
