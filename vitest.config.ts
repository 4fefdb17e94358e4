import { createRequire } from 'node:module'

import { defineConfig } from 'vitest/config'

// graphql ships CommonJS and ES module builds; mercurius and graphql-scalars load the CommonJS
// one, as Node itself does for the server. Tests that run the server (its own, the SDK's) must
// use that same copy: types from two copies of graphql cannot be mixed.
const graphqlCommonJs = createRequire(import.meta.url).resolve('graphql')

// One runner for every workspace. `folio-source` makes `@folio/schema` resolve to its
// TypeScript source, so tests never depend on a stale build.
export default defineConfig({
  resolve: { conditions: ['folio-source'] },
  ssr: { resolve: { conditions: ['folio-source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'schema',
          include: ['packages/schema/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }],
          environment: 'node',
          // API tests start real servers and databases; give slow CI machines room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every file imports the whole server; one worker process keeps those modules for
          // the next file instead of loading them again (a quarter of the suite's time).
          // Files clean up what they start, and state that outlives a file is keyed by its
          // installation.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'sdk',
          include: ['packages/sdk/src/**/*.test.ts'],
          // The SDK's tests start the server in this process: the same copy of graphql as above.
          alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }],
          environment: 'node',
          // The SDK's own tests run against a real server.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'preview',
          include: ['packages/preview/src/**/*.test.ts'],
          // The package runs in the previewed site's page, inside Folio's frame.
          environment: 'jsdom',
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.mocks.config.ts',
    ],
  },
})
