import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

// Each run gets a new installation: an empty data folder that the server seeds on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'folio-e2e-'))
process.env.E2E_DATA_DIR = dataDir
const port = Number(process.env.E2E_PORT ?? 3199)
// The built server the specs run: apps/server/dist, or a build of one change elsewhere.
const serverEntry = `${process.env.E2E_SERVER_DIST ?? 'apps/server/dist'}/server.js`

// A second installation sells Premium through a local Stripe-compatible server, so the billing
// specs can take the plan from Free to Premium without touching the main installation, where
// every feature stays unlocked (self-hosted) for the other specs.
const billingDataDir =
  process.env.E2E_BILLING_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'folio-e2e-billing-'))
process.env.E2E_BILLING_DATA_DIR = billingDataDir
const billingPort = port - 1
const stripeFakePort = port - 2
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_folio_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_folio_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_folio_e2e',
}
process.env.E2E_BILLING_URL = `http://127.0.0.1:${billingPort}`
process.env.E2E_STRIPE_FAKE_URL = `http://127.0.0.1:${stripeFakePort}`

/** What every Folio server of the run shares: development mode, as the quick start runs. */
const serverEnv = {
  // Development mode, as the quick start runs: demo accounts and the mailbox are on.
  NODE_ENV: 'development',
  // Specs sign in as the demo accounts many times in a few minutes.
  AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  AUTH_RATE_LIMIT_PER_IP: '1000',
  // Every spec's thumbnails come from one address: no budget of new image sizes to share.
  MEDIA_TRANSFORMS_PER_MINUTE: '10000',
  AUTH_EMAIL_SEND_INTERVAL_SECONDS: '1',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // A web build elsewhere than apps/web/dist (a second checkout's, or one built for a single run).
  ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
}

function chromiumPath(): string {
  const shell = '/usr/bin/chromium-headless-shell'
  return existsSync(shell) ? shell : '/usr/bin/chromium'
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Separate runs on one machine each keep their own traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  fullyParallel: true,
  workers: 2,
  // The screenshot specs walk four viewports and themes; on a busy two-core machine they need
  // more than the default 30 s, without changing what they check.
  timeout: 60_000,
  // A page opened by URL loads the app, checks the session and fetches its data before the
  // first assertion can pass; under CI's load that sometimes takes more than the default 5 s.
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: browser downloads are not possible on our machines. Its headless
      // shell (package chromium-headless-shell) is lighter than the full browser, when present.
      executablePath: process.env.CHROMIUM_PATH ?? chromiumPath(),
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
      testIgnore: ['**/dashboard.spec.ts', '**/ai-assistant.spec.ts', '**/billing*.spec.ts'],
    },
    // Billing specs talk to their own installation (E2E_BILLING_URL), which sells Premium.
    {
      name: 'billing',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${billingPort}` },
      testMatch: '**/billing*.spec.ts',
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
  webServer: [
    {
      // The built server, as `npm start` runs it.
      command: `node ${serverEntry}`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        // The webhook and AI specs point at receivers and fake providers on this machine,
        // which Folio refuses unless they are allowed.
        OUTBOUND_ALLOW_LIST: '127.0.0.1',
        // The plugins spec grants this one and watches it fill items. Until it is granted it
        // touches nothing, and it only writes to types with a readingTime number field.
        FOLIO_PLUGINS: 'plugins/reading-time',
      },
    },
    {
      // Stripe's API as the billing installation and the browser's Stripe.js stand-in use it;
      // it signs and sends the webhook events of the payments confirmed against it.
      command: 'npx tsx apps/server/src/test/stripe-fake-cli.ts',
      cwd: '..',
      url: `http://127.0.0.1:${stripeFakePort}/v1/customers`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...stripeKeys,
        STRIPE_FAKE_PORT: String(stripeFakePort),
        STRIPE_FAKE_WEBHOOK_URL: `http://127.0.0.1:${billingPort}/api/v1/billing/webhook`,
      },
    },
    {
      command: `node ${serverEntry}`,
      cwd: '..',
      url: `http://127.0.0.1:${billingPort}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        ...stripeKeys,
        STRIPE_API_URL: `http://127.0.0.1:${stripeFakePort}`,
        PORT: String(billingPort),
        SITE_URL: `http://127.0.0.1:${billingPort}`,
        DATA_DIR: billingDataDir,
      },
    },
  ],
})
