import type { ApiKeyWithSecret } from '@folio/schema'
import { TriangleAlert } from 'lucide-react'

import { ScopeBadge } from './api-keys-table'

import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'

export interface RevealedApiKey {
  key: ApiKeyWithSecret
  reason: 'created' | 'regenerated'
}

/**
 * Shows a new secret the only time it exists in clear: Folio keeps just a hash, so once this
 * closes the secret is gone from the app too.
 */
export function ApiKeySecretDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedApiKey | null
  onClose: () => void
}) {
  return (
    <Dialog open={revealed !== null} onOpenChange={(open) => !open && onClose()}>
      {revealed && (
        <DialogContent
          title={revealed.reason === 'created' ? 'API key created' : 'API key regenerated'}
          description={
            <>
              Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>.
            </>
          }
        >
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{revealed.key.name}</span>
            <ScopeBadge scope={revealed.key.scope} />
          </div>
          <div className="mt-3 flex items-center gap-2 rounded-xl border border-border bg-surface p-2 pl-3.5">
            <div
              role="textbox"
              aria-readonly="true"
              aria-label="API key"
              tabIndex={0}
              className="min-w-0 flex-1 rounded font-mono text-sm break-all select-all focus-visible:outline-2 focus-visible:outline-ring"
            >
              {revealed.key.secret}
            </div>
            <CopyButton value={revealed.key.secret} label="API key" />
          </div>
          <p
            role="note"
            className="mt-4 flex gap-2.5 rounded-xl border border-warning/30 bg-warning-soft p-3.5 text-sm text-warning"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Copy this key now and store it somewhere safe. It will not be shown again: Folio keeps
              only a fingerprint of it.
            </span>
          </p>
          <DialogActions>
            <Button onClick={onClose}>Done</Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  )
}
