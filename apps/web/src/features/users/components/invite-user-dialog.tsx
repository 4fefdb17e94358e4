import { inviteUserInputSchema, roles } from '@folio/schema'
import type { Role } from '@folio/schema'
import { LoaderCircle, Send } from 'lucide-react'

import { useInviteUser } from '../api/user-mutations'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { SelectField, TextField } from '@/components/ui/form-field'
import { roleDescriptions, roleLabels } from '@/config/roles'
import { apiFieldErrors, zodFieldErrors } from '@/lib/field-errors'
import { useGuardedClose } from '@/lib/unsaved-changes'
import { pickFieldErrors, useFormDialog } from '@/lib/use-form-dialog'
import { notify } from '@/stores/notifications'

const empty = { email: '', name: '', role: 'editor' as Role }

const inviteFields = ['email', 'name'] as const

/** Email, name and role; sends an invitation email with a link to set a password. */
export function InviteUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const invite = useInviteUser()
  const close = () => {
    onOpenChange(false)
    invite.reset()
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title="Invite user"
        description="They get an email with a link to set their password and sign in."
      >
        {/* Mounted per opening, so it starts empty. */}
        {open && <InviteForm invite={invite} onClose={close} />}
      </DialogContent>
    </Dialog>
  )
}

function InviteForm({
  invite,
  onClose: close,
}: {
  invite: ReturnType<typeof useInviteUser>
  onClose: () => void
}) {
  const { values, errors, formError, change, showErrors, fail, handleSubmit } = useFormDialog({
    initial: empty,
    fields: inviteFields,
    fieldId: (field) => `invite-${field}`,
    errorsFrom: (error) => pickFieldErrors(apiFieldErrors(error), inviteFields),
    failure: 'Could not send the invitation.',
  })
  const guardedClose = useGuardedClose()

  const submit = handleSubmit(() => {
    const parsed = inviteUserInputSchema.safeParse({
      email: values.email,
      name: values.name.trim() || undefined,
      role: values.role,
    })
    if (!parsed.success) {
      return showErrors(pickFieldErrors(zodFieldErrors(parsed.error), inviteFields))
    }
    invite.mutate(parsed.data, {
      onSuccess: (user) => {
        notify.success('Invitation sent', {
          details: `We emailed ${user.email} a link to set a password.`,
        })
        close()
      },
      onError: fail,
    })
  })

  return (
    <form noValidate aria-label="Invite user" onSubmit={submit} className="space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id="invite-email"
        type="email"
        label="Email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        onChange={(event) => change({ email: event.target.value })}
      />
      <TextField
        id="invite-name"
        label="Name (optional)"
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <SelectField
        id="invite-role"
        label="Role"
        hint={roleDescriptions[values.role]}
        value={values.role}
        onChange={(event) =>
          change({ role: roles.find((role) => role === event.target.value) ?? values.role })
        }
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </SelectField>
      <DialogActions>
        <Button variant="secondary" onClick={() => guardedClose(close)} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </DialogActions>
    </form>
  )
}
