import { formatStorage } from '@folio/schema'
import type { Subscription } from '@folio/schema'
import { HardDrive } from 'lucide-react'

import { StorageBar, storageNearlyFull } from '@/components/ui/storage-bar'

/** Media storage in use against the plan's quota (none when self-hosted). */
export function StorageMeter({ storage }: { storage: Subscription['storage'] }) {
  const used = formatStorage(storage.usedBytes)
  return (
    <div>
      <h3 id="file-storage-title" className="flex items-center gap-2 text-sm font-semibold">
        <HardDrive className="size-4 text-muted-foreground" aria-hidden="true" />
        File storage
      </h3>
      {storage.quotaBytes === null ? (
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
          <StorageBar
            usedBytes={storage.usedBytes}
            quotaBytes={storage.quotaBytes}
            labelledBy="file-storage-title"
            className="mt-2"
          />
          {storageNearlyFull(storage.usedBytes, storage.quotaBytes) && (
            <p className="mt-2 text-xs text-danger">
              Almost full: uploads stop at the limit. Delete files you no longer need to make room.
            </p>
          )}
        </>
      )}
    </div>
  )
}
