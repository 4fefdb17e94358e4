import { isAdmin, isEditor } from '@folio/schema'
import { ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'

import { roleLabels } from '@/config/roles'
import { PageHeader } from '@/components/layouts/page-header'
import { Badge } from '@/components/ui/badge'
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview'
import { PageMeta } from '@/lib/page-meta'
import { verifiedTotpFactor } from '@/lib/session-user'
import { useAuth } from '@/stores/auth'

function greeting(hour: number) {
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}

/** `/dashboard`: the state of the content at a glance. */
export function DashboardPage() {
  const user = useAuth((state) => state.user)
  if (!user) return null
  const firstName = user.name.split(/\s+/)[0] ?? user.name

  return (
    <>
      <PageMeta title="Dashboard — Folio" description="Your Folio dashboard." />
      <PageHeader
        title={`${greeting(new Date().getHours())}, ${firstName}`}
        description={
          <>
            Signed in as {user.email} · <Badge tone="primary">{roleLabels[user.role]}</Badge>
          </>
        }
      />
      <DashboardOverview canEdit={isEditor(user.role)} canConnect={isAdmin(user.role)} />

      {!verifiedTotpFactor(user) && (
        <section className="mt-4 flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center">
          <ShieldCheck className="size-6 shrink-0 text-primary-text" aria-hidden="true" />
          <div className="flex-1">
            <h2 className="font-semibold">Protect your account</h2>
            <p className="text-sm text-muted-foreground">
              Add an authenticator app so a password alone cannot open your account.
            </p>
          </div>
          <Link
            to="/profile#security"
            className="text-sm font-semibold text-primary-text hover:underline"
          >
            Set up two-factor authentication
          </Link>
        </section>
      )}
    </>
  )
}
