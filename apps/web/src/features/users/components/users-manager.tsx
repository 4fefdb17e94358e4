import { useQuery } from '@tanstack/react-query'
import { Search, SearchX, UserPlus, Users } from 'lucide-react'
import { useState } from 'react'

import { USERS_PAGE_SIZE, usersQuery } from '../api/get-users'
import type { UserAction } from '../user-actions'

import { InviteUserDialog } from './invite-user-dialog'
import { UserActionConfirm } from './user-action-confirm'
import { UserDetailsDialog } from './user-details-dialog'
import { UsersTable } from './users-table'

import { Button } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'

type ChangeAction = Exclude<UserAction, { kind: 'view' }>

/** The Users screen: search, the table with its actions, pagination and the invite dialog. */
export function UsersManager({ currentUserId }: { currentUserId: string | null }) {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [inviteOpen, setInviteOpen] = useState(false)
  const [viewing, setViewing] = useState<UserAction['user'] | null>(null)
  const [confirming, setConfirming] = useState<ChangeAction | null>(null)
  const q = useDebouncedValue(search.trim(), 300)
  const users = useQuery(usersQuery({ q: q || undefined, page, pageSize: USERS_PAGE_SIZE }))

  const onAction = (action: UserAction) => {
    if (action.kind === 'view') setViewing(action.user)
    else setConfirming(action)
  }

  const rows = users.data?.data ?? []
  const total = users.data?.meta.total ?? 0
  const pageSize = users.data?.meta.pageSize ?? USERS_PAGE_SIZE
  // Deleting the last user of the last page leaves it empty: step back to the new last page.
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  if (users.data && !users.isPlaceholderData && page > lastPage) setPage(lastPage)

  let body
  if (users.isPending) {
    body = <LoadingState label="Loading users..." />
  } else if (users.isError) {
    body = (
      <ErrorState
        title="Could not load users"
        message={errorMessage(users.error)}
        onRetry={() => void users.refetch()}
      />
    )
  } else if (rows.length === 0) {
    body = q ? (
      <EmptyState icon={SearchX} title={`No users match “${q}”`}>
        Try another name, email address or role.
      </EmptyState>
    ) : (
      <EmptyState
        icon={Users}
        title="No users yet"
        action={<Button onClick={() => setInviteOpen(true)}>Invite user</Button>}
      >
        Invite your team to start working together.
      </EmptyState>
    )
  } else {
    body = (
      <>
        <div aria-busy={users.isFetching} className={users.isPlaceholderData ? 'opacity-60' : ''}>
          <UsersTable users={rows} currentUserId={currentUserId} onAction={onAction} />
        </div>
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          noun="users"
          onPageChange={setPage}
        />
      </>
    )
  }

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            type="search"
            aria-label="Search users by name, email or role"
            placeholder="Search by name, email or role"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setPage(1)
            }}
            className="h-10 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-sm shadow-sm placeholder:text-muted-foreground/80 focus:outline-2 focus:outline-ring"
          />
        </div>
        <Button onClick={() => setInviteOpen(true)}>
          <UserPlus className="size-4" aria-hidden="true" />
          Invite user
        </Button>
      </div>

      <section
        aria-label="Users"
        className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      >
        {body}
      </section>

      <InviteUserDialog open={inviteOpen} onOpenChange={setInviteOpen} />
      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
      <UserActionConfirm action={confirming} onDone={() => setConfirming(null)} />
    </>
  )
}
