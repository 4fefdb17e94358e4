#!/usr/bin/env node
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { createClient } from './client.js'
import { FolioAuthError, FolioError, FolioNotFoundError } from './errors.js'
import { generateTypes } from './generate-types.js'

const HELP = `Usage: folio types --url <url> --key <api key> [--out <file>]

Generates TypeScript interfaces for the content types and components of a Folio installation.

Options:
  --url <url>     Where Folio runs, e.g. https://cms.example.com (or FOLIO_URL)
  --key <key>     An API key from Settings → API (or FOLIO_API_KEY)
  --out <file>    Write the types to this file instead of printing them
  --import <mod>  Module the generated file imports SDK types from (default @folio/sdk)
  -h, --help      Show this help
`

function fail(message: string): number {
  process.stderr.write(`folio: ${message}\n`)
  return 1
}

function describe(error: unknown, url: string): string {
  if (error instanceof FolioAuthError) {
    return `${url} refused the API key (${error.status}): ${error.message}`
  }
  if (error instanceof FolioError) {
    return error.status === 0
      ? error.message
      : `${url} answered ${error.status} (${error.code}): ${error.message}`
  }
  return error instanceof Error ? error.message : String(error)
}

async function typesCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      out: { type: 'string' },
      import: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    process.stdout.write(HELP)
    return 0
  }
  const url = values.url ?? process.env.FOLIO_URL
  const apiKey = values.key ?? process.env.FOLIO_API_KEY
  if (!url) return fail('missing --url (where Folio runs, e.g. https://cms.example.com)')
  if (!apiKey) return fail('missing --key (an API key from Settings → API)')
  if (!URL.canParse(url)) return fail(`--url is not a URL: ${url}`)

  let source: string
  try {
    const client = createClient({ url, apiKey })
    const [contentTypes, components] = await Promise.all([
      client.contentTypes.list(),
      // A server from before components has none to describe.
      client.components.list().catch((error: unknown) => {
        if (error instanceof FolioNotFoundError) return []
        throw error
      }),
    ])
    source = generateTypes(
      { contentTypes, components },
      values.import ? { importFrom: values.import } : {},
    )
  } catch (error) {
    return fail(describe(error, url))
  }
  if (!values.out) {
    process.stdout.write(source)
    return 0
  }
  // `npm run types -w @folio/sdk` runs in the package folder; a relative --out means the
  // folder the command was typed in, which npm passes on as INIT_CWD.
  const ownScript =
    process.env.npm_lifecycle_event === 'types' && process.env.npm_package_name === '@folio/sdk'
  const out = path.resolve((ownScript && process.env.INIT_CWD) || process.cwd(), values.out)
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(out, source)
  process.stderr.write(`folio: wrote ${out}\n`)
  return 0
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP)
    return command === undefined ? 1 : 0
  }
  if (command !== 'types') return fail(`unknown command "${command}" (try folio --help)`)
  try {
    return await typesCommand(rest)
  } catch (error) {
    // parseArgs refuses unknown options with a message worth showing as is.
    return fail(error instanceof Error ? error.message : String(error))
  }
}

process.exitCode = await main(process.argv.slice(2))
