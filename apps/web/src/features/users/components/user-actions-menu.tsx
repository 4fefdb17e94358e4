import { roles } from '@folio/schema'
import type { UserSummary } from '@folio/schema'
import { Eye, KeyRound, ShieldCheck, Trash2, UserCheck, UserX } from 'lucide-react'

import { canDelete } from '../user-actions'
import type { UserAction } from '../user-actions'

import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '@/components/ui/dropdown-menu'
import { RowMenu, RowMenuItem } from '@/components/ui/table'
import { roleLabels } from '@/config/roles'
import { useMediaQuery } from '@/lib/use-media-query'

const iconClass = 'size-4 text-muted-foreground'

/** Room for the menu and its role submenu side by side; narrower, the roles sit in the menu. */
const FLYOUT_QUERY = '(min-width: 640px)'

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
  // A submenu flies out beside the menu where there is room (Radix keeps it open while the
  // pointer crosses to it); on a phone it would run off the screen, so the roles sit inline.
  const flyout = useMediaQuery(FLYOUT_QUERY)
  const roleChoices = (
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
  )
  return (
    <RowMenu label={`Actions for ${user.name || user.email}`}>
      <RowMenuItem icon={Eye} onSelect={() => onAction({ kind: 'view', user })}>
        View details
      </RowMenuItem>
      {!isSelf && (
        <>
          {flyout ? (
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>
                <ShieldCheck className={iconClass} aria-hidden="true" />
                Change role
              </DropdownMenuSubTrigger>
              <DropdownMenuSubContent>{roleChoices}</DropdownMenuSubContent>
            </DropdownMenuSub>
          ) : (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>Change role</DropdownMenuLabel>
              {roleChoices}
              <DropdownMenuSeparator />
            </>
          )}
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
