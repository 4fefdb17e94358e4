import { apiKeyInputSchema, apiKeyScopeLabels } from '@folio/schema'
import type { ApiKeyScope, ApiKeyWithSecret } from '@folio/schema'
import { KeyRound, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { useCreateApiKey } from '@/lib/api/api-key-mutations'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/form-field'
import { ScopePicker } from '@/components/ui/scope-picker'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useEntitlement } from '@/lib/use-subscription'

const scopeNotes: Record<ApiKeyScope, string> = {
  read: 'Reads published content only. Cannot create, change or delete anything.',
  read_write: 'Reads drafts too, and creates, updates and deletes items like an editor.',
}

const empty = { name: '', scope: 'read' as ApiKeyScope }

/** Name and scope (read-only unless chosen otherwise); hands the new key with its secret back. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (key: ApiKeyWithSecret) => void
}) {
  const create = useCreateApiKey()
  const [chosen, setValues] = useState(empty)
  // Read-write keys are Premium: on Free the choice is shown, locked, and the key is read-only.
  const writeLocked = !useEntitlement('read_write_api_keys').entitled
  const values = writeLocked ? { ...chosen, scope: 'read' as const } : chosen
  const [nameError, setNameError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)

  const close = () => {
    onOpenChange(false)
    setValues(empty)
    setNameError(undefined)
    setFormError(null)
    create.reset()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = apiKeyInputSchema.safeParse(values)
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message)
      document.getElementById('api-key-name')?.focus()
      return
    }
    setFormError(null)
    create.mutate(parsed.data, {
      onSuccess: (key) => {
        close()
        onCreated(key)
      },
      onError: (error) => {
        const detail =
          error instanceof ApiError
            ? error.details.find((item) => item.path === 'name')?.message
            : undefined
        if (detail) setNameError(detail)
        else setFormError(errorMessage(error, 'The API key could not be created.'))
      },
    })
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title="Create API key"
        description="Name it after the app that will use it, so you know what breaks if you revoke it."
      >
        <form noValidate aria-label="Create API key" onSubmit={submit} className="space-y-5">
          {formError && <Alert>{formError}</Alert>}
          <TextField
            id="api-key-name"
            label="Name"
            placeholder="Marketing website"
            autoComplete="off"
            maxLength={100}
            value={values.name}
            error={nameError}
            onChange={(event) => {
              setValues((current) => ({ ...current, name: event.target.value }))
              setNameError(undefined)
            }}
          />
          <ScopePicker
            name="api-key-scope"
            legend="Scope"
            value={values.scope}
            onChange={(scope) => setValues((current) => ({ ...current, scope }))}
            labels={apiKeyScopeLabels}
            notes={scopeNotes}
            writeLocked={writeLocked}
          />
          <DialogActions>
            <Button variant="secondary" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <KeyRound className="size-4" aria-hidden="true" />
              )}
              {create.isPending ? 'Creating...' : 'Create key'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  )
}
