import { startStripeFake } from './stripe-fake.js'

/**
 * Runs the fake Stripe API on its own for the browser specs:
 * `npx tsx apps/server/src/test/stripe-fake-cli.ts` with STRIPE_FAKE_PORT, the three STRIPE_*
 * keys and STRIPE_FAKE_WEBHOOK_URL (the billing installation's /api/v1/billing/webhook).
 */
function required(name: string): string {
  const value = process.env[name]
  if (!value) {
    console.error(`${name} is required`)
    process.exit(1)
  }
  return value
}

const fake = await startStripeFake({
  port: Number(process.env.STRIPE_FAKE_PORT ?? 0),
  secretKey: required('STRIPE_SECRET_KEY'),
  publishableKey: required('STRIPE_PUBLISHABLE_KEY'),
  webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
  webhookUrl: process.env.STRIPE_FAKE_WEBHOOK_URL,
})
console.log(`Stripe fake listening on ${fake.url}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0))
  })
}
