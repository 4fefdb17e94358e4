import { useQuery } from '@tanstack/react-query'
import { FileJson, Search, SearchX } from 'lucide-react'
import { useDeferredValue, useMemo, useState } from 'react'

import { openApiDocumentQuery } from '../api/get-openapi-document'
import { endpointGroups, filterGroups } from '../openapi-model'

import { EndpointCard } from './endpoint-card'

import { Badge } from '@/components/ui/badge'
import { controlClass } from '@/components/ui/form-field'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'

const groupId = (name: string) => `endpoints-${name.toLowerCase().replace(/\W+/g, '-')}`

/** Every operation of the OpenAPI document, grouped by tag with the delivery API first. */
export function EndpointsPanel() {
  const document = useQuery(openApiDocumentQuery())
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const groups = useMemo(
    () => (document.data ? endpointGroups(document.data) : []),
    [document.data],
  )
  const shown = useMemo(() => filterGroups(groups, deferredQuery), [groups, deferredQuery])

  if (document.isPending) return <LoadingState label="Loading the API reference..." />
  if (document.isError) {
    return (
      <ErrorState
        title="Could not load the API reference"
        message={errorMessage(document.error)}
        onRetry={() => void document.refetch()}
      />
    )
  }

  const count = shown.reduce((total, group) => total + group.endpoints.length, 0)
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            type="search"
            aria-label="Filter endpoints"
            placeholder="Filter endpoints by path or name"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={cn(controlClass, 'border-input pl-9')}
          />
        </div>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span aria-live="polite">{plural(count, 'endpoint')}</span>
          <a
            href="/api/v1/openapi.json"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary-text hover:underline"
          >
            <FileJson className="size-4" aria-hidden="true" />
            openapi.json
          </a>
        </div>
      </div>

      {shown.length === 0 ? (
        <EmptyState icon={SearchX} title="No endpoints match">
          Try a path such as <code className="font-mono">/content</code> or a word such as
          &ldquo;webhook&rdquo;.
        </EmptyState>
      ) : (
        shown.map((group) => (
          <section
            key={group.name}
            aria-labelledby={groupId(group.name)}
            className="space-y-3"
            data-testid="endpoint-group"
          >
            <div>
              <h2
                id={groupId(group.name)}
                className="flex items-center gap-2 text-lg font-semibold"
              >
                {group.name}
                {group.name === 'Delivery' && <Badge tone="primary">API key</Badge>}
              </h2>
              {group.description && (
                <p className="mt-0.5 text-sm text-muted-foreground">{group.description}</p>
              )}
            </div>
            <div className="space-y-2">
              {group.endpoints.map((endpoint) => (
                <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  )
}
