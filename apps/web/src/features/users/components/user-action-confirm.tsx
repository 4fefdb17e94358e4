import { useMutation, useQueryClient } from '@tanstack/react-query'

import { usersKeys } from '../api/get-users'
import { deleteUser, resetUserPassword, updateUser } from '../api/user-mutations'
import type { UserAction } from '../user-actions'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { roleLabels } from '@/config/roles'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

type ChangeAction = Exclude<UserAction, { kind: 'view' }>

const displayName = (action: ChangeAction) => action.user.name || action.user.email

/** Sends one change to the server; the toast says how it went. */
async function perform(action: ChangeAction): Promise<string> {
  const name = displayName(action)
  switch (action.kind) {
    case 'role':
      await updateUser(action.user.id, { role: action.role })
      return `${name}'s role is now ${roleLabels[action.role]}`
    case 'suspend':
      await updateUser(action.user.id, { status: 'suspended' })
      return `${name} was suspended`
    case 'activate':
      await updateUser(action.user.id, { status: 'active' })
      return `${name} was activated`
    case 'reset':
      await resetUserPassword(action.user.id)
      return `Password reset email sent to ${action.user.email}`
    case 'delete':
      await deleteUser(action.user.id)
      return `${name} was deleted`
  }
}

/** Runs user changes and keeps the list fresh; errors (such as the last admin) become toasts. */
export function useUserActionRunner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: perform,
    onSuccess: (message) => notify.success(message),
    onError: (error) => notify.error(errorMessage(error, 'The change could not be saved.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  })
}

function copyFor(action: ChangeAction) {
  const name = displayName(action)
  switch (action.kind) {
    case 'role':
      return {
        title: 'Change role?',
        description: `${name} will become ${roleLabels[action.role]}. Their access changes the next time the app checks their session.`,
        confirmLabel: `Make ${roleLabels[action.role]}`,
        tone: 'default' as const,
      }
    case 'suspend':
      return {
        title: 'Suspend user?',
        description: `${name} will be signed out everywhere and cannot sign in until activated again.`,
        confirmLabel: 'Suspend user',
        tone: 'danger' as const,
      }
    case 'activate':
      return {
        title: 'Activate user?',
        description: `${name} will be able to sign in again.`,
        confirmLabel: 'Activate user',
        tone: 'default' as const,
      }
    case 'reset':
      return {
        title: 'Reset password?',
        description: `We will email ${action.user.email} a link to choose a new password.`,
        confirmLabel: 'Send reset email',
        tone: 'default' as const,
      }
    case 'delete':
      return {
        title: 'Delete user?',
        description: `${name} and their sign-in will be removed permanently. This cannot be undone.`,
        confirmLabel: 'Delete user',
        tone: 'danger' as const,
      }
  }
}

/** Asks before a change to a user, then runs it. */
export function UserActionConfirm({
  action,
  onDone,
}: {
  action: ChangeAction | null
  onDone: () => void
}) {
  const runner = useUserActionRunner()
  const copy = action ? copyFor(action) : null

  return (
    <ConfirmDialog
      open={action !== null}
      title={copy?.title ?? ''}
      description={copy?.description ?? ''}
      confirmLabel={copy?.confirmLabel ?? ''}
      tone={copy?.tone}
      pending={runner.isPending}
      onCancel={onDone}
      onConfirm={() => {
        if (action) runner.mutate(action, { onSettled: onDone })
      }}
    />
  )
}
