import { entitlementLabels, type EntitlementFeature } from '@folio/schema'
import { Lock } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from './button'

import { cn } from '@/lib/cn'

/** Where a locked feature sends people to upgrade. */
export const UPGRADE_PATH = '/settings?tab=subscription'

/**
 * Shown in place of (or above) a Premium feature on the Free plan: what is locked, and a link
 * to the Subscription tab where an admin can start the trial or upgrade.
 */
export function PremiumLock({
  feature,
  children,
  className,
}: {
  feature: EntitlementFeature
  /** What the feature would do here, in a sentence. */
  children?: React.ReactNode
  className?: string
}) {
  return (
    <div
      role="note"
      aria-label={`${entitlementLabels[feature]} needs Premium`}
      className={cn(
        'flex flex-col items-start gap-3 rounded-xl border border-primary/30 bg-primary-soft/40 p-4 sm:flex-row sm:items-center',
        className,
      )}
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-text">
        <Lock className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{entitlementLabels[feature]} is part of Premium</p>
        {children && <p className="mt-0.5 text-muted-foreground">{children}</p>}
      </div>
      <Link to={UPGRADE_PATH} className={buttonClass({ variant: 'primary', size: 'sm' })}>
        Upgrade
      </Link>
    </div>
  )
}
