import type { UserSummary } from '@folio/schema'
import type { ReactNode } from 'react'

import { RoleBadge, StatusBadge } from './user-badges'

import { Avatar } from '@/components/ui/avatar'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { roleDescriptions } from '@/config/roles'
import { formatDateTime } from '@/lib/format'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
      <dt className="w-36 shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  )
}

const when = (value: string | null, none: string) => (value ? formatDateTime(value) : none)

/** A side panel with everything the Users page knows about one user. */
export function UserDetailsDialog({
  user,
  onClose,
}: {
  user: UserSummary | null
  onClose: () => void
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent title="User details" variant="right">
          <div className="flex items-center gap-4">
            <Avatar name={user.name || user.email} src={user.avatarUrl} size="lg" />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold">{user.name || '—'}</p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              <div className="mt-2 flex gap-1.5">
                <RoleBadge role={user.role} />
                <StatusBadge user={user} />
              </div>
            </div>
          </div>
          <dl className="mt-6 divide-y divide-border border-y border-border">
            <Row label="Role">{roleDescriptions[user.role]}</Row>
            <Row label="Email confirmed">{user.emailConfirmed ? 'Yes' : 'Not yet'}</Row>
            <Row label="Two-factor">{user.mfaEnabled ? 'Authenticator app' : 'Off'}</Row>
            <Row label="Invited">{when(user.invitedAt, '—')}</Row>
            <Row label="Created">{formatDateTime(user.createdAt)}</Row>
            <Row label="Last login">{when(user.lastLoginAt, 'Never')}</Row>
            <Row label="User ID">
              <code className="font-mono text-xs">{user.id}</code>
            </Row>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  )
}
