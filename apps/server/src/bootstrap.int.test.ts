import { describe, expect, it } from 'vitest'

import { demoAccounts } from './auth/demo/demo-accounts.js'
import { authClient } from './test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestServer,
} from './test/test-server.js'

const ADMIN = { email: 'owner@example.com', password: 'violet-harbour-engine-27' }

describe(`instances starting together on a new database (${dialectUnderTest})`, () => {
  it('all come up with one admin, one signing key and the seed data once; each signs in', async () => {
    const installation = await createTestInstallation()
    const env = {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_SAMPLE_DATA: 'true',
      FOLIO_DEMO: 'true',
    }
    const servers: TestServer[] = []
    try {
      const started = await Promise.allSettled(
        [1, 2, 3].map(() => startTestServer(installation, env)),
      )
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
      expect(started.filter((result) => result.status === 'rejected')).toEqual([])

      const db = servers[0]!.app.database.db
      const users = await db.selectFrom('users').select('email').execute()
      expect(users.map((user) => user.email).sort()).toEqual(
        [ADMIN.email, ...demoAccounts.map((account) => account.email)].sort(),
      )
      const keys = await db
        .selectFrom('signing_keys')
        .select('kid')
        .where('status', '=', 'active')
        .execute()
      expect(keys).toHaveLength(1)
      const types = await db.selectFrom('content_types').select('slug').execute()
      expect(types.map((type) => type.slug).sort()).toEqual([
        'blog-post',
        'landing-page',
        'product',
      ])

      for (const server of servers) {
        const client = authClient(server)
        const { data, error } = await client.signInWithPassword(ADMIN)
        expect(error).toBeNull()
        expect(data.session?.user.app_metadata.role).toBe('admin')
        // A token from one instance is good on every other: they share the one key.
        for (const other of servers) {
          const me = await other.request('/api/v1/profile/sessions', {
            headers: { authorization: `Bearer ${data.session!.access_token}` },
          })
          expect(me.status).toBe(200)
        }
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await installation.destroy()
    }
  })
})
