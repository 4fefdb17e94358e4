import type { DemoAccount } from '@folio/schema'

/** Shown on the login page in demo mode; long enough and uncommon enough for the policy. */
export const DEMO_PASSWORD = 'folio-demo-2025'

/** One account per role (spec section 6). */
export const demoAccounts: readonly DemoAccount[] = [
  { email: 'admin@demo.folio.dev', name: 'Demo Admin', role: 'admin' },
  { email: 'editor@demo.folio.dev', name: 'Demo Editor', role: 'editor' },
  { email: 'viewer@demo.folio.dev', name: 'Demo Viewer', role: 'viewer' },
]
