import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { authClient, TEST_PASSWORD } from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js'
import { DEMO_PASSWORD, demoAccounts } from '../demo/demo-accounts.js'
import { findUserByEmail } from '../repositories/users.repository.js'
import { appMetadataOf, userMetadataOf } from '../serializers/user-json.js'

async function authOptions(server: TestServer) {
  const res = await server.request('/api/v1/auth-options')
  expect(res.status).toBe(200)
  return (res.body as { data: Record<string, unknown> }).data
}

async function userCount(server: TestServer) {
  return (await server.app.database.db.selectFrom('users').select('id').execute()).length
}

describe(`first admin and demo accounts on ${dialectUnderTest}`, () => {
  it('seeds the three demo accounts once, confirmed, with local avatars, and offers them', async () => {
    const installation = await createTestInstallation()
    try {
      let server = await startTestServer(installation)
      expect(await userCount(server)).toBe(3)
      await server.close()
      server = await startTestServer(installation)
      try {
        expect(await userCount(server)).toBe(3)
        const fills = new Set<string>()
        for (const account of demoAccounts) {
          const user = (await findUserByEmail(server.app.database.db, account.email))!
          expect(appMetadataOf(user).role).toBe(account.role)
          expect(user.email_confirmed_at).toBeTruthy()
          const metadata = userMetadataOf(user)
          expect(metadata.full_name).toBe(account.name)
          expect(metadata.avatar_url).toMatch(/^data:image\/svg\+xml;base64,/)
          const svg = Buffer.from(String(metadata.avatar_url).split(',')[1]!, 'base64').toString()
          expect(svg).toContain(`>D${account.role[0]!.toUpperCase()}</text>`)
          fills.add(/<rect [^>]*fill="(#[0-9A-F]{6})"/i.exec(svg)?.[1] ?? '')
        }
        // "DA" and "DE" look alike in a list: each account has a colour of its own.
        expect(fills.size).toBe(3)
        const { data, error } = await authClient(server).signInWithPassword({
          email: 'editor@demo.folio.dev',
          password: DEMO_PASSWORD,
        })
        expect(error).toBeNull()
        expect(data.session?.user.app_metadata.role).toBe('editor')
        expect(await authOptions(server)).toEqual({
          signupEnabled: true,
          firstUserBecomesAdmin: false,
          emailConfirmation: true,
          mailboxEnabled: true,
          demo: { password: DEMO_PASSWORD, accounts: demoAccounts },
        })
      } finally {
        await server.close()
      }
    } finally {
      await installation.destroy()
    }
  })

  it('makes the first account to sign up the admin when there is none', async () => {
    const installation = await createTestInstallation()
    const server = await startTestServer(installation, {
      FOLIO_DEMO: 'false',
      MAILER_AUTOCONFIRM: 'true',
    })
    try {
      expect(await authOptions(server)).toMatchObject({ firstUserBecomesAdmin: true, demo: null })
      const first = await authClient(server).signUp({
        email: 'founder@example.com',
        password: TEST_PASSWORD,
      })
      expect(first.data.user?.app_metadata.role).toBe('admin')
      const second = await authClient(server).signUp({
        email: 'second@example.com',
        password: TEST_PASSWORD,
      })
      expect(second.data.user?.app_metadata.role).toBe('viewer')
      expect(await authOptions(server)).toMatchObject({ firstUserBecomesAdmin: false })
    } finally {
      await server.close()
      await installation.destroy()
    }
  })

  it('creates the ADMIN_EMAIL admin, and makes it admin again after a demotion', async () => {
    const installation = await createTestInstallation()
    const env = {
      FOLIO_DEMO: 'false',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: TEST_PASSWORD,
    }
    let server = await startTestServer(installation, env)
    try {
      const { data, error } = await authClient(server).signInWithPassword({
        email: 'boss@example.com',
        password: TEST_PASSWORD,
      })
      expect(error).toBeNull()
      expect(data.user?.app_metadata).toMatchObject({ role: 'admin', status: 'active' })
      await server.app.database.db
        .updateTable('users')
        .set({
          raw_app_meta_data: JSON.stringify({
            provider: 'email',
            providers: ['email'],
            role: 'viewer',
            status: 'suspended',
          }),
        })
        .execute()
      await server.close()

      server = await startTestServer(installation, env)
      expect(await userCount(server)).toBe(1)
      const user = (await findUserByEmail(server.app.database.db, 'boss@example.com'))!
      expect(appMetadataOf(user)).toMatchObject({ role: 'admin', status: 'active' })
    } finally {
      await server.close()
      await installation.destroy()
    }
  })

  it('has no demo accounts in production unless FOLIO_DEMO=true', async () => {
    const installation = await createTestInstallation()
    try {
      const production = await startTestServer(installation, { NODE_ENV: 'production' })
      expect(await userCount(production)).toBe(0)
      expect(await authOptions(production)).toMatchObject({ demo: null, mailboxEnabled: false })
      await production.close()
      const demo = await startTestServer(installation, {
        NODE_ENV: 'production',
        FOLIO_DEMO: 'true',
      })
      expect(await userCount(demo)).toBe(3)
      await demo.close()
    } finally {
      await installation.destroy()
    }
  })

  it('creates a user from the command line with the same operation', async () => {
    const installation = await createTestInstallation()
    try {
      // Migrated and seeded first, as a running installation would be.
      await (await startTestServer(installation, { FOLIO_DEMO: 'false' })).close()
      const root = fileURLToPath(new URL('../../../../../', import.meta.url))
      const run = (args: string[]) =>
        promisify(execFile)(
          process.execPath,
          [
            '--conditions',
            'folio-source',
            '--import',
            'tsx',
            'apps/server/src/cli/create-user.ts',
            ...args,
          ],
          { cwd: root, env: { ...process.env, ...installation.env } },
        )
      const { stdout } = await run([
        '--email',
        'Cli@Example.com',
        '--password',
        TEST_PASSWORD,
        '--role',
        'editor',
        '--name',
        'Cli User',
      ])
      expect(JSON.parse(stdout)).toMatchObject({
        email: 'cli@example.com',
        role: 'editor',
        name: 'Cli User',
      })
      await expect(
        run(['--email', 'cli@example.com', '--password', TEST_PASSWORD]),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('email_exists') as string,
      })

      const server = await startTestServer(installation, { FOLIO_DEMO: 'false' })
      try {
        const { data } = await authClient(server).signInWithPassword({
          email: 'cli@example.com',
          password: TEST_PASSWORD,
        })
        expect(data.user?.user_metadata).toMatchObject({ full_name: 'Cli User' })
      } finally {
        await server.close()
      }
    } finally {
      await installation.destroy()
    }
  })

  it('rotates the signing key from the command line; both keys stay published', async () => {
    const installation = await createTestInstallation()
    try {
      const before = await startTestServer(installation, { FOLIO_DEMO: 'false' })
      const oldKids = await jwksKids(before.url)
      await before.close()
      expect(oldKids).toHaveLength(1)

      const root = fileURLToPath(new URL('../../../../../', import.meta.url))
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--conditions',
          'folio-source',
          '--import',
          'tsx',
          'apps/server/src/cli/rotate-signing-key.ts',
        ],
        { cwd: root, env: { ...process.env, ...installation.env } },
      )
      const newKid = /New signing key: (\S+)/.exec(stdout)?.[1]
      expect(newKid).toBeTruthy()

      const after = await startTestServer(installation, { FOLIO_DEMO: 'false' })
      try {
        expect((await jwksKids(after.url)).sort()).toEqual([...oldKids, newKid].sort())
      } finally {
        await after.close()
      }
    } finally {
      await installation.destroy()
    }
  })
})

async function jwksKids(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/auth/v1/.well-known/jwks.json`)
  const { keys } = (await response.json()) as { keys: { kid: string }[] }
  return keys.map((key) => key.kid)
}
