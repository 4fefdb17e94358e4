import { createAuthServices, rotateSigningKey } from '../auth/index.js'

import { runCli } from './run-cli.js'

/**
 * Rotates the access-token signing key: `npm run keys:rotate`. Running servers sign with the
 * new key from their next token on; tokens signed by the old one stay valid until they expire.
 */
runCli(async (ctx, config) => {
  const auth = await createAuthServices(config, { db: ctx.db, dialect: ctx.dialect }, ctx.logger)
  const kid = await rotateSigningKey({ ...ctx, auth })
  console.log(`New signing key: ${kid}`)
  return 0
})
