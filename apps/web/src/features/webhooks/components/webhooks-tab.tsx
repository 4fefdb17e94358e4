import { webhookHeaders } from '@folio/schema'
import type { Webhook } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Plus, Webhook as WebhookIcon } from 'lucide-react'
import { useState } from 'react'

import { webhooksQuery } from '../api/get-webhooks'

import { DeliveryLogDialog } from './delivery-log-dialog'
import { WebhookActionConfirm } from './webhook-action-confirm'
import type { WebhookConfirmAction } from './webhook-action-confirm'
import { WebhookFormDialog } from './webhook-form-dialog'
import { WebhookSecretDialog } from './webhook-secret-dialog'
import type { RevealedSecret } from './webhook-secret-dialog'
import { WebhooksList } from './webhooks-list'
import type { WebhookAction } from './webhooks-list'

import { Button } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

type FormState = { open: false } | { open: true; webhook: Webhook | null }

/** Settings → Webhooks: the list, create and edit, secrets, tests and each delivery log. */
export function WebhooksTab() {
  const webhooks = useQuery(webhooksQuery())
  const [form, setForm] = useState<FormState>({ open: false })
  const [logOf, setLogOf] = useState<Webhook | null>(null)
  const [confirming, setConfirming] = useState<WebhookConfirmAction | null>(null)
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null)

  const onAction = ({ kind, webhook }: WebhookAction) => {
    if (kind === 'edit') setForm({ open: true, webhook })
    else if (kind === 'log') setLogOf(webhook)
    else setConfirming({ kind, webhook })
  }

  const createButton = (
    <Button onClick={() => setForm({ open: true, webhook: null })}>
      <Plus className="size-4" aria-hidden="true" />
      Create webhook
    </Button>
  )

  let body
  if (webhooks.isPending) body = <LoadingState label="Loading webhooks..." />
  else if (webhooks.isError)
    body = (
      <ErrorState
        title="Could not load webhooks"
        message={errorMessage(webhooks.error)}
        onRetry={() => void webhooks.refetch()}
      />
    )
  else if (webhooks.data.length === 0)
    body = (
      <EmptyState icon={WebhookIcon} title="No webhooks yet" action={createButton}>
        Let other systems know when content changes: rebuild a static site on publish, refresh a
        search index, post to a chat.
      </EmptyState>
    )
  else body = <WebhooksList webhooks={webhooks.data} onAction={onAction} />

  return (
    <section
      aria-labelledby="webhooks-title"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex flex-col gap-3 border-b border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 id="webhooks-title" className="font-semibold">
            Webhooks
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Folio POSTs a signed JSON body to each URL when a chosen event happens (header{' '}
            <code className="font-mono text-xs">{webhookHeaders.signature}</code>). Failed
            deliveries are retried with growing pauses.
          </p>
        </div>
        {webhooks.data && webhooks.data.length > 0 && (
          <div className="shrink-0">{createButton}</div>
        )}
      </div>
      {body}

      <WebhookFormDialog
        open={form.open}
        webhook={form.open ? form.webhook : null}
        onClose={() => setForm({ open: false })}
        onCreated={(webhook) => {
          notify.success(`Webhook “${webhook.name}” created`)
          setRevealed({ webhook, reason: 'created' })
        }}
      />
      <DeliveryLogDialog webhook={logOf} onClose={() => setLogOf(null)} />
      <WebhookActionConfirm
        action={confirming}
        onDone={() => setConfirming(null)}
        onRotated={(webhook) => setRevealed({ webhook, reason: 'rotated' })}
      />
      <WebhookSecretDialog revealed={revealed} onClose={() => setRevealed(null)} />
    </section>
  )
}
