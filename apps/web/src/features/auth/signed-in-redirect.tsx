import { useEffect } from 'react'
import { useNavigate } from 'react-router'

import { hasStoredSession } from '@/lib/auth-storage'

/** An email link's result in the URL: a session or error in the fragment, or a PKCE code. */
function hasAuthResultInUrl(): boolean {
  const { hash, search } = window.location
  return /[#&](access_token|error)=/.test(hash) || /[?&]code=/.test(search)
}

/**
 * On the prerendered landing page: sends a signed-in visitor to the dashboard after hydration.
 * Renders nothing, so the markup matches the prerendered HTML; loads the auth client only when
 * a session is stored or an email link just landed here (links fall back to the site's root
 * when their redirect is not allowed), so other visitors download none of it.
 */
export function SignedInRedirect() {
  const navigate = useNavigate()

  useEffect(() => {
    if (!hasStoredSession() && !hasAuthResultInUrl()) return
    // A failed email link (expired, used): the login page explains it and offers a new one.
    if (/[#&]error=/.test(window.location.hash)) {
      void navigate(`/login${window.location.hash}`, { replace: true })
      return
    }
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
