import type { BillingOffer } from '@folio/schema'
import { useEffect, useState } from 'react'

// One answer per page load: moving between the landing and pricing pages shows it at once.
let known: BillingOffer | null = null

/**
 * What this installation sells, from the public `GET /api/v1/billing/offer`: self-hosted (every
 * feature included) or Premium through Stripe, with or without a trial still to start. Null
 * until the answer is in (and in the prerendered page); the pages then make no claim that
 * depends on it.
 */
export function useBillingOffer(): BillingOffer | null {
  // Null on a fresh page load, as in the prerendered HTML being hydrated.
  const [offer, setOffer] = useState<BillingOffer | null>(() => known)
  useEffect(() => {
    if (known) return
    const controller = new AbortController()
    fetch('/api/v1/billing/offer', {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ data: BillingOffer }>) : null,
      )
      .then((body) => {
        if (!body) return
        known = body.data
        setOffer(body.data)
      })
      // Offline or left the page: the claims true of every installation stay.
      .catch(() => {})
    return () => controller.abort()
  }, [])
  return offer
}

/** Forgets the remembered answer (tests render installations of both kinds). */
export function forgetBillingOffer(): void {
  known = null
}
