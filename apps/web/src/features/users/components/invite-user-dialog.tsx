import { inviteUserInputSchema, roles } from '@folio/schema'
import type { Role } from '@folio/schema'
import { LoaderCircle, Send } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { useInviteUser } from '../api/user-mutations'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { SelectField, TextField } from '@/components/ui/form-field'
import { roleDescriptions, roleLabels } from '@/config/roles'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

const empty = { email: '', name: '', role: 'editor' as Role }

/** Email, name and role; sends an invitation email with a link to set a password. */
export function InviteUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const invite = useInviteUser()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<{ email?: string }>({})
  const [formError, setFormError] = useState<string | null>(null)

  const close = () => {
    onOpenChange(false)
    setValues(empty)
    setErrors({})
    setFormError(null)
    invite.reset()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = inviteUserInputSchema.safeParse({
      email: values.email,
      name: values.name.trim() || undefined,
      role: values.role,
    })
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues.find((issue) => issue.path[0] === 'email')?.message })
      document.getElementById('invite-email')?.focus()
      return
    }
    setFormError(null)
    invite.mutate(parsed.data, {
      onSuccess: (user) => {
        notify.success('Invitation sent', {
          details: `We emailed ${user.email} a link to set a password.`,
        })
        close()
      },
      onError: (error) => {
        const emailDetail =
          error instanceof ApiError
            ? error.details.find((detail) => detail.path === 'email')?.message
            : undefined
        if (emailDetail) setErrors({ email: emailDetail })
        else setFormError(errorMessage(error, 'Could not send the invitation.'))
      },
    })
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title="Invite user"
        description="They get an email with a link to set their password and sign in."
      >
        <form noValidate aria-label="Invite user" onSubmit={submit} className="space-y-4">
          {formError && <Alert>{formError}</Alert>}
          <TextField
            id="invite-email"
            type="email"
            label="Email"
            autoComplete="off"
            value={values.email}
            error={errors.email}
            onChange={(event) => {
              setValues((current) => ({ ...current, email: event.target.value }))
              setErrors({})
            }}
          />
          <TextField
            id="invite-name"
            label="Name (optional)"
            autoComplete="off"
            value={values.name}
            onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          />
          <SelectField
            id="invite-role"
            label="Role"
            hint={roleDescriptions[values.role]}
            value={values.role}
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                role: roles.find((role) => role === event.target.value) ?? current.role,
              }))
            }
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </SelectField>
          <DialogActions>
            <Button variant="secondary" onClick={close} disabled={invite.isPending}>
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
      </DialogContent>
    </Dialog>
  )
}
