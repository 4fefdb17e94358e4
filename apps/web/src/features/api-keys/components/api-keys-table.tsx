import { apiKeyScopeLabels } from '@folio/schema'
import type { ApiKey, ApiKeyScope } from '@folio/schema'
import { MoreHorizontal, RefreshCw, Trash2 } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { formatDateTime, formatRelative } from '@/lib/format-date'

export type ApiKeyAction = { kind: 'regenerate' | 'revoke'; key: ApiKey }

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase'

export function ScopeBadge({ scope }: { scope: ApiKeyScope }) {
  return (
    <Badge tone={scope === 'read_write' ? 'warning' : 'neutral'}>{apiKeyScopeLabels[scope]}</Badge>
  )
}

function When({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatRelative(value)}
    </time>
  )
}

function KeyActionsMenu({
  apiKey,
  onAction,
}: {
  apiKey: ApiKey
  onAction: (action: ApiKeyAction) => void
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${apiKey.name}`}
        className="grid size-9 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'regenerate', key: apiKey })}>
          <RefreshCw className="size-4 text-muted-foreground" aria-hidden="true" />
          Regenerate
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => onAction({ kind: 'revoke', key: apiKey })}>
          <Trash2 className="size-4" aria-hidden="true" />
          Revoke
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** Keys with scope, visible prefix, creation and last use; details fold under the name on phones. */
export function ApiKeysTable({
  apiKeys,
  onAction,
}: {
  apiKeys: ApiKey[]
  onAction: (action: ApiKeyAction) => void
}) {
  return (
    <table className="w-full table-fixed text-sm">
      <thead className="border-b border-border bg-surface">
        <tr>
          <th scope="col" className={th}>
            Name
          </th>
          <th scope="col" className={`${th} hidden w-32 sm:table-cell`}>
            Scope
          </th>
          <th scope="col" className={`${th} hidden w-44 md:table-cell`}>
            Key
          </th>
          <th scope="col" className={`${th} hidden w-36 lg:table-cell`}>
            Created
          </th>
          <th scope="col" className={`${th} hidden w-36 sm:table-cell`}>
            Last used
          </th>
          <th scope="col" className={`${th} w-14`}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {apiKeys.map((apiKey) => (
          <tr key={apiKey.id} className="hover:bg-surface/60">
            <td className="px-4 py-3">
              <p className="truncate font-medium">{apiKey.name}</p>
              <code className="mt-0.5 block truncate font-mono text-xs text-muted-foreground md:hidden">
                {apiKey.prefix}…
              </code>
              <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground sm:hidden">
                <ScopeBadge scope={apiKey.scope} />
                <span>
                  Last used {apiKey.lastUsedAt ? <When value={apiKey.lastUsedAt} /> : 'never'}
                </span>
              </div>
            </td>
            <td className="hidden px-4 py-3 sm:table-cell">
              <ScopeBadge scope={apiKey.scope} />
            </td>
            <td className="hidden px-4 py-3 md:table-cell">
              <code className="block truncate font-mono text-xs">{apiKey.prefix}…</code>
            </td>
            <td className="hidden px-4 py-3 text-muted-foreground lg:table-cell">
              <When value={apiKey.createdAt} />
            </td>
            <td className="hidden px-4 py-3 text-muted-foreground sm:table-cell">
              {apiKey.lastUsedAt ? <When value={apiKey.lastUsedAt} /> : 'Never'}
            </td>
            <td className="px-2 py-3 text-right">
              <KeyActionsMenu apiKey={apiKey} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
