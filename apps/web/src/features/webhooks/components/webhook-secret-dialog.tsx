import { webhookHeaders } from '@folio/schema'
import type { WebhookWithSecret } from '@folio/schema'

import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { RevealedSecret } from '@/components/ui/revealed-secret'

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
          <RevealedSecret
            value={revealed.webhook.secret}
            label="Signing secret"
            copyLabel="signing secret"
            warning="Copy the secret into your receiver now. It will not be shown again; if you lose it, rotate it."
          />
          <DialogActions>
            <Button onClick={onClose}>Done</Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  )
}
