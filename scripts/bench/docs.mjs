// Writes the run's tables into docs/benchmarks.md, replacing the previous run's: the page
// always shows the latest measured figures next to the history written by hand below them.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as prettier from 'prettier'

import { root } from './server.mjs'

/** The standard run and the large mode each keep their latest tables in their own section. */
const markers = (large) => {
  const name = large ? 'large' : 'latest'
  return [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`]
}
const FILE = path.join(root, 'docs/benchmarks.md')

export async function writeLatestRun(markdown, { large = false } = {}) {
  const [START, END] = markers(large)
  const page = readFileSync(FILE, 'utf8')
  const section = `${START}\n\n${markdown.trim()}\n\n${END}`
  const start = page.indexOf(START)
  const end = page.indexOf(END)
  let next
  if (start !== -1 && end > start) {
    next = `${page.slice(0, start)}${section}${page.slice(end + END.length)}`
  } else {
    const results = page.indexOf('\n## Results\n')
    const at = results === -1 ? page.length : results + '\n## Results\n'.length
    next = `${page.slice(0, at)}\n${section}\n${page.slice(at)}`
  }
  // Formatted as the repository's format check expects, so a run leaves the docs clean.
  const options = (await prettier.resolveConfig(FILE)) ?? {}
  writeFileSync(FILE, await prettier.format(next, { ...options, filepath: FILE }))
  console.log(`Wrote the tables to ${path.relative(root, FILE)}`)
}
