import { formatStorage, storageQuotaBytes } from '@folio/schema'
import { Link } from 'react-router'

import { UPGRADE_PATH } from '@/components/ui/premium-lock'
import { cn } from '@/lib/cn'
import { useSubscription } from '@/lib/use-subscription'

/** Past this share of the quota the bar warns; full, it turns red. */
const WARN_AT = 0.8

/**
 * How much of the plan's file storage is used, on an installation that sells plans (a
 * self-hosted one has no quota, and shows nothing). On Free it links to the upgrade.
 */
export function StorageMeter({ className }: { className?: string }) {
  const subscription = useSubscription()
  const data = subscription.data
  if (!data || data.mode !== 'stripe' || data.storage.quotaBytes === null) return null
  const { usedBytes, quotaBytes } = data.storage
  const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1
  const text = `${formatStorage(usedBytes)} of ${formatStorage(quotaBytes)} used`

  return (
    <section
      aria-labelledby="storage-meter-title"
      className={cn('rounded-xl border border-border bg-card p-3 text-sm shadow-sm', className)}
    >
      <h2 id="storage-meter-title" className="text-xs font-semibold text-muted-foreground">
        Storage
      </h2>
      <div
        role="meter"
        aria-labelledby="storage-meter-title"
        aria-valuemin={0}
        aria-valuemax={quotaBytes}
        aria-valuenow={Math.min(usedBytes, quotaBytes)}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            share >= 1 ? 'bg-danger' : share >= WARN_AT ? 'bg-warning' : 'bg-primary-solid',
          )}
          style={{ width: `${Math.max(share * 100, usedBytes > 0 ? 2 : 0)}%` }}
        />
      </div>
      <p className="mt-1.5 text-xs text-foreground">{text}</p>
      {data.plan === 'free' && (
        <Link
          to={UPGRADE_PATH}
          className="mt-1 inline-block text-xs font-medium text-primary-text underline underline-offset-2 hover:no-underline"
        >
          Upgrade for {formatStorage(storageQuotaBytes.premium)}
        </Link>
      )}
    </section>
  )
}
