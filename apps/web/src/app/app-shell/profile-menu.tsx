import { isAdmin } from '@folio/schema'
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react'
import { useNavigate } from 'react-router'

import type { ShellUser } from '@/app/app-shell/shell-user'

import { Avatar } from '@/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { roleLabels } from '@/config/roles'

/** Avatar and name; opens Your Profile, Settings (admins) and Sign out. */
export function ProfileMenu({ user, onSignOut }: { user: ShellUser; onSignOut: () => void }) {
  const navigate = useNavigate()
  const admin = isAdmin(user.role)

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${user.name}`}
        className="flex items-center gap-2 rounded-lg p-1 text-left hover:bg-muted sm:pr-2"
      >
        <Avatar name={user.name} src={user.avatarUrl} />
        <span className="hidden max-w-36 truncate text-sm font-medium lg:block">{user.name}</span>
        <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="flex items-center gap-3 px-2.5 py-2.5">
          <Avatar name={user.name} src={user.avatarUrl} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            <p className="mt-0.5 text-xs font-medium text-primary-text">{roleLabels[user.role]}</p>
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/profile')}>
          <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
          Your Profile
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!admin} onSelect={() => void navigate('/settings')}>
          <Settings className="size-4 text-muted-foreground" aria-hidden="true" />
          Settings
          {!admin && <span className="ml-auto text-xs text-muted-foreground">Admins only</span>}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut className="size-4 text-muted-foreground" aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
