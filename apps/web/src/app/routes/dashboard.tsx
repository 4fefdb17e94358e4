import { isAdmin } from '@folio/schema'
import { ArrowRight, ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'

import { roleLabels } from '@/config/roles'
import { PageHeader } from '@/components/layouts/page-header'
import { Badge } from '@/components/ui/badge'
import { appScreens } from '@/config/app-screens'
import { PageMeta } from '@/lib/page-meta'
import { verifiedTotpFactor } from '@/lib/session-user'
import { useAuth } from '@/stores/auth'

const roleBlurbs = {
  admin: 'You can manage content, content types, users, settings and API access.',
  editor: 'You can create and edit content and media, run workflows and use the AI assistant.',
  viewer: 'You can browse everything in Folio; ask an admin if you need to make changes.',
} as const

function greeting(hour: number) {
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}

/** `/dashboard`: a welcome until the dashboard's statistics arrive in a later update. */
export function DashboardPage() {
  const user = useAuth((state) => state.user)
  if (!user) return null
  const firstName = user.name.split(/\s+/)[0] ?? user.name
  const screens = appScreens.filter(
    (screen) =>
      screen.inSidebar && screen.path !== '/dashboard' && (!screen.adminOnly || isAdmin(user.role)),
  )

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
      <section className="rounded-2xl border border-border bg-card p-6 shadow-sm">
        <h2 className="font-semibold">Welcome to Folio</h2>
        <p className="mt-1 text-sm text-muted-foreground">{roleBlurbs[user.role]}</p>
        <p className="mt-3 text-sm text-muted-foreground">
          Statistics, recent content and workflow status will appear here soon.
        </p>
      </section>

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

      <h2 className="mt-8 mb-3 text-sm font-semibold text-muted-foreground">Jump to</h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {screens.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <Link
              to={path}
              className="group flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary"
            >
              <span className="grid size-9 place-items-center rounded-lg bg-primary-soft text-primary-text">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex-1 font-medium">{label}</span>
              <ArrowRight
                className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
