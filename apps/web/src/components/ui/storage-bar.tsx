import { formatStorage } from '@folio/schema'

import { cn } from '@/lib/cn'

/** Past this share of the quota the bar warns; at 90 percent it turns red. */
const WARN_AT = 0.75
const FULL_AT = 0.9

/** Whether storage is nearly full, when the screens also say so in words. */
export function storageNearlyFull(usedBytes: number, quotaBytes: number): boolean {
  return quotaBytes <= 0 || usedBytes / quotaBytes >= FULL_AT
}

/**
 * File storage in use against a plan's quota, as a bar with its figures for screen readers.
 * Shared by Settings → Subscription and the Media Library, which show the same quota.
 */
export function StorageBar({
  usedBytes,
  quotaBytes,
  labelledBy,
  className,
}: {
  usedBytes: number
  quotaBytes: number
  /** The id of the heading that names the bar. */
  labelledBy: string
  className?: string
}) {
  const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1
  return (
    <div
      role="meter"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={quotaBytes}
      aria-valuenow={Math.min(usedBytes, quotaBytes)}
      aria-valuetext={`${formatStorage(usedBytes)} of ${formatStorage(quotaBytes)} used`}
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width]',
          share >= FULL_AT ? 'bg-danger' : share >= WARN_AT ? 'bg-warning' : 'bg-primary-solid',
        )}
        // A sliver stays visible once anything is stored.
        style={{ width: `${Math.max(share * 100, usedBytes > 0 ? 1 : 0)}%` }}
      />
    </div>
  )
}
