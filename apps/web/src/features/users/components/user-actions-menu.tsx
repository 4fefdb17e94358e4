import { roles } from '@folio/schema'
import type { UserSummary } from '@folio/schema'
import { Eye, KeyRound, ShieldCheck, Trash2, UserCheck, UserX } from 'lucide-react'

import { canDelete } from '../user-actions'
import type { UserAction } from '../user-actions'

import {
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '@/components/ui/dropdown-menu'
import { RowMenu, RowMenuItem } from '@/components/ui/table'
import { roleLabels } from '@/config/roles'

const iconClass = 'size-4 text-muted-foreground'

/** View details, change role, suspend or activate, reset password, delete (not for admins). */
export function UserActionsMenu({
  user,
  isSelf,
  onAction,
}: {
  user: UserSummary
  isSelf: boolean
  onAction: (action: UserAction) => void
}) {
  return (
    <RowMenu label={`Actions for ${user.name || user.email}`}>
      <RowMenuItem icon={Eye} onSelect={() => onAction({ kind: 'view', user })}>
        View details
      </RowMenuItem>
      {!isSelf && (
        <>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <ShieldCheck className={iconClass} aria-hidden="true" />
              Change role
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuRadioGroup
                value={user.role}
                onValueChange={(value) => {
                  const role = roles.find((candidate) => candidate === value)
                  if (role && role !== user.role) onAction({ kind: 'role', user, role })
                }}
              >
                {roles.map((role) => (
                  <DropdownMenuRadioItem key={role} value={role}>
                    {roleLabels[role]}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          {user.status === 'active' ? (
            <RowMenuItem icon={UserX} onSelect={() => onAction({ kind: 'suspend', user })}>
              Suspend user
            </RowMenuItem>
          ) : (
            <RowMenuItem icon={UserCheck} onSelect={() => onAction({ kind: 'activate', user })}>
              Activate user
            </RowMenuItem>
          )}
        </>
      )}
      <RowMenuItem icon={KeyRound} onSelect={() => onAction({ kind: 'reset', user })}>
        Reset password
      </RowMenuItem>
      {canDelete(user) && !isSelf && (
        <>
          <DropdownMenuSeparator />
          <RowMenuItem
            icon={Trash2}
            tone="danger"
            onSelect={() => onAction({ kind: 'delete', user })}
          >
            Delete
          </RowMenuItem>
        </>
      )}
    </RowMenu>
  )
}
