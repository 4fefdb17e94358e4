import { formatStorage, storageQuotaBytes } from '@folio/schema'
import { Link } from 'react-router'

import { UPGRADE_PATH } from '@/components/ui/premium-lock'
import { StorageBar } from '@/components/ui/storage-bar'
import { cn } from '@/lib/cn'
import { useSubscription } from '@/lib/use-subscription'

/**
 * How much of the plan's file storage is used, on an installation that sells plans (a
 * self-hosted one has no quota, and shows nothing). On Free it links to the upgrade.
 */
export function StorageMeter({ className }: { className?: string }) {
  const subscription = useSubscription()
  const data = subscription.data
  if (!data || data.mode !== 'stripe' || data.storage.quotaBytes === null) return null
  const { usedBytes, quotaBytes } = data.storage
  const text = `${formatStorage(usedBytes)} of ${formatStorage(quotaBytes)} used`

  return (
    <section
      aria-labelledby="storage-meter-title"
      className={cn('rounded-xl border border-border bg-card p-3 text-sm shadow-sm', className)}
    >
      <h2 id="storage-meter-title" className="text-xs font-semibold text-muted-foreground">
        Storage
      </h2>
      <StorageBar
        usedBytes={usedBytes}
        quotaBytes={quotaBytes}
        labelledBy="storage-meter-title"
        className="mt-2"
      />
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
