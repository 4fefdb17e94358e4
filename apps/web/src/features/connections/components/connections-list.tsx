import type { Connection } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Plug, RefreshCw } from 'lucide-react'
import { useState } from 'react'

import { connectionsQuery } from '../api/get-connections'

import { ConnectionRow } from './connection-row'
import { RevokeConnectionConfirm } from './revoke-connection-confirm'

import { Button } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'

/** Every key as a connection; a call shows up once the server has counted it (within seconds). */
export function ConnectionsList() {
  const connections = useQuery(connectionsQuery())
  const [revoking, setRevoking] = useState<Connection | null>(null)

  return (
    <section
      aria-labelledby="all-connections-title"
      className="rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-4 sm:px-6">
        <div>
          <h2 id="all-connections-title" className="font-semibold">
            All connections
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Every API key, its requests over the last 7 days and the MCP clients that used it.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void connections.refetch()}
          disabled={connections.isFetching}
        >
          <RefreshCw
            className={cn('size-4', connections.isFetching && 'animate-spin')}
            aria-hidden="true"
          />
          Refresh
        </Button>
      </div>

      {connections.isPending ? (
        <LoadingState label="Loading connections..." />
      ) : connections.isError ? (
        <ErrorState
          title="Could not load the connections"
          message={errorMessage(connections.error)}
          onRetry={() => void connections.refetch()}
        />
      ) : connections.data.length === 0 ? (
        <EmptyState icon={Plug} title="No connections yet: create a key above">
          Each app or assistant you connect shows up here with its requests.
        </EmptyState>
      ) : (
        <ul aria-label="Connections" className="divide-y divide-border">
          {connections.data.map((connection) => (
            <li key={connection.id}>
              <ConnectionRow connection={connection} onRevoke={setRevoking} />
            </li>
          ))}
        </ul>
      )}

      <RevokeConnectionConfirm connection={revoking} onDone={() => setRevoking(null)} />
    </section>
  )
}
