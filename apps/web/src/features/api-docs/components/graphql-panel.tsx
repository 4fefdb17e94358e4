import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, LoaderCircle } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'

import { GRAPHQL_PATH, graphqlSdlQuery, runGraphql, saveGraphqlSdl } from '../api/graphql'
import type { GraphqlFetcher } from '../api/graphql'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { LoadingState } from '@/components/ui/loading'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

// GraphiQL (with its Monaco editors) loads when the tab first opens, never with the page.
const GraphqlExplorer = lazy(() =>
  import('./graphql-explorer').then((module) => ({ default: module.GraphqlExplorer })),
)

type RunAs = 'session' | 'key'

const runAsLabels: Record<RunAs, string> = { session: 'Your session', key: 'An API key' }

export const NO_KEY_MESSAGE = 'Enter an API key above to run queries with it.'

/**
 * The GraphQL tab: GraphiQL on `/api/v1/graphql`, run as the signed-in user (drafts included,
 * with their role's rights) or with an API key to see what an app with that key sees. The key
 * is shared with the Examples tab and lives only in this page's memory, never in storage.
 */
export function GraphqlPanel({
  apiKey,
  onApiKeyChange,
}: {
  apiKey: string
  onApiKeyChange: (key: string) => void
}) {
  const [runAs, setRunAs] = useState<RunAs>('session')
  // Read when a query runs: GraphiQL keeps one fetcher, so the schema is loaded only once.
  const credential = useRef({ runAs, apiKey })
  useEffect(() => {
    credential.current = { runAs, apiKey }
  }, [runAs, apiKey])

  const fetcher = useCallback<GraphqlFetcher>(async (params, options) => {
    const { runAs: as, apiKey: key } = credential.current
    if (as === 'key' && !key.trim()) throw new Error(NO_KEY_MESSAGE)
    return runGraphql(params, {
      apiKey: as === 'key' ? key.trim() : undefined,
      headers: options?.headers,
    })
  }, [])

  // Asked for while the explorer's chunk downloads, not after.
  const sdl = useQuery(graphqlSdlQuery())
  const queryClient = useQueryClient()
  const download = useMutation({
    // The model may have changed since the tab opened: the file is read afresh.
    mutationFn: async () =>
      saveGraphqlSdl(await queryClient.fetchQuery({ ...graphqlSdlQuery(), staleTime: 0 })),
    onError: (error) => notify.error(errorMessage(error, 'The schema could not be downloaded.')),
  })

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-medium" aria-hidden="true">
              Run queries as
            </span>
            <SegmentedControl
              label="Run queries as"
              options={['session', 'key'] as const}
              labels={runAsLabels}
              value={runAs}
              onChange={setRunAs}
            />
          </div>
          <p className="max-w-prose text-sm text-muted-foreground">
            {runAs === 'session'
              ? 'Queries run with your session: drafts included, with your role’s rights.'
              : 'Queries run as an app with this key would: read-only keys see published content only and cannot write.'}{' '}
            Requests go to <code className="font-mono text-foreground">{GRAPHQL_PATH}</code>.
          </p>
          {runAs === 'key' && (
            <div className="max-w-md">
              <TextField
                id="graphql-api-key"
                label="API key"
                type="password"
                placeholder="folio_..."
                value={apiKey}
                onChange={(event) => onApiKeyChange(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                hint="Stays in this page only; create keys in Settings → API."
              />
            </div>
          )}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          Download schema (SDL)
        </Button>
      </div>

      {sdl.isError && (
        <Alert title="The schema could not be loaded">
          {errorMessage(sdl.error)} Queries still run, without suggestions or docs.
        </Alert>
      )}

      {/*
        GraphiQL needs a fixed height and room for its editors: narrow screens scroll sideways.
        The inner box holds the editors' absolutely placed Monaco instances, so they scroll too.
      */}
      <div className="h-[75vh] min-h-[30rem] overflow-x-auto rounded-2xl border border-border bg-card shadow-sm">
        <div className="relative h-full min-w-[48rem]">
          <Suspense fallback={<LoadingState label="Loading the GraphQL explorer..." />}>
            <GraphqlExplorer fetcher={fetcher} sdl={sdl.data} />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
