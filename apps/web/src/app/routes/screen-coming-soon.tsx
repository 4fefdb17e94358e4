import { Hammer } from 'lucide-react'
import { Link, useLocation } from 'react-router'

import { PageHeader } from '@/components/layouts/page-header'
import { buttonClass } from '@/components/ui/button'
import { screenFor } from '@/config/app-screens'
import { PageMeta } from '@/lib/page-meta'

/** A screen of the shell that a later update builds: says so honestly, inside the shell. */
export function ScreenComingSoonPage() {
  const { pathname } = useLocation()
  const screen = screenFor(pathname)
  const name = screen?.label ?? 'This screen'
  const Icon = screen?.icon ?? Hammer

  return (
    <>
      <PageMeta title={`${name} — Folio`} description={`${name} in Folio.`} />
      <PageHeader title={name} />
      <section className="rounded-2xl border border-border bg-card px-6 py-16 text-center shadow-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary-text">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-5 text-xl font-semibold">{name} is coming soon</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-pretty text-muted-foreground">
          This screen is being built and arrives in an upcoming update of Folio.
        </p>
        <Link to="/dashboard" className={buttonClass({ variant: 'secondary', className: 'mt-6' })}>
          Back to dashboard
        </Link>
      </section>
    </>
  )
}
