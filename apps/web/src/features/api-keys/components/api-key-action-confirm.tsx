import type { ApiKeyWithSecret } from '@folio/schema'

import { useRegenerateApiKey, useRevokeApiKey } from '@/lib/api/api-key-mutations'

import type { ApiKeyAction } from './api-keys-table'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** Asks before regenerating or revoking a key: both cut off the apps using it at once. */
export function ApiKeyActionConfirm({
  action,
  onDone,
  onRegenerated,
}: {
  action: ApiKeyAction | null
  onDone: () => void
  onRegenerated: (key: ApiKeyWithSecret) => void
}) {
  const regenerate = useRegenerateApiKey()
  const revoke = useRevokeApiKey()
  const name = action ? `“${action.key.name}”` : ''

  const confirm = () => {
    if (!action) return
    if (action.kind === 'regenerate') {
      regenerate.mutate(action.key.id, {
        onSuccess: (key) => {
          onDone()
          onRegenerated(key)
        },
        onError: (error) => {
          onDone()
          notify.error(errorMessage(error, 'The API key could not be regenerated.'))
        },
      })
    } else {
      revoke.mutate(action.key.id, {
        onSuccess: () => notify.success(`API key ${name} revoked`),
        onError: (error) => notify.error(errorMessage(error, 'The API key could not be revoked.')),
        onSettled: onDone,
      })
    }
  }

  const isRegenerate = action?.kind === 'regenerate'
  return (
    <ConfirmDialog
      open={action !== null}
      title={isRegenerate ? 'Regenerate API key?' : 'Revoke API key?'}
      description={
        isRegenerate
          ? `${name} gets a new secret, shown once. The current secret stops working at once: apps using it get 401 Unauthorized until you give them the new one.`
          : `Apps using ${name} lose access at once and get 401 Unauthorized. This cannot be undone.`
      }
      confirmLabel={isRegenerate ? 'Regenerate key' : 'Revoke key'}
      tone="danger"
      pending={regenerate.isPending || revoke.isPending}
      onCancel={onDone}
      onConfirm={confirm}
    />
  )
}
