import { z } from 'zod'

import { plans, TRIAL_DAYS, type Plan } from './plans.js'

/**
 * Plans and billing. An installation without Stripe keys is self-hosted: every feature is
 * unlocked and nothing is sold. With keys it sells Premium, paid per month with a card.
 */

export type PlanId = Plan['id']

/** What Premium adds that the server enforces; everything not listed here is free. */
export const entitlementFeatures = [
  'builtin_ai',
  'advanced_analytics',
  'workflow_automation',
  'extended_storage',
  'custom_domains',
  'read_write_api_keys',
] as const
export type EntitlementFeature = (typeof entitlementFeatures)[number]

/** The one table of features per plan, read by the server's checks and the app's locks. */
export const planEntitlements: Record<PlanId, readonly EntitlementFeature[]> = {
  free: [],
  premium: entitlementFeatures,
}

/** How each feature is named in messages and locks. */
export const entitlementLabels: Record<EntitlementFeature, string> = {
  builtin_ai: 'The built-in AI assistant',
  advanced_analytics: 'Advanced analytics',
  workflow_automation: 'Workflow automation',
  extended_storage: 'Extended file storage',
  custom_domains: 'Custom domains',
  read_write_api_keys: 'Read-write API keys',
}

const GIB = 1024 * 1024 * 1024

/** Media storage per plan, checked on upload; a self-hosted installation has no quota. */
export const storageQuotaBytes: Record<PlanId, number> = {
  free: 1 * GIB,
  premium: 100 * GIB,
}

/** The price of a plan in cents, from the plan table: the only amount the server charges. */
export function planPriceCents(id: PlanId): number {
  const plan = plans.find((candidate) => candidate.id === id)
  if (!plan) throw new Error(`Unknown plan ${id}`)
  return plan.priceCents
}

export const BILLING_CURRENCY = 'usd'

/** One paid period of Premium, in days (a month of billing). */
export const BILLING_PERIOD_DAYS = 30

export { TRIAL_DAYS }

export const billingModes = ['self_hosted', 'stripe'] as const
export type BillingMode = (typeof billingModes)[number]

/**
 * - `free`: no Premium.
 * - `trialing`: the free trial, until `trialEndsAt`.
 * - `active`: paid; renews at `currentPeriodEnd` by charging the saved card.
 * - `canceled`: paid but cancelled; Premium until `currentPeriodEnd`, then Free.
 */
export const subscriptionStatuses = ['free', 'trialing', 'active', 'canceled'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

/** What every signed-in person may read: the plan in force and what it unlocks. */
export const subscriptionSchema = z.object({
  mode: z.enum(billingModes),
  /** The plan in force now (Premium while trialing or paid, and always when self-hosted). */
  plan: z.enum(['free', 'premium']),
  status: z.enum(subscriptionStatuses),
  /** True until the installation has used its one trial (and never when self-hosted). */
  trialAvailable: z.boolean(),
  trialEndsAt: z.string().nullable(),
  /** Whole days left in the trial, rounded up; null when not trialing. */
  trialDaysLeft: z.number().int().nonnegative().nullable(),
  /** The end of the paid period: the renewal date, or the end date once cancelled. */
  currentPeriodEnd: z.string().nullable(),
  entitlements: z.array(z.enum(entitlementFeatures)),
  storage: z.object({
    usedBytes: z.number().nonnegative(),
    /** Null when self-hosted (no quota). */
    quotaBytes: z.number().nonnegative().nullable(),
  }),
  /** Stripe's publishable key (public by design); null when self-hosted. */
  publishableKey: z.string().nullable(),
  priceCents: z.number().int().nonnegative(),
  currency: z.literal(BILLING_CURRENCY),
})
export type Subscription = z.infer<typeof subscriptionSchema>

/**
 * What the public pricing and landing pages may promise, readable without signing in: whether
 * this installation sells Premium (Stripe keys set) or is self-hosted with every feature
 * included, and whether its one free trial is still there to start.
 */
export const billingOfferSchema = z.object({
  mode: z.enum(billingModes),
  priceCents: z.number().int().nonnegative(),
  currency: z.literal(BILLING_CURRENCY),
  /** False when self-hosted, or once the installation has used its trial or pays. */
  trialAvailable: z.boolean(),
})
export type BillingOffer = z.infer<typeof billingOfferSchema>

/** The browser names the plan only; the amount always comes from the server's plan table. */
export const createPaymentIntentInputSchema = z.strictObject({
  plan: z.literal('premium'),
})
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentInputSchema>

export const paymentIntentSchema = z.object({
  id: z.string(),
  clientSecret: z.string(),
  amountCents: z.number().int().positive(),
  currency: z.literal(BILLING_CURRENCY),
})
export type PaymentIntentView = z.infer<typeof paymentIntentSchema>

export const paymentStatuses = ['processing', 'succeeded', 'failed'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** What /payment/success reads: the payment as the server (and Stripe) knows it. */
export const paymentStatusSchema = z.object({
  id: z.string(),
  status: z.enum(paymentStatuses),
  amountCents: z.number().int().nonnegative(),
  /** Whether Premium is in force now (the webhook may land a moment after the payment). */
  premiumActive: z.boolean(),
})
export type PaymentStatusView = z.infer<typeof paymentStatusSchema>

/** One line of billing history, newest first. */
export const billingHistoryEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  receiptUrl: z.string().nullable(),
})
export type BillingHistoryEntry = z.infer<typeof billingHistoryEntrySchema>

export const billingMessages = {
  paymentSucceeded: 'Payment processed successfully',
  paymentFailed: 'Payment failed. Please try again.',
  providerNotInitialized:
    'The payment provider is not initialized. Check your connection and try again.',
  selfHosted:
    'This installation is self-hosted: every feature is unlocked and there is nothing to pay.',
  notConfigured: 'Payments are not configured on this installation.',
  trialUsed: 'This installation has already used its free trial.',
  alreadyPremium: 'This installation is already on Premium.',
  notCancelable: 'There is no paid Premium plan to cancel.',
  alreadyCanceled: 'Premium is already cancelled and ends at the end of the paid period.',
  invalidSignature: 'The webhook signature is missing or invalid.',
  malformedEvent: 'The webhook event is not a well-formed Stripe event.',
  trialStarted: `Your ${TRIAL_DAYS}-day Premium trial has started.`,
  canceled: 'Premium is cancelled. You keep it until the end of the paid period.',
  notResumable: 'There is no cancelled Premium plan to resume.',
  resumed: 'Premium renews again at the end of the paid period.',
  paymentNotFound: 'There is no such payment on this installation.',
  providerUnavailable: 'The payment provider could not be reached. Try again in a moment.',
} as const

/** The 402 message of a Premium feature used on the Free plan. */
export function entitlementMessage(feature: EntitlementFeature): string {
  return `${entitlementLabels[feature]} is part of Premium. Upgrade in Settings → Subscription.`
}

export function hasEntitlement(
  subscription: Pick<Subscription, 'entitlements'>,
  feature: EntitlementFeature,
): boolean {
  return subscription.entitlements.includes(feature)
}

/** Bytes as people read them on quota messages and meters (1 GB, 100 GB, 512 MB). */
export function formatStorage(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10
  return `${rounded} ${units[unit]}`
}

/** The 402 message of an upload that would pass the plan's storage quota. */
export function storageQuotaMessage(quotaBytes: number, usedBytes: number): string {
  return `This upload would pass your plan's ${formatStorage(quotaBytes)} of file storage (${formatStorage(usedBytes)} used). Delete files or upgrade to Premium in Settings → Subscription.`
}
