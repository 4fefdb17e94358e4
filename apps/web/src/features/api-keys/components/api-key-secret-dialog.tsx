import type { ApiKeyWithSecret } from '@folio/schema'

import { ScopeBadge } from './api-keys-table'

import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { RevealedSecret } from '@/components/ui/revealed-secret'

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
          <RevealedSecret
            value={revealed.key.secret}
            label="API key"
            warning="Copy this key now and store it somewhere safe. It will not be shown again: Folio keeps only a fingerprint of it."
          />
          <DialogActions>
            <Button onClick={onClose}>Done</Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  )
}
