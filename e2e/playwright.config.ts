import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

// Each run gets a new installation: an empty data folder that the server seeds on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'folio-e2e-'))
process.env.E2E_DATA_DIR = dataDir
const port = Number(process.env.E2E_PORT ?? 3199)

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  // The screenshot specs walk four viewports and themes; on a busy two-core machine they need
  // more than the default 30 s, without changing what they check.
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: browser downloads are not possible on our machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['**/dashboard.spec.ts', '**/ai-assistant.spec.ts'],
    },
    // The dashboard counts everything on the installation, so it runs once the other specs are
    // done adding content: nothing can push its items out of Recent Content mid-test.
    {
      name: 'dashboard',
      use: { ...devices['Desktop Chrome'] },
      testMatch: '**/dashboard.spec.ts',
      dependencies: ['chromium'],
    },
    // Configuring the assistant adds an AI button to every editor field for everyone, which
    // would change the pages other specs are reading: it runs last, on its own.
    {
      name: 'ai',
      use: { ...devices['Desktop Chrome'] },
      testMatch: '**/ai-assistant.spec.ts',
      dependencies: ['dashboard'],
    },
  ],
  webServer: {
    // The built server, as `npm start` runs it.
    command: 'node apps/server/dist/server.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      // Development mode, as the quick start runs: demo accounts and the mailbox are on.
      NODE_ENV: 'development',
      // Specs sign in as the demo accounts many times in a few minutes.
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // Every spec's thumbnails come from one address: no budget of new image sizes to share.
      MEDIA_TRANSFORMS_PER_MINUTE: '10000',
      AUTH_EMAIL_SEND_INTERVAL_SECONDS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  },
})
