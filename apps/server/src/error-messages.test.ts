import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

// Messages clients see live in @folio/schema's message tables, where the web app, the SDK and
// the server all read them: an error thrown with a literal message would say something no
// other surface can repeat or test against.
const src = path.dirname(fileURLToPath(import.meta.url))
const LITERAL_MESSAGE = /new AppError\(\s*'[a-z_]+',\s*(['"`])/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

describe('error messages', () => {
  it('come from the schema message tables, never as literals in an AppError', () => {
    const literals = sourceFiles(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return [...text.matchAll(LITERAL_MESSAGE)].map((match) => {
        const line = text.slice(0, match.index).split('\n').length
        return `${path.relative(src, file)}:${line}`
      })
    })
    expect(literals).toEqual([])
  })
})
