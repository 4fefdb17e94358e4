import { useQuery } from '@tanstack/react-query'
import { Puzzle } from 'lucide-react'

import { pluginsQuery } from '../api/plugins'

import { PluginCard } from './plugin-card'

import { EmptyState, ErrorState } from '@/components/ui/states'
import { ApiError, errorMessage } from '@/lib/api-client'

/** Two card outlines while the list loads, so the page does not jump when it arrives. */
function PluginsSkeleton() {
  return (
    <div role="status" aria-label="Loading plugins" className="space-y-4">
      {[0, 1].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="space-y-3 rounded-2xl border border-border bg-card px-5 py-4 shadow-sm sm:px-6"
        >
          <div className="flex items-center justify-between gap-4">
            <div className="h-4 w-40 animate-pulse rounded bg-muted" />
            <div className="h-6 w-11 animate-pulse rounded-full bg-muted" />
          </div>
          <div className="h-3.5 w-3/4 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
          <div className="grid gap-4 pt-2 sm:grid-cols-2">
            <div className="h-10 animate-pulse rounded bg-muted" />
            <div className="h-10 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  )
}

const boxed = 'rounded-2xl border border-border bg-card shadow-sm'

/**
 * Settings → Plugins (admins): every plugin Folio found at start, whether it runs, and what it
 * may do. Plugins are installed on the server; this tab switches them on and off, grants their
 * permissions and edits their settings.
 */
export function PluginsTab() {
  const plugins = useQuery(pluginsQuery())

  let body
  if (plugins.isPending) body = <PluginsSkeleton />
  else if (plugins.isError) {
    // Asking again will not make a non-admin an admin: only other failures offer a retry.
    const forbidden = plugins.error instanceof ApiError && plugins.error.status === 403
    body = (
      <ErrorState
        title="Could not load plugins"
        message={errorMessage(plugins.error)}
        onRetry={forbidden ? undefined : () => void plugins.refetch()}
        className={boxed}
      />
    )
  } else if (plugins.data.length === 0)
    body = (
      <EmptyState icon={Puzzle} title="No plugins installed" className={boxed}>
        <p>
          Put a plugin folder in <code className="font-mono text-xs">DATA_DIR/plugins</code> or list
          it in <code className="font-mono text-xs">FOLIO_PLUGINS</code>, then restart Folio.
        </p>
        <p className="mt-2">
          How to write one is in the plugin guide,{' '}
          <code className="font-mono text-xs">docs/plugins.md</code>.
        </p>
      </EmptyState>
    )
  else
    body = (
      <ul aria-label="Installed plugins" className="space-y-4">
        {plugins.data.map((plugin) => (
          <li key={plugin.name}>
            <PluginCard plugin={plugin} />
          </li>
        ))}
      </ul>
    )

  return (
    <section aria-labelledby="plugins-title" className="space-y-4">
      <div>
        <h2 id="plugins-title" className="font-semibold">
          Plugins
        </h2>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">
          Plugins add hooks, routes and jobs to Folio. Each one runs with only the permissions you
          grant it here.
        </p>
      </div>
      {body}
    </section>
  )
}
