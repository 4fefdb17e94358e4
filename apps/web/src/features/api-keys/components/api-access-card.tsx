import { apiSettingsInputSchema, parseOriginList } from '@folio/schema'
import type { ApiSettings } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { useSaveApiSettings } from '@/lib/api/api-key-mutations'
import { apiSettingsQuery } from '@/lib/api/get-api-keys'

import { Alert } from '@/components/ui/alert'
import { TextField } from '@/components/ui/form-field'
import { LoadingState } from '@/components/ui/loading'
import { SectionCard } from '@/components/ui/section-card'
import { ErrorState } from '@/components/ui/states'
import { Switch } from '@/components/ui/switch'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'
import { SaveButton } from '@/components/ui/save-button'

/** The first problem with an origin list, naming the culprit: `"ftp://x": Each allowed…`. */
function originsProblem(origins: string[], enabled: boolean): string | undefined {
  const parsed = apiSettingsInputSchema.safeParse({ enabled, allowedOrigins: origins })
  if (parsed.success) return undefined
  const issue = parsed.error.issues[0]
  if (!issue) return undefined
  const index = issue.path[1]
  const culprit = typeof index === 'number' ? origins[index] : undefined
  return culprit ? `“${culprit}”: ${issue.message}` : issue.message
}

function ApiAccessForm({ saved }: { saved: ApiSettings }) {
  const save = useSaveApiSettings()
  const [enabled, setEnabled] = useState(saved.enabled)
  const [origins, setOrigins] = useState(saved.allowedOrigins.join(', '))
  const [originsError, setOriginsError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    const allowedOrigins = parseOriginList(origins)
    const problem = originsProblem(allowedOrigins, enabled)
    if (problem) {
      setOriginsError(problem)
      document.getElementById('api-allowed-origins')?.focus()
      return
    }
    save.mutate(apiSettingsInputSchema.parse({ enabled, allowedOrigins }), {
      onSuccess: (next) => {
        setEnabled(next.enabled)
        setOrigins(next.allowedOrigins.join(', '))
        notify.success('API settings saved', {
          details: next.enabled
            ? undefined
            : 'API access is off: requests with an API key now get 403 Forbidden.',
        })
      },
      onError: (error) => {
        const detail =
          error instanceof ApiError
            ? error.details.find((item) => item.path.startsWith('allowedOrigins'))
            : undefined
        if (detail) setOriginsError(detail.message)
        else setFormError(errorMessage(error, 'The API settings could not be saved.'))
      },
    })
  }

  return (
    <form noValidate aria-label="API access" onSubmit={submit} className="space-y-5">
      {!saved.enabled && (
        <Alert tone="info" title="API access is off">
          Apps calling the API with a key get 403 Forbidden until you turn it back on.
        </Alert>
      )}
      {formError && <Alert>{formError}</Alert>}
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id="api-enabled-label" className="text-sm font-medium">
            Enable API access
          </p>
          <p id="api-enabled-note" className="mt-1 text-sm text-pretty text-muted-foreground">
            When off, every request with an API key is refused with 403 Forbidden, whatever the
            key&apos;s scope. Keys are kept, and people signed in to Folio are not affected.
          </p>
        </div>
        <Switch
          checked={enabled}
          onChange={setEnabled}
          aria-labelledby="api-enabled-label"
          aria-describedby="api-enabled-note"
          className="mt-0.5"
        />
      </div>
      <TextField
        id="api-allowed-origins"
        label="Allowed origins"
        hint="Comma-separated, such as https://example.com, https://app.example.com. Browsers on these origins may call the API with a key; * allows any origin, an empty list none. Calls from servers are not affected."
        placeholder="https://example.com, https://app.example.com"
        autoComplete="off"
        spellCheck={false}
        value={origins}
        error={originsError}
        onChange={(event) => {
          setOrigins(event.target.value)
          setOriginsError(undefined)
        }}
      />
      <div className="flex justify-end">
        <SaveButton pending={save.isPending}>Save settings</SaveButton>
      </div>
    </form>
  )
}

/** Settings → API: the on/off switch for key access and the CORS origins. */
export function ApiAccessCard() {
  const settings = useQuery(apiSettingsQuery())

  let body
  if (settings.isPending) body = <LoadingState label="Loading API settings..." className="py-6" />
  else if (settings.isError)
    body = (
      <ErrorState
        title="Could not load the API settings"
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        className="py-6"
      />
    )
  else body = <ApiAccessForm saved={settings.data} />

  return (
    <SectionCard
      id="api-access"
      title="API access"
      description="Whether apps may call the content API with an API key, and from which browser origins."
    >
      {body}
    </SectionCard>
  )
}
