import { afterAll, beforeAll } from 'vitest'

import { loadConfig } from '../config/config.js'
import { openDatabase, type DatabaseHandle } from '../db/database.js'
import { createTestInstallation, type TestInstallation } from './test-server.js'

/**
 * A new installation's database opened without a server, for tests of one migration that
 * start from the one before it. Registers the suite's set-up and clean-up; `handle` is there
 * once the suite's tests run.
 */
export function migrationDatabase(): { readonly handle: DatabaseHandle } {
  let installation: TestInstallation | undefined
  let handle: DatabaseHandle | undefined
  beforeAll(async () => {
    installation = await createTestInstallation()
    handle = openDatabase(loadConfig(installation.env).database)
  })
  afterAll(async () => {
    await handle?.db.destroy()
    await installation?.destroy()
  })
  return {
    get handle() {
      if (!handle) throw new Error('The migration database opens before the tests run')
      return handle
    },
  }
}
