import { apiKeyInputSchema, apiKeyScopeLabels } from '@folio/schema'
import type { ApiKeyScope, ApiKeyWithSecret } from '@folio/schema'
import { KeyRound, LoaderCircle } from 'lucide-react'

import { useCreateApiKey } from '@/lib/api/api-key-mutations'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/form-field'
import { ScopePicker } from '@/components/ui/scope-picker'
import { apiFieldErrors, zodFieldErrors } from '@/lib/field-errors'
import { useGuardedClose } from '@/lib/unsaved-changes'
import { pickFieldErrors, useFormDialog } from '@/lib/use-form-dialog'
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
  const close = () => {
    onOpenChange(false)
    create.reset()
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title="Create API key"
        description="Name it after the app that will use it, so you know what breaks if you revoke it."
      >
        {/* Mounted per opening, so it starts empty. */}
        {open && <CreateApiKeyForm create={create} onClose={close} onCreated={onCreated} />}
      </DialogContent>
    </Dialog>
  )
}

function CreateApiKeyForm({
  create,
  onClose: close,
  onCreated,
}: {
  create: ReturnType<typeof useCreateApiKey>
  onClose: () => void
  onCreated: (key: ApiKeyWithSecret) => void
}) {
  const guardedClose = useGuardedClose()
  const {
    values: chosen,
    errors,
    formError,
    change,
    showErrors,
    fail,
    handleSubmit,
  } = useFormDialog({
    initial: empty,
    fields: ['name'] as const,
    fieldId: () => 'api-key-name',
    errorsFrom: (error) => pickFieldErrors(apiFieldErrors(error), ['name']),
    failure: 'The API key could not be created.',
  })
  // Read-write keys are Premium: on Free the choice is shown, locked, and the key is read-only.
  const writeLocked = !useEntitlement('read_write_api_keys').entitled
  const values = writeLocked ? { ...chosen, scope: 'read' as const } : chosen

  const submit = handleSubmit(() => {
    const parsed = apiKeyInputSchema.safeParse(values)
    if (!parsed.success) {
      return showErrors(pickFieldErrors(zodFieldErrors(parsed.error), ['name']))
    }
    create.mutate(parsed.data, {
      onSuccess: (key) => {
        close()
        onCreated(key)
      },
      onError: fail,
    })
  })

  return (
    <form noValidate aria-label="Create API key" onSubmit={submit} className="space-y-5">
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id="api-key-name"
        label="Name"
        placeholder="Marketing website"
        autoComplete="off"
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <ScopePicker
        name="api-key-scope"
        legend="Scope"
        value={values.scope}
        onChange={(scope) => change({ scope })}
        labels={apiKeyScopeLabels}
        notes={scopeNotes}
        writeLocked={writeLocked}
      />
      <DialogActions>
        <Button variant="secondary" onClick={() => guardedClose(close)} disabled={create.isPending}>
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
  )
}
