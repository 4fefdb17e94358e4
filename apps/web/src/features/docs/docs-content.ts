/**
 * The shapes the docs build step (vite-plugin-docs.ts) turns each `docs/*.md` page into. The
 * Markdown is rendered at build time, so the browser never ships a Markdown parser.
 */

export interface DocsHeading {
  id: string
  text: string
  level: 2 | 3
}

/** A run of rendered HTML, or a code sample (shown with a Copy button). */
export type DocsBlock =
  { kind: 'html'; html: string } | { kind: 'code'; lang: string; code: string }

export interface DocsPageContent {
  slug: string
  title: string
  headings: DocsHeading[]
  blocks: DocsBlock[]
}

/** A page's searchable text, section by section (the part before the first heading has no id). */
export interface DocsSearchPage {
  slug: string
  title: string
  sections: { id: string | null; heading: string; text: string }[]
}
