import { useQuery } from '@tanstack/react-query'
import { KeyRound, Plus } from 'lucide-react'
import { useState } from 'react'

import { apiKeysQuery } from '@/lib/api/get-api-keys'

import { ApiKeyActionConfirm } from './api-key-action-confirm'
import { ApiKeySecretDialog } from './api-key-secret-dialog'
import type { RevealedApiKey } from './api-key-secret-dialog'
import { ApiKeysTable } from './api-keys-table'
import type { ApiKeyAction } from './api-keys-table'
import { CreateApiKeyDialog } from './create-api-key-dialog'

import { Button } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** Settings → API: the keys, with create, regenerate and revoke. */
export function ApiKeysCard() {
  const keys = useQuery(apiKeysQuery())
  const [createOpen, setCreateOpen] = useState(false)
  const [confirming, setConfirming] = useState<ApiKeyAction | null>(null)
  const [revealed, setRevealed] = useState<RevealedApiKey | null>(null)

  const createButton = (
    <Button onClick={() => setCreateOpen(true)}>
      <Plus className="size-4" aria-hidden="true" />
      Create API key
    </Button>
  )

  let body
  if (keys.isPending) body = <LoadingState label="Loading API keys..." />
  else if (keys.isError)
    body = (
      <ErrorState
        title="Could not load API keys"
        message={errorMessage(keys.error)}
        onRetry={() => void keys.refetch()}
      />
    )
  else if (keys.data.length === 0)
    body = (
      <EmptyState icon={KeyRound} title="No API keys yet" action={createButton}>
        Create a key for each app that reads or writes content through the API.
      </EmptyState>
    )
  else body = <ApiKeysTable apiKeys={keys.data} onAction={setConfirming} />

  return (
    <section
      aria-labelledby="api-keys-title"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex flex-col gap-3 border-b border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 id="api-keys-title" className="font-semibold">
            API keys
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Read-only keys see published content only; read-write keys can also see drafts and
            change content.
          </p>
        </div>
        {keys.data && keys.data.length > 0 && <div className="shrink-0">{createButton}</div>}
      </div>
      {body}

      <CreateApiKeyDialog
        open={createOpen}
        onOpenChange={setCreateOpen}
        onCreated={(key) => {
          notify.success(`API key “${key.name}” created`)
          setRevealed({ key, reason: 'created' })
        }}
      />
      <ApiKeyActionConfirm
        action={confirming}
        onDone={() => setConfirming(null)}
        onRegenerated={(key) => {
          notify.success(`API key “${key.name}” regenerated`)
          setRevealed({ key, reason: 'regenerated' })
        }}
      />
      <ApiKeySecretDialog revealed={revealed} onClose={() => setRevealed(null)} />
    </section>
  )
}
