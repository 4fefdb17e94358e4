import { roles } from '@folio/schema'
import type { UserSummary } from '@folio/schema'
import { Eye, KeyRound, MoreHorizontal, ShieldCheck, Trash2, UserCheck, UserX } from 'lucide-react'

import { canDelete } from '../user-actions'
import type { UserAction } from '../user-actions'

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
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
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${user.name || user.email}`}
        className="grid size-9 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'view', user })}>
          <Eye className={iconClass} aria-hidden="true" />
          View details
        </DropdownMenuItem>
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
              <DropdownMenuItem onSelect={() => onAction({ kind: 'suspend', user })}>
                <UserX className={iconClass} aria-hidden="true" />
                Suspend user
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => onAction({ kind: 'activate', user })}>
                <UserCheck className={iconClass} aria-hidden="true" />
                Activate user
              </DropdownMenuItem>
            )}
          </>
        )}
        <DropdownMenuItem onSelect={() => onAction({ kind: 'reset', user })}>
          <KeyRound className={iconClass} aria-hidden="true" />
          Reset password
        </DropdownMenuItem>
        {canDelete(user) && !isSelf && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem tone="danger" onSelect={() => onAction({ kind: 'delete', user })}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
