import type { WorkflowState } from '@folio/schema'
import { useState } from 'react'

import { Alert } from '@/components/ui/alert'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useDeleteWorkflowState } from '../api/workflow-state-mutations'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/**
 * Asks before deleting a custom state. If the server refuses (an item entered the state
 * meanwhile), its reason shows in the dialog and the list reloads with the new count.
 */
export function DeleteWorkflowStateConfirm({
  state,
  onDone,
}: {
  state: WorkflowState | null
  onDone: () => void
}) {
  const remove = useDeleteWorkflowState()
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setError(null)
    onDone()
  }

  return (
    <ConfirmDialog
      open={state !== null}
      title="Delete workflow state?"
      description={
        state && (
          <div className="space-y-3">
            {error && <Alert>{error}</Alert>}
            <p>
              “{state.name}” is removed from the workflow and its filter. History entries that named
              it stay, without the state. This cannot be undone.
            </p>
          </div>
        )
      }
      confirmLabel="Delete state"
      tone="danger"
      pending={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!state) return
        setError(null)
        remove.mutate(state.id, {
          onSuccess: () => {
            notify.success(`Workflow state “${state.name}” deleted`)
            close()
          },
          onError: (caught) =>
            setError(errorMessage(caught, 'The workflow state could not be deleted.')),
        })
      }}
    />
  )
}
