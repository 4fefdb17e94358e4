import { formatStorage } from '@folio/schema'
import type { Subscription } from '@folio/schema'
import { HardDrive } from 'lucide-react'

import { storagePercent } from '../subscription-display'

import { cn } from '@/lib/cn'

/** Media storage in use against the plan's quota (none when self-hosted). */
export function StorageMeter({ storage }: { storage: Subscription['storage'] }) {
  const percent = storagePercent(storage)
  const used = formatStorage(storage.usedBytes)
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <HardDrive className="size-4 text-muted-foreground" aria-hidden="true" />
        File storage
      </h3>
      {storage.quotaBytes === null || percent === null ? (
        <p className="mt-3 text-sm text-muted-foreground">{used} used · no limit</p>
      ) : (
        <>
          <p className="mt-3 text-sm">
            <span className="font-medium">{used}</span>
            <span className="text-muted-foreground">
              {' '}
              of {formatStorage(storage.quotaBytes)} used
            </span>
          </p>
          <div
            role="progressbar"
            aria-label="File storage used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${used} of ${formatStorage(storage.quotaBytes)}`}
            className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width]',
                percent >= 90 ? 'bg-danger' : percent >= 75 ? 'bg-warning' : 'bg-primary-solid',
              )}
              style={{ width: `${Math.max(percent, storage.usedBytes > 0 ? 1 : 0)}%` }}
            />
          </div>
          {percent >= 90 && (
            <p className="mt-2 text-xs text-danger">
              Almost full: uploads stop at the limit. Delete files you no longer need to make room.
            </p>
          )}
        </>
      )}
    </div>
  )
}
