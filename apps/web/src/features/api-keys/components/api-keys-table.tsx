import { apiKeyScopeLabels } from '@folio/schema'
import type { ApiKey, ApiKeyScope } from '@folio/schema'
import { RefreshCw, Trash2 } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import {
  ActionsHeader,
  RowMenu,
  RowMenuItem,
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { Timestamp } from '@/components/ui/timestamp'

export type ApiKeyAction = { kind: 'regenerate' | 'revoke'; key: ApiKey }

export function ScopeBadge({ scope }: { scope: ApiKeyScope }) {
  return (
    <Badge tone={scope === 'read_write' ? 'warning' : 'neutral'}>{apiKeyScopeLabels[scope]}</Badge>
  )
}

function When({ value }: { value: string }) {
  return <Timestamp value={value} />
}

function KeyActionsMenu({
  apiKey,
  onAction,
}: {
  apiKey: ApiKey
  onAction: (action: ApiKeyAction) => void
}) {
  return (
    <RowMenu label={`Actions for ${apiKey.name}`}>
      <RowMenuItem icon={RefreshCw} onSelect={() => onAction({ kind: 'regenerate', key: apiKey })}>
        Regenerate
      </RowMenuItem>
      <DropdownMenuSeparator />
      <RowMenuItem
        icon={Trash2}
        tone="danger"
        onSelect={() => onAction({ kind: 'revoke', key: apiKey })}
      >
        Revoke
      </RowMenuItem>
    </RowMenu>
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
    <Table>
      <TableHead>
        <TableHeader>Name</TableHeader>
        <TableHeader className="hidden w-32 sm:table-cell">Scope</TableHeader>
        <TableHeader className="hidden w-44 md:table-cell">Key</TableHeader>
        <TableHeader className="hidden w-36 lg:table-cell">Created</TableHeader>
        <TableHeader className="hidden w-36 sm:table-cell">Last used</TableHeader>
        <ActionsHeader className="w-14" />
      </TableHead>
      <TableBody>
        {apiKeys.map((apiKey) => (
          <TableRow key={apiKey.id}>
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
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
