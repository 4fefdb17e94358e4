import { useEffect } from 'react'
import { useNavigate } from 'react-router'

import { hasStoredSession } from '@/lib/auth-storage'

/**
 * On the prerendered landing page: sends a signed-in visitor to the dashboard after hydration.
 * Renders nothing, so the markup matches the prerendered HTML; loads the auth client only when
 * a session is stored, so signed-out visitors download none of it.
 */
export function SignedInRedirect() {
  const navigate = useNavigate()

  useEffect(() => {
    if (!hasStoredSession()) return
    let active = true
    void import('./landing-redirect')
      .then(({ landingRedirect }) => landingRedirect())
      .then((to) => {
        if (active && to) void navigate(to, { replace: true })
      })
    return () => {
      active = false
    }
  }, [navigate])

  return null
}
