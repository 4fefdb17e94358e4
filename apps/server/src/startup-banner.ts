import type { Config } from './config/config.js'
import { DEMO_PASSWORD, demoAccounts } from './auth/index.js'

/** Where the database lives, without the password of a connection string. */
function describeDatabase(database: Config['database']): string {
  if (database.dialect === 'sqlite') return `SQLite, ${database.filename}`
  const url = new URL(database.connectionString)
  return `PostgreSQL, ${url.host}${url.pathname}`
}

/**
 * What someone who just ran `npm start` needs next: where to open Folio, how to sign in and
 * where the emails go. Secrets appear only where they are the public demo password.
 */
export function startupBanner(config: Config, port = config.port): string {
  // Without SITE_URL (development) links follow the address used: say the one that works here.
  const url = config.auth.siteUrlFromRequest ? `http://localhost:${port}` : config.auth.siteUrl
  const key = (label: string) => `  ${label}:`.padEnd(13)
  const lines = [`Folio is running at ${url}`, '']
  if (config.auth.demo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`)
    for (const account of demoAccounts) lines.push(`    ${account.role.padEnd(7)} ${account.email}`)
  }
  if (config.mail.outbox)
    lines.push(`${key('Mailbox')}${url}/dev/mailbox (emails are kept, not sent)`)
  lines.push(`${key('Data')}${config.dataDir}`)
  lines.push(`${key('Database')}${describeDatabase(config.database)}`)
  lines.push(
    `${key('API')}${url}/api/v1 (OpenAPI at /api/v1/openapi.json, GraphQL at /api/v1/graphql)`,
  )
  return lines.join('\n')
}
