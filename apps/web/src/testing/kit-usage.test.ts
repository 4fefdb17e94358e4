// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// Web tests get their query cache from renderApp, answer requests with stubApi and copy to
// stubClipboard (all in this folder); a cache or a fetch stub made by hand drifts from how the app
// runs and hides requests nobody answers, and a clipboard made by hand is one more copy to keep.
const src = path.resolve(import.meta.dirname, '..')

const handMade: { name: string; pattern: RegExp; testsOnly: boolean }[] = [
  // The app makes its one client in lib/query-client.ts; only tests are held to this.
  { name: 'new QueryClient(', pattern: /new QueryClient\(/, testsOnly: true },
  {
    name: 'a hand-made fetch stub',
    testsOnly: false,
    pattern:
      /stubGlobal\(\s*['"]fetch['"]|(?:globalThis|window|global)\.fetch\s*=|spyOn\(\s*(?:globalThis|window|global)\s*,\s*['"]fetch['"]/,
  },
  // stubClipboard gives jsdom its clipboard; only tests make one.
  {
    name: 'a hand-made clipboard stub',
    testsOnly: true,
    pattern: /defineProperty\(\s*navigator\s*,\s*['"]clipboard['"]|clipboard:\s*\{\s*writeText/,
  },
]

// Tests written before the kit, still to move over. The list only shrinks: a file that no
// longer needs to be here fails the last test until it is taken off.
const notYetMigrated = new Set<string>([])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return file === import.meta.dirname ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [path.relative(src, file)] : []
  })
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

function offences(file: string): string[] {
  const text = fs.readFileSync(path.join(src, file), 'utf8')
  return handMade
    .filter(({ pattern, testsOnly }) => (isTest(file) || !testsOnly) && pattern.test(text))
    .map(({ name }) => name)
}

describe('web tests use the test kit', () => {
  const files = sourceFiles(src)

  it('finds the test files', () => {
    expect(files.filter(isTest).length).toBeGreaterThan(50)
  })

  it('makes no query client or fetch stub by hand outside src/testing', () => {
    const found = files
      .filter((file) => !notYetMigrated.has(file))
      .flatMap((file) => offences(file).map((offence) => `${file}: ${offence}`))
    expect(found).toEqual([])
  })

  it('lists only files that still need migrating', () => {
    const done = [...notYetMigrated].filter((file) => offences(file).length === 0)
    expect(done).toEqual([])
  })
})
