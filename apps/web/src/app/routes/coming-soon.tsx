import { ArrowLeft, Hammer } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { PageMeta } from '@/lib/page-meta'

/** Placeholder for `/payment/*` (the payment return page) until payments are built. */
export function ComingSoonPage() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <PageMeta
        title="Payment — Folio"
        description="This part of Folio is being built and will be available soon."
      />
      <span className="grid size-16 place-items-center rounded-2xl bg-primary-soft text-primary-text">
        <Hammer className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        Payments are coming soon
      </h1>
      <p className="mt-4 max-w-md text-lg text-pretty text-muted-foreground">
        We are putting the finishing touches on this part of Folio. In the meantime, have a look
        around the documentation.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass({ size: 'lg' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
        <Link to="/docs" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          Read the docs
        </Link>
      </div>
    </Container>
  )
}
