import type { PluginState, PluginSummary } from '@folio/schema'
import { ExternalLink } from 'lucide-react'
import { useId } from 'react'
import type { ReactNode } from 'react'

import { useTogglePlugin } from '../api/plugins'
import { settingFields } from '../plugin-settings-fields'

import { PluginPermissionsForm } from './plugin-permissions-form'
import { PluginSettingsForm } from './plugin-settings-form'

import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import { Timestamp } from '@/components/ui/timestamp'
import { notify } from '@/stores/notifications'

const stateBadges: Record<PluginState, { label: string; tone: 'success' | 'danger' | 'neutral' }> =
  {
    running: { label: 'Running', tone: 'success' },
    failed: { label: 'Failed', tone: 'danger' },
    disabled: { label: 'Disabled', tone: 'neutral' },
  }

function StateBadge({ state }: { state: PluginState }) {
  const { label, tone } = stateBadges[state]
  return (
    <Badge tone={tone}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </Badge>
  )
}

function EnabledSwitch({ plugin, describedBy }: { plugin: PluginSummary; describedBy: string }) {
  const toggle = useTogglePlugin()
  const labelId = useId()
  return (
    <div className="flex items-center gap-2.5">
      <span id={labelId} className="text-sm font-medium">
        Enabled
      </span>
      <Switch
        // A failed plugin is still switched on: it failed while starting, and starts again with
        // Folio; switching it off is how an admin stops it being tried.
        checked={plugin.state !== 'disabled'}
        disabled={toggle.isPending}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        onChange={(enabled) =>
          toggle.mutate(
            { name: plugin.name, enabled },
            {
              onSuccess: () => notify.success(`${plugin.name} ${enabled ? 'enabled' : 'disabled'}`),
              onError: (error) =>
                notify.error(
                  errorMessage(
                    error,
                    `${plugin.name} could not be ${enabled ? 'enabled' : 'disabled'}.`,
                  ),
                ),
            },
          )
        }
      />
    </div>
  )
}

function ExternalLinkTo({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary-text underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}

/** One of the compact lists (dependencies, hooks, routes, jobs), or "None". */
function Detail({ title, entries }: { title: string; entries: readonly string[] }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </dt>
      <dd className="mt-1.5">
        {entries.length === 0 ? (
          <span className="text-sm text-muted-foreground">None</span>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {entries.map((entry) => (
              <li
                key={entry}
                className="max-w-full rounded-md bg-muted px-2 py-0.5 font-mono text-xs break-all"
              >
                {entry}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  )
}

function HandlerErrors({ plugin }: { plugin: PluginSummary }) {
  const count = plugin.errorsLast24h
  const last = count > 0 ? plugin.lastError : null
  return (
    <div className="text-sm">
      <p>
        <span className="text-muted-foreground">Handler errors (24 h):</span>{' '}
        <span className={count > 0 ? 'font-semibold text-danger' : 'font-semibold'}>{count}</span>
      </p>
      {last && (
        <p className="mt-1 text-muted-foreground">
          Last in <code className="font-mono text-xs text-foreground">{last.hook}</code>:{' '}
          <span className="break-words text-foreground">{last.message}</span> (
          <Timestamp value={last.at} />)
        </p>
      )}
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-border px-5 py-4 sm:px-6">
      <h4 className="mb-3 text-sm font-semibold">{title}</h4>
      {children}
    </div>
  )
}

/** A plugin: who made it, whether it runs, what it touches, and what it may do. */
export function PluginCard({ plugin }: { plugin: PluginSummary }) {
  const headingId = useId()
  const dependencies = Object.entries(plugin.dependencies).map(
    ([name, range]) => `${name} ${range}`,
  )
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="space-y-3 px-5 py-4 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 id={headingId} className="font-semibold break-all">
                {plugin.name}
              </h3>
              <span className="font-mono text-xs text-muted-foreground">v{plugin.version}</span>
              <StateBadge state={plugin.state} />
            </div>
            <p className="mt-1 text-sm text-pretty">{plugin.description}</p>
          </div>
          <EnabledSwitch plugin={plugin} describedBy={headingId} />
        </div>

        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>
            By <span className="text-foreground">{plugin.author}</span>
          </span>
          {plugin.homepage && <ExternalLinkTo href={plugin.homepage}>Homepage</ExternalLinkTo>}
          {plugin.repository && (
            <ExternalLinkTo href={plugin.repository}>Repository</ExternalLinkTo>
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          Loaded from <code className="font-mono break-all">{plugin.source}</code>
        </p>

        {plugin.state === 'failed' && (
          <Alert title="This plugin failed to start">
            {plugin.error ?? 'No reason was recorded.'}
          </Alert>
        )}

        <dl className="grid gap-4 pt-1 sm:grid-cols-2">
          <Detail title="Dependencies" entries={dependencies} />
          <Detail title="Hooks" entries={plugin.hooks} />
          <Detail title="Routes" entries={plugin.routes} />
          <Detail title="Jobs" entries={plugin.jobs} />
          {plugin.validators.length > 0 && (
            <Detail title="Field validators" entries={plugin.validators} />
          )}
        </dl>

        <HandlerErrors plugin={plugin} />
      </div>

      <Section title="Permissions">
        <PluginPermissionsForm plugin={plugin} />
      </Section>
      {settingFields(plugin.settingsSchema).length > 0 && (
        <Section title="Settings">
          <PluginSettingsForm plugin={plugin} />
        </Section>
      )}
    </article>
  )
}
