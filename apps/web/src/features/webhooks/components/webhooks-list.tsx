import { webhookEventLabels } from '@folio/schema'
import type { Webhook } from '@folio/schema'
import { History, Pencil, RefreshCw, Trash2 } from 'lucide-react'

import { useUpdateWebhook } from '../api/webhook-mutations'

import { DeliveryStatusBadge } from './delivery-status-badge'
import { SendTestButton } from './send-test-button'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import { Switch } from '@/components/ui/switch'
import { RowMenu, RowMenuItem } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'
import { plural } from '@/lib/format'

export type WebhookAction = { kind: 'edit' | 'log' | 'rotate' | 'delete'; webhook: Webhook }

function EnabledSwitch({ webhook, className }: { webhook: Webhook; className?: string }) {
  const update = useUpdateWebhook()
  const checked = (update.isPending ? update.variables.input.enabled : undefined) ?? webhook.enabled
  return (
    <Switch
      checked={checked}
      disabled={update.isPending}
      aria-label={`Enabled: ${webhook.name}`}
      className={className}
      onChange={(enabled) =>
        update.mutate(
          {
            id: webhook.id,
            input: { name: webhook.name, url: webhook.url, events: webhook.events, enabled },
          },
          {
            onSuccess: (saved) =>
              notify.success(`Webhook “${saved.name}” ${saved.enabled ? 'enabled' : 'disabled'}`),
            onError: (error) =>
              notify.error(errorMessage(error, 'The webhook could not be changed.')),
          },
        )
      }
    />
  )
}

function WebhookMenu({
  webhook,
  onAction,
}: {
  webhook: Webhook
  onAction: (action: WebhookAction) => void
}) {
  return (
    <RowMenu label={`Actions for ${webhook.name}`}>
      <RowMenuItem icon={Pencil} onSelect={() => onAction({ kind: 'edit', webhook })}>
        Edit
      </RowMenuItem>
      <RowMenuItem icon={RefreshCw} onSelect={() => onAction({ kind: 'rotate', webhook })}>
        Rotate secret
      </RowMenuItem>
      <DropdownMenuSeparator />
      <RowMenuItem
        icon={Trash2}
        tone="danger"
        onSelect={() => onAction({ kind: 'delete', webhook })}
      >
        Delete
      </RowMenuItem>
    </RowMenu>
  )
}

/** Each webhook with its URL, events, health and switch; actions wrap under it on phones. */
export function WebhooksList({
  webhooks,
  onAction,
}: {
  webhooks: Webhook[]
  onAction: (action: WebhookAction) => void
}) {
  return (
    <ul className="divide-y divide-border">
      {webhooks.map((webhook) => {
        const events = webhook.events.map((event) => webhookEventLabels[event]).join(', ')
        return (
          <li
            key={webhook.id}
            aria-label={webhook.name}
            className="flex flex-col gap-3 px-5 py-4 sm:px-6 lg:flex-row lg:items-center"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="truncate font-medium">{webhook.name}</h3>
                {!webhook.enabled && <Badge>Disabled</Badge>}
                <DeliveryStatusBadge status={webhook.lastDeliveryStatus} />
              </div>
              <p className="mt-0.5 truncate font-mono text-xs text-muted-foreground">
                {webhook.url}
              </p>
              <p className="mt-1 text-xs text-muted-foreground" title={events}>
                {plural(webhook.events.length, 'event')}
                <span className="hidden sm:inline">: {events}</span>
              </p>
            </div>
            <div className="flex items-center gap-2">
              <EnabledSwitch webhook={webhook} className="mr-1 lg:mr-2" />
              <SendTestButton webhookId={webhook.id} webhookName={webhook.name} compact />
              <Button
                variant="secondary"
                size="sm"
                aria-label="Delivery log"
                onClick={() => onAction({ kind: 'log', webhook })}
              >
                <History className="size-4" aria-hidden="true" />
                <span className="sm:hidden">Log</span>
                <span className="max-sm:hidden">Delivery log</span>
              </Button>
              <WebhookMenu webhook={webhook} onAction={onAction} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
