import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'

import { decideRoute } from '../route-access'

import { FullPageLoading } from '@/components/ui/loading'
import { useAuth } from '@/stores/auth'

/** Where the guard sent a signed-out visitor from (read by the login page after sign-in). */
export interface IntendedState {
  from?: string
}

/** Applies the route table to the current path: Loading..., a redirect, or the page. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation()
  const isResolved = useAuth((state) => state.isResolved)
  const isAuthenticated = useAuth((state) => state.isAuthenticated)
  const role = useAuth((state) => state.user?.role ?? null)
  const signedOutByUser = useAuth((state) => state.signedOutByUser)
  const clearError = useAuth((state) => state.clearError)
  const intended = (location.state as IntendedState | null)?.from

  // An auth error belongs to the page it happened on. Only a real change of path clears it,
  // so an error found on arrival (an expired email link) stays on screen.
  const previousPath = useRef(location.pathname)
  useEffect(() => {
    if (previousPath.current === location.pathname) return
    previousPath.current = location.pathname
    clearError()
  }, [location.pathname, clearError])

  const decision = decideRoute({
    path: location.pathname,
    auth: { isResolved, isAuthenticated },
    role,
    intended,
  })

  if (decision.kind === 'loading') return <FullPageLoading />
  if (decision.kind === 'redirect') {
    const from = `${location.pathname}${location.search}${location.hash}`
    return (
      <Navigate
        to={decision.to}
        replace
        state={
          decision.rememberIntended && !signedOutByUser
            ? ({ from } satisfies IntendedState)
            : undefined
        }
      />
    )
  }
  return children
}
