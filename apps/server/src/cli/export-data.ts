import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { exportDatabase } from '../modules/database/index.js'

import { runCli } from './run-cli.js'

const USAGE = 'Usage: npm run export -- [--out backup.json]  (without --out: to standard output)'

/**
 * Writes a full export of the installation the environment names (DATABASE_URL, DATA_DIR), the
 * same file as Settings → Database → Download export. Media files are not in it: copy the
 * uploads folder (or bucket) separately.
 */
function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } })
  if (values.help) {
    console.error(USAGE)
    process.exit(0)
  }
  return runCli(async (ctx) => {
    const file = await exportDatabase(ctx)
    const json = JSON.stringify(file)
    const rows = Object.values(file.tables).reduce((sum, rows) => sum + rows.length, 0)
    if (values.out) {
      writeFileSync(values.out, json)
      console.error(`Exported ${rows} records to ${values.out}`)
    } else {
      await new Promise<void>((resolve, reject) =>
        process.stdout.write(`${json}\n`, (error) => (error ? reject(error) : resolve())),
      )
    }
    return 0
  })
}

main()
