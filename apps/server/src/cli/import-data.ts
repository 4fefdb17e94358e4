import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { databaseExportSchema, databaseMessages } from '@folio/schema'

import { AppError } from '../lib/app-error.js'
import { importDatabase } from '../modules/database/index.js'

import { runCli } from './run-cli.js'

const USAGE = 'Usage: npm run import -- backup.json'

function readExport(file: string) {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new AppError('invalid_json', databaseMessages.unreadableFile(file, reason))
  }
  const parsed = databaseExportSchema.safeParse(json)
  if (!parsed.success) {
    throw new AppError('unprocessable', databaseMessages.fileNotAnExport(file))
  }
  return parsed.data
}

/**
 * Imports a full export into the installation the environment names, which must be empty (no
 * content types, items, menus or media), in one transaction. Accounts new to it get no password:
 * their people use "Forgot password". Media files are copied separately.
 */
function main() {
  const { positionals } = parseArgs({ allowPositionals: true })
  if (positionals.length !== 1) {
    console.error(USAGE)
    process.exit(2)
  }
  const path = positionals[0]!
  return runCli(async (ctx) => {
    try {
      const result = await importDatabase(ctx, readExport(path))
      const total = Object.values(result.imported).reduce((sum, n) => sum + n, 0)
      console.log(`Imported ${total} records from ${path}:`)
      for (const [table, count] of Object.entries(result.imported)) {
        if (count) console.log(`  ${table}: ${count}`)
      }
      console.log(
        `${result.usersCreated} accounts created without a password (they use "Forgot password"), ${result.usersMatched} matched by email.`,
      )
      return 0
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      console.error(`Import refused: ${error.message}`)
      for (const detail of error.details ?? []) console.error(`  ${detail.path}: ${detail.message}`)
      return 1
    }
  })
}

main()
