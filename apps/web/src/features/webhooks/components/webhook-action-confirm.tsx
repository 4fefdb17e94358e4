import type { Webhook, WebhookWithSecret } from '@folio/schema'

import { useDeleteWebhook, useRotateWebhookSecret } from '../api/webhook-mutations'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

export type WebhookConfirmAction = { kind: 'rotate' | 'delete'; webhook: Webhook }

/** Asks before rotating a webhook's secret or deleting it. */
export function WebhookActionConfirm({
  action,
  onDone,
  onRotated,
}: {
  action: WebhookConfirmAction | null
  onDone: () => void
  onRotated: (webhook: WebhookWithSecret) => void
}) {
  const rotate = useRotateWebhookSecret()
  const remove = useDeleteWebhook()
  const name = action ? `“${action.webhook.name}”` : ''

  const confirm = () => {
    if (!action) return
    if (action.kind === 'rotate') {
      rotate.mutate(action.webhook.id, {
        onSuccess: (webhook) => {
          onDone()
          onRotated(webhook)
        },
        onError: (error) => {
          onDone()
          notify.error(errorMessage(error, 'The secret could not be rotated.'))
        },
      })
    } else {
      remove.mutate(action.webhook.id, {
        onSuccess: () => notify.success(`Webhook ${name} deleted`),
        onError: (error) => notify.error(errorMessage(error, 'The webhook could not be deleted.')),
        onSettled: onDone,
      })
    }
  }

  const isRotate = action?.kind === 'rotate'
  return (
    <ConfirmDialog
      open={action !== null}
      title={isRotate ? 'Rotate signing secret?' : 'Delete webhook?'}
      description={
        isRotate
          ? `From now on, deliveries to ${name} are signed with a new secret, shown once. Until the receiver has it, signature checks there will fail.`
          : `${name} and its delivery log are deleted, and deliveries waiting to be sent are dropped. This cannot be undone.`
      }
      confirmLabel={isRotate ? 'Rotate secret' : 'Delete webhook'}
      tone="danger"
      pending={rotate.isPending || remove.isPending}
      onCancel={onDone}
      onConfirm={confirm}
    />
  )
}
