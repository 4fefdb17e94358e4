import type { UserSummary } from '@folio/schema'

import type { UserAction } from '../user-actions'

import { UserActionsMenu } from './user-actions-menu'
import { RoleBadge, StatusBadge } from './user-badges'

import { Avatar } from '@/components/ui/avatar'
import {
  ActionsHeader,
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { Timestamp } from '@/components/ui/timestamp'

/** Users with their role, status and last sign-in; role and status fold under the name on phones. */
export function UsersTable({
  users,
  currentUserId,
  onAction,
}: {
  users: UserSummary[]
  currentUserId: string | null
  onAction: (action: UserAction) => void
}) {
  return (
    <Table>
      <TableHead>
        <TableHeader>User</TableHeader>
        <TableHeader className="hidden w-28 sm:table-cell">Role</TableHeader>
        <TableHeader className="hidden w-32 sm:table-cell">Status</TableHeader>
        <TableHeader className="hidden w-40 lg:table-cell">Last login</TableHeader>
        <ActionsHeader className="w-16" />
      </TableHead>
      <TableBody>
        {users.map((user) => {
          const isSelf = user.id === currentUserId
          return (
            <TableRow key={user.id}>
              <td className="px-4 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar name={user.name || user.email} src={user.avatarUrl} size="md" />
                  <div className="min-w-0">
                    <p className="truncate font-medium">
                      {user.name || user.email.split('@')[0]}
                      {isSelf && (
                        <span className="ml-1.5 text-xs text-muted-foreground">(you)</span>
                      )}
                    </p>
                    <p className="truncate text-muted-foreground">{user.email}</p>
                    <div className="mt-1.5 flex flex-wrap gap-1.5 sm:hidden">
                      <RoleBadge role={user.role} />
                      <StatusBadge user={user} />
                    </div>
                  </div>
                </div>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <RoleBadge role={user.role} />
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <StatusBadge user={user} />
              </td>
              <td className="hidden px-4 py-3 text-muted-foreground lg:table-cell">
                {user.lastLoginAt ? <Timestamp value={user.lastLoginAt} /> : 'Never'}
              </td>
              <td className="px-2 py-3 text-right">
                <UserActionsMenu user={user} isSelf={isSelf} onAction={onAction} />
              </td>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
