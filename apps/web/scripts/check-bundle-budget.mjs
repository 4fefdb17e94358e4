// Fails the build when the JavaScript the landing page loads grows past its budget.
// Sums the gzipped size of every script and modulepreload that dist/index.html references.
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

// 155 KB since the app runs on React Router's data router (about 16 KB), whose navigation
// blocker keeps unsaved changes from being lost on a link or Back.
const BUDGET_BYTES = 155 * 1024

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const html = await readFile(join(distDir, 'index.html'), 'utf8')

const files = new Set()
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  const isScript = tag.startsWith('<script')
  if (!isScript && !/\brel="modulepreload"/.test(tag)) continue
  const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
  if (!url || /^(?:[a-z]+:)?\/\//i.test(url)) continue
  files.add(url.replace(/^\//, ''))
}

let total = 0
for (const file of [...files].sort()) {
  const size = gzipSync(await readFile(join(distDir, file))).length
  total += size
  console.log(`  ${file}  ${(size / 1024).toFixed(1)} KB gzip`)
}

const summary = `landing JS: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`
if (files.size === 0) {
  console.error('bundle budget: dist/index.html references no JavaScript; is the build broken?')
  process.exit(1)
}
if (total > BUDGET_BYTES) {
  console.error(`bundle budget exceeded: ${summary}`)
  process.exit(1)
}
console.log(`bundle budget ok: ${summary}`)
