import { PageHeader } from '@/components/layouts/page-header'
import { UsersManager } from '@/features/users/components/users-manager'
import { PageMeta } from '@/lib/page-meta'
import { useAuth } from '@/stores/auth'

/** `/users` (admins): the team, their roles and status. */
export function UsersPage() {
  const userId = useAuth((state) => state.user?.id ?? null)
  return (
    <>
      <PageMeta
        title="Users — Folio"
        description="Manage who can use Folio and what they may do."
      />
      <PageHeader
        title="Users"
        description="Invite people, choose their role, and suspend or remove access."
      />
      <UsersManager currentUserId={userId} />
    </>
  )
}
