import { ArrowLeft, Compass } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { PageMeta } from '@/lib/page-meta'
import { hasStoredSession } from '@/lib/auth-storage'

export const notFoundMeta = {
  title: 'Page Not Found — Folio',
  description: 'The page you are looking for does not exist or has been moved.',
}

const noSubscription = () => () => {}

/**
 * Any path the app does not know. The server answers these with a 404 status. Signed-in people
 * go back to their dashboard; visitors go back to the home page, which is all they have.
 */
export function NotFoundPage() {
  // The prerendered page is the visitor's; after hydration a stored session makes it the user's.
  const signedIn = useSyncExternalStore(noSubscription, hasStoredSession, () => false)
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <PageMeta {...notFoundMeta} />
      <span className="grid size-16 place-items-center rounded-2xl bg-primary-soft text-primary-text">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary-text uppercase">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-pretty text-muted-foreground">
        The page you are looking for does not exist or has been moved.
      </p>
      <Link
        to={signedIn ? '/dashboard' : '/'}
        className={buttonClass({ size: 'lg', className: 'mt-10' })}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {signedIn ? 'Back to Dashboard' : 'Back to home'}
      </Link>
    </Container>
  )
}
