import type { UserSummary } from '@folio/schema'

import { Badge } from '@/components/ui/badge'
import { roleLabels, statusLabels } from '@/config/roles'

export function RoleBadge({ role }: { role: UserSummary['role'] }) {
  return <Badge tone={role === 'admin' ? 'primary' : 'neutral'}>{roleLabels[role]}</Badge>
}

/** Active or Suspended; an invite nobody accepted yet says Invited. */
export function StatusBadge({ user }: { user: UserSummary }) {
  if (user.status === 'suspended') return <Badge tone="danger">{statusLabels.suspended}</Badge>
  if (user.invitedAt && !user.emailConfirmed) return <Badge tone="warning">Invited</Badge>
  return <Badge tone="success">{statusLabels.active}</Badge>
}
