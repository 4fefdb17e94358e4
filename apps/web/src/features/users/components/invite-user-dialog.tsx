import { inviteUserInputSchema, roles } from '@folio/schema'
import type { InviteUserInput, Role } from '@folio/schema'
import { LoaderCircle, Send } from 'lucide-react'
import { z } from 'zod'

import { useInviteUser } from '../api/user-mutations'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { SelectField, TextField } from '@/components/ui/form-field'
import { roleDescriptions, roleLabels } from '@/config/roles'
import { apiFieldErrors } from '@/lib/field-errors'
import { useGuardedClose } from '@/lib/unsaved-changes'
import { pickFieldErrors } from '@/lib/use-form-dialog'
import { useZodForm } from '@/lib/use-zod-form'
import { notify } from '@/stores/notifications'

interface InviteValues {
  email: string
  name: string
  role: Role
}

const empty: InviteValues = { email: '', name: '', role: 'editor' }

const inviteFields = ['email', 'name'] as const

/** The server's schema, from the form's values: a blank name is no name. */
const inviteSchema = z.preprocess(
  (values: InviteValues) => ({ ...values, name: values.name.trim() || undefined }),
  inviteUserInputSchema,
)

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
  const { form, errors, formError, field, fail, submit } = useZodForm<
    InviteValues,
    InviteUserInput,
    (typeof inviteFields)[number]
  >({
    schema: inviteSchema,
    defaultValues: empty,
    fields: inviteFields,
    fieldId: (name) => `invite-${name}`,
    errorsFrom: (error) => pickFieldErrors(apiFieldErrors(error), inviteFields),
    failure: 'Could not send the invitation.',
  })
  const guardedClose = useGuardedClose()
  const role = form.watch('role')

  const send = submit((input) =>
    invite.mutate(input, {
      onSuccess: (user) => {
        notify.success('Invitation sent', {
          details: `We emailed ${user.email} a link to set a password.`,
        })
        close()
      },
      onError: fail,
    }),
  )

  return (
    <form noValidate aria-label="Invite user" onSubmit={send} className="space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id="invite-email"
        type="email"
        label="Email"
        autoComplete="off"
        error={errors.email}
        {...field('email')}
      />
      <TextField
        id="invite-name"
        label="Name (optional)"
        autoComplete="off"
        error={errors.name}
        {...field('name')}
      />
      <SelectField
        id="invite-role"
        label="Role"
        hint={roleDescriptions[role]}
        {...form.register('role')}
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
