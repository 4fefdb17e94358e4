import { webhookHeaders } from '@folio/schema'
import type { WebhookWithSecret } from '@folio/schema'
import { TriangleAlert } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'

export interface RevealedSecret {
  webhook: WebhookWithSecret
  reason: 'created' | 'rotated'
}

/** The signing secret, shown once after creating a webhook or rotating its secret. */
export function WebhookSecretDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedSecret | null
  onClose: () => void
}) {
  return (
    <Dialog open={revealed !== null} onOpenChange={(open) => !open && onClose()}>
      {revealed && (
        <DialogContent
          title={revealed.reason === 'created' ? 'Webhook created' : 'Signing secret rotated'}
          description={
            <>
              Every delivery to “{revealed.webhook.name}” carries a{' '}
              <code className="font-mono">{webhookHeaders.signature}</code> header: an HMAC-SHA256
              of the timestamp and body under this secret. Check it to know the call came from
              Folio.
            </>
          }
        >
          <div className="flex items-center gap-2 rounded-xl border border-border bg-surface p-2 pl-3.5">
            <div
              role="textbox"
              aria-readonly="true"
              aria-label="Signing secret"
              tabIndex={0}
              className="min-w-0 flex-1 rounded font-mono text-sm break-all select-all focus-visible:outline-2 focus-visible:outline-ring"
            >
              {revealed.webhook.secret}
            </div>
            <CopyButton value={revealed.webhook.secret} label="signing secret" />
          </div>
          <p
            role="note"
            className="mt-4 flex gap-2.5 rounded-xl border border-warning/30 bg-warning-soft p-3.5 text-sm text-warning"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Copy the secret into your receiver now. It will not be shown again; if you lose it,
              rotate it.
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
