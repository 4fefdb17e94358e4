import { AppShell } from '@/app/app-shell/app-shell'
import { FullPageLoading } from '@/components/ui/loading'
import { logout } from '@/features/auth/auth-actions'
import { CommandPalette } from '@/features/search/components/command-palette'
import { useAuth } from '@/stores/auth'

/** The shell around every signed-in screen, with the signed-in user's details. */
export function AppLayout() {
  const user = useAuth((state) => state.user)
  // The route guard lets no one in without a user; this covers the moment of signing out.
  if (!user) return <FullPageLoading />
  return (
    <AppShell
      user={user}
      search={<CommandPalette role={user.role} />}
      onSignOut={() => void logout({ byUser: true })}
    />
  )
}
