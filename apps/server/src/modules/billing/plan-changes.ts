import { BILLING_PERIOD_DAYS, type SubscriptionStatus } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { Actor } from '../../lib/context.js'
import { recordSettingChange } from '../audit/index.js'
import type { SubscriptionRow } from './subscription.repository.js'

const DAY_MS = 86_400_000

export function addDays(at: Date | string, days: number): Date {
  return new Date(new Date(at).getTime() + days * DAY_MS)
}

/** The end of one paid period starting at `start`. */
export function periodEndFrom(start: Date | string): string {
  return addDays(start, BILLING_PERIOD_DAYS).toISOString()
}

/** Whole days from `now` until `end`, rounded up (a trial ending in 3 hours has 1 day left). */
export function daysLeft(end: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(end).getTime() - now.getTime()) / DAY_MS))
}

/** The latest of some ISO instants, ignoring the missing ones. */
export function latest(...instants: (string | null | undefined)[]): string {
  return instants
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1)!
}

/** Human date for audit lines: 2025-07-01. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null)

/**
 * One line in the settings audit log for a change of plan, in the transaction that makes it,
 * so the log shows who (or which job) moved the installation between Free and Premium.
 */
export async function recordPlanChange(
  db: Kysely<Database>,
  actor: Pick<Actor, 'userId' | 'email'> | null,
  before: SubscriptionRow,
  after: { status: SubscriptionStatus; trialEndsAt?: string | null; periodEnd?: string | null },
  summary: string,
): Promise<void> {
  await recordSettingChange(db, actor, {
    area: 'subscription',
    action: 'updated',
    summary,
    before: {
      status: before.status,
      trialEndsAt: day(before.trial_ends_at),
      periodEnd: day(before.current_period_end),
    },
    after: {
      status: after.status,
      trialEndsAt: day(after.trialEndsAt ?? before.trial_ends_at),
      periodEnd: day(after.periodEnd ?? before.current_period_end),
    },
  })
}
