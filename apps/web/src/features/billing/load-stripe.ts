import type { Stripe } from '@stripe/stripe-js'
// The `pure` entry injects Stripe.js only when loadStripe is called: the main entry would load
// it as soon as this chunk is imported, on self-hosted installations too.
import { loadStripe } from '@stripe/stripe-js/pure'

/** Where @stripe/stripe-js loads Stripe.js from (`https://js.stripe.com/<release>/stripe.js`). */
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com'

/** A load that neither loads nor fails (a firewall dropping packets) counts as failed after this. */
export const STRIPE_LOAD_TIMEOUT_MS = 20_000

let lastLoadRejected = false

function removeDeadScripts() {
  for (const script of document.querySelectorAll(`script[src^="${STRIPE_JS_ORIGIN}/"]`)) {
    script.remove()
  }
}

class StripeLoadTimeout extends Error {
  constructor() {
    super('Stripe.js took too long to load')
    this.name = 'StripeLoadTimeout'
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StripeLoadTimeout()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error('Failed to load Stripe.js'))
      },
    )
  })
}

/**
 * Loads Stripe.js and creates the Stripe object; rejects when it cannot (blocked, offline, a bad
 * key). Calling it again after a failure really loads again: @stripe/stripe-js 10 forgets a
 * failed load and re-injects its script, but older releases, and any load with
 * `setLoadParameters`, keep waiting on the script tag that already failed, so that tag goes.
 * A load that only timed out keeps its tag: it may still arrive, and the next call waits on it.
 */
export async function loadStripeClient(
  publishableKey: string,
  timeoutMs: number = STRIPE_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  if (lastLoadRejected && !('Stripe' in window)) removeDeadScripts()
  lastLoadRejected = false
  let stripe: Stripe | null
  try {
    stripe = await withTimeout(loadStripe(publishableKey), timeoutMs)
  } catch (error) {
    lastLoadRejected = !(error instanceof StripeLoadTimeout)
    throw error
  }
  // loadStripe resolves null only without a DOM; here that means Stripe.js is unusable.
  if (!stripe) throw new Error('Stripe.js is not available')
  return stripe
}
