import type { Connection } from '@folio/schema'

import { useRevokeConnectionKey } from '../api/connection-mutations'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** Asks before revoking: the app or assistant using the key loses access at once. */
export function RevokeConnectionConfirm({
  connection,
  onDone,
}: {
  connection: Connection | null
  onDone: () => void
}) {
  const revoke = useRevokeConnectionKey()
  const name = connection ? `“${connection.name}”` : ''

  const confirm = () => {
    if (!connection) return
    revoke.mutate(connection.id, {
      onSuccess: () => notify.success(`Connection ${name} revoked`),
      onError: (error) => notify.error(errorMessage(error, 'The key could not be revoked.')),
      onSettled: onDone,
    })
  }

  return (
    <ConfirmDialog
      open={connection !== null}
      title="Revoke connection?"
      description={`${name} loses access at once: its requests and MCP calls get 401 Unauthorized. This cannot be undone.`}
      confirmLabel="Revoke key"
      tone="danger"
      pending={revoke.isPending}
      onCancel={onDone}
      onConfirm={confirm}
    />
  )
}
