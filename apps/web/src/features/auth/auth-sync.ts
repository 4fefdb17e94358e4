import { isAuthRetryableFetchError, isAuthSessionMissingError } from '@supabase/auth-js'
import type { Session } from '@supabase/auth-js'

import { configureApiAuth } from '@/lib/api-client'
import { authClient, getAccessToken } from '@/lib/auth-client'
import { storedAccessToken } from '@/lib/auth-storage'
import { authStore, handleAuthEvent } from '@/stores/auth'

/** True when this tab stores the session an event carries (see `handleAuthEvent`). */
function isOwnSession(session: Session): boolean {
  return storedAccessToken() === session.access_token
}

let started = false
let lastCheck = 0
const CHECK_INTERVAL_MS = 60_000

/**
 * Asks the auth service whether the stored session still stands: it may have been signed out
 * from another device, or the user suspended. A definite no signs this tab out (the spec's
 * "failed session check logs out"); a network failure changes nothing.
 */
async function verifySession(): Promise<void> {
  lastCheck = Date.now()
  const { data } = await authClient.getSession()
  if (!data.session) return
  const { error } = await authClient.getUser()
  if (!error || isAuthRetryableFetchError(error)) return
  if (error.status === 401 || error.status === 403 || isAuthSessionMissingError(error)) {
    await authClient.signOut({ scope: 'local' })
    authStore.getState().logout()
  }
}

/**
 * Connects the auth client to the auth store, once: every auth-change event (including the
 * initial session and one arriving in an email link) updates the state, and `/api/v1` calls get
 * the access token. An error in an email link (an expired link) is shown on the login page.
 */
export function startAuthSync(): void {
  if (started) return
  started = true

  configureApiAuth({
    getAccessToken,
    // A 401 may mean the session was revoked elsewhere; asking the auth service settles it.
    onUnauthorized: () => void verifySession(),
  })

  authClient.onAuthStateChange((event, session) => {
    handleAuthEvent(authStore, event, session, isOwnSession)
  })

  void authClient.initialize().then(({ error }) => {
    if (error) authStore.getState().loginFailure(error.message)
    return verifySession()
  })

  // Coming back to the tab after a while: check again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > CHECK_INTERVAL_MS) {
      void verifySession()
    }
  })
}

/** Starts the sync if needed and resolves once the first session check has finished. */
export function whenAuthResolved(): Promise<ReturnType<typeof authStore.getState>> {
  startAuthSync()
  return new Promise((resolve) => {
    const current = authStore.getState()
    if (current.isResolved) {
      resolve(current)
      return
    }
    const unsubscribe = authStore.subscribe((state) => {
      if (!state.isResolved) return
      unsubscribe()
      resolve(state)
    })
  })
}
