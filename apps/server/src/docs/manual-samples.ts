import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/** The manual's pages. */
export const docsDir = path.resolve(import.meta.dirname, '../../../../docs')
// Internal notes, not pages of the manual.
const notManual = new Set(['architecture.md', 'benchmarks.md'])

export interface Fence {
  /** The page's file name, `connect.md`. */
  file: string
  /** The fence's language, `sh`, `ts`… (empty when it names none). */
  lang: string
  /** The block's text, without the indent of a fence nested in a list. */
  code: string
}

/** Every fenced code block of the manual: pages in name order, a page's blocks in page order. */
export function manualFences(): Fence[] {
  const fences: Fence[] = []
  const files = readdirSync(docsDir).filter((file) => file.endsWith('.md') && !notManual.has(file))
  for (const file of files.sort()) {
    const source = readFileSync(path.join(docsDir, file), 'utf8')
    const fence = /^( *)```(\w*)[^\n]*\n([\s\S]*?)^\1```[ \t]*$/gm
    for (const match of source.matchAll(fence)) {
      const [, indent = '', lang = '', body = ''] = match
      const code = body
        .split('\n')
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n')
      fences.push({ file, lang, code })
    }
  }
  return fences
}

// Samples run as modules inside the repository, so their imports (`@folio/sdk`,
// `@supabase/auth-js`, react) resolve from its node_modules; the folder is ignored by git.
const samplesRoot = path.join(import.meta.dirname, '.samples-tmp')

/** A fresh folder for one test file's sample modules (test files may run at once). */
export function makeSampleDir(name: string): string {
  mkdirSync(samplesRoot, { recursive: true })
  return mkdtempSync(path.join(samplesRoot, `${name}-`))
}

/** Removes a sample folder, and the root folder once the last one is gone. */
export function removeSampleDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
  try {
    rmdirSync(samplesRoot)
  } catch {
    // Another test file's samples are still there.
  }
}
