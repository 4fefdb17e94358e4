import type { Connection } from '@folio/schema'
import { Bot, Trash2 } from 'lucide-react'

import { accessLabels } from './scope-labels'
import { UsageSparkline } from './usage-sparkline'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { Timestamp } from '@/components/ui/timestamp'

function When({ value }: { value: string }) {
  return <Timestamp value={value} />
}

const dt = 'text-xs font-medium text-muted-foreground'

/** One connection: its key, when it was last used, a week of requests and the MCP clients seen. */
export function ConnectionRow({
  connection,
  onRevoke,
}: {
  connection: Connection
  onRevoke: (connection: Connection) => void
}) {
  const titleId = `connection-${connection.id}-name`
  return (
    <article aria-labelledby={titleId} className="px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold break-words">
              {connection.name}
            </h3>
            <Badge tone={connection.scope === 'read_write' ? 'warning' : 'neutral'}>
              {accessLabels[connection.scope]}
            </Badge>
          </div>
          <p className="mt-0.5 text-xs text-muted-foreground">
            <code className="font-mono">{connection.prefix}…</code> · created{' '}
            <When value={connection.createdAt} />
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Revoke ${connection.name}`}
          onClick={() => onRevoke(connection)}
          className="text-danger"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Revoke
        </Button>
      </div>

      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className={dt}>Last used</dt>
          <dd className="mt-1 text-sm">
            {connection.lastUsedAt ? <When value={connection.lastUsedAt} /> : 'never'}
          </dd>
        </div>
        <div>
          <dt className={dt}>Requests, last 7 days</dt>
          <dd className="mt-1 flex items-center gap-3 text-sm">
            <span className="font-semibold tabular-nums">{connection.requestsLast7Days}</span>
            <UsageSparkline total={connection.requestsLast7Days} days={connection.requestsByDay} />
          </dd>
        </div>
        <div>
          <dt className={dt}>MCP clients</dt>
          <dd className="mt-1 text-sm">
            {connection.mcpClients.length === 0 ? (
              <span className="text-muted-foreground">No MCP clients yet</span>
            ) : (
              <ul
                aria-label={`MCP clients of ${connection.name}`}
                className="flex flex-wrap gap-1.5"
              >
                {connection.mcpClients.map((client) => (
                  <li key={`${client.name}@${client.version}`}>
                    <Badge tone="primary">
                      <Bot className="size-3" aria-hidden="true" />
                      <span
                        title={`First seen ${formatDateTime(client.firstSeenAt)}, last seen ${formatDateTime(client.lastSeenAt)}`}
                      >
                        {client.name} {client.version}
                      </span>
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </article>
  )
}
