import { apiKeyInputSchema } from '@folio/schema'
import type { ApiKeyScope, ApiKeyWithSecret } from '@folio/schema'
import { KeyRound, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { useCreateConnectionKey } from '../api/connection-mutations'

import { accessLabels, accessNotes } from './scope-labels'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { RevealedSecret } from '@/components/ui/revealed-secret'
import { ScopePicker } from '@/components/ui/scope-picker'
import { SectionCard } from '@/components/ui/section-card'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useEntitlement } from '@/lib/use-subscription'

const NAME_ID = 'connection-name'

/**
 * Connect in one step: name the app or assistant, choose its access, get a key. The secret is
 * shown here once and handed to the page, which fills it into every snippet.
 */
export function ConnectForm({
  created,
  onCreated,
  onHide,
}: {
  created: ApiKeyWithSecret | null
  onCreated: (key: ApiKeyWithSecret) => void
  onHide: () => void
}) {
  const create = useCreateConnectionKey()
  const [name, setName] = useState('')
  const [chosen, setScope] = useState<ApiKeyScope>('read')
  // Read-and-write keys are Premium: on Free the choice shows, locked, and keys are read-only.
  const writeLocked = !useEntitlement('read_write_api_keys').entitled
  const scope = writeLocked ? 'read' : chosen
  const [nameError, setNameError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = apiKeyInputSchema.safeParse({ name, scope })
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message)
      document.getElementById(NAME_ID)?.focus()
      return
    }
    setFormError(null)
    create.mutate(parsed.data, {
      onSuccess: (key) => {
        setName('')
        onCreated(key)
      },
      onError: (error) => {
        const detail =
          error instanceof ApiError
            ? error.details.find((item) => item.path === 'name')?.message
            : undefined
        if (detail) setNameError(detail)
        else setFormError(errorMessage(error, 'The key could not be created.'))
      },
    })
  }

  return (
    <SectionCard
      id="connect"
      title="Connect an app or assistant"
      description="Each app or AI coding assistant gets its own key, so you can see what it does and cut it off alone."
    >
      <form
        noValidate
        aria-label="Connect an app or assistant"
        onSubmit={submit}
        className="space-y-5"
      >
        {formError && <Alert>{formError}</Alert>}
        <TextField
          id={NAME_ID}
          label="Name of the app or assistant"
          placeholder="Marketing site, Claude Code..."
          autoComplete="off"
          maxLength={100}
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value)
            setNameError(undefined)
          }}
        />
        <ScopePicker
          name="connection-access"
          legend="Access"
          value={scope}
          onChange={setScope}
          labels={accessLabels}
          notes={accessNotes}
          writeLocked={writeLocked}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <KeyRound className="size-4" aria-hidden="true" />
          )}
          {create.isPending ? 'Creating...' : 'Create key'}
        </Button>
      </form>

      {created && (
        <div
          role="region"
          aria-labelledby="new-key-title"
          className="mt-6 border-t border-border pt-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="new-key-title" className="text-sm font-semibold">
              Key for {created.name} ({accessLabels[created.scope]})
            </h3>
            <Button variant="ghost" size="sm" onClick={onHide}>
              Hide key
            </Button>
          </div>
          <RevealedSecret
            value={created.secret}
            label="New API key"
            copyLabel="API key"
            warning="This key is shown only once. Copy it now, or paste one of the snippets below: Folio keeps only a fingerprint of it, so it cannot be shown again."
          />
        </div>
      )}
    </SectionCard>
  )
}
