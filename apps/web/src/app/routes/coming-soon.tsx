import { ArrowLeft, Hammer } from 'lucide-react'
import { Link, useLocation } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { PageMeta } from '@/lib/page-meta'

// Loaded lazily: these placeholders hold the sign-in and application routes until their
// screens are built, and must never add weight to the public pages.

const screenNames: Record<string, string> = {
  dashboard: 'Dashboard',
  'content-types': 'Content Types',
  content: 'Content',
  media: 'Media Library',
  navigation: 'Navigation',
  workflow: 'Workflow',
  'ai-assistant': 'AI Assistant',
  users: 'Users',
  settings: 'Settings',
  api: 'API',
  payment: 'Payment',
}

function copyFor(pathname: string) {
  const segment = pathname.split('/')[1] ?? ''
  if (segment === 'login') {
    return { name: 'Sign in', heading: 'Sign-in is coming soon' }
  }
  if (segment === 'signup') {
    return { name: 'Create account', heading: 'Sign-up is coming soon' }
  }
  const name = screenNames[segment] ?? 'This screen'
  return { name, heading: `${name} is coming soon` }
}

/** Placeholder for `/login`, `/signup` and the application screens. */
export function ComingSoonPage() {
  const { pathname } = useLocation()
  const { name, heading } = copyFor(pathname)

  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <PageMeta
        title={`${name} — Folio`}
        description="This part of Folio is being built and will be available soon."
      />
      <span className="grid size-16 place-items-center rounded-2xl bg-primary-soft text-primary-text">
        <Hammer className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
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
