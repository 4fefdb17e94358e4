import { parseArgs } from 'node:util'

import { roles, type Role } from '@folio/schema'

import { AuthError, createUser, appMetadataOf } from '../auth/index.js'

import { runCli } from './run-cli.js'

const USAGE =
  'Usage: npm run user:create -- --email <email> --password <password> [--role admin|editor|viewer] [--name "Full Name"]'

/**
 * Creates a confirmed user from the command line, with the same operation sign-up uses:
 * `npm run user:create -- --email ann@example.com --password '…' --role admin --name 'Ann'`.
 * Reads the same environment as the server (DATABASE_URL, DATA_DIR). Prints the user as JSON.
 */
function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'viewer' },
      name: { type: 'string' },
    },
  })
  if (!values.email || !values.password || !roles.includes(values.role as Role)) {
    console.error(USAGE)
    process.exit(2)
  }
  return runCli(async (ctx) => {
    try {
      const user = await createUser(ctx, {
        email: values.email!,
        password: values.password!,
        role: values.role as Role,
        emailConfirmed: true,
        userMetadata: values.name ? { full_name: values.name } : {},
      })
      const summary = { id: user.id, email: user.email, role: appMetadataOf(user).role }
      console.log(JSON.stringify({ ...summary, name: values.name ?? null }, null, 2))
      return 0
    } catch (error) {
      if (error instanceof AuthError) {
        console.error(`Could not create the user: ${error.message} (${error.code})`)
        return 1
      }
      throw error
    }
  })
}

main()
