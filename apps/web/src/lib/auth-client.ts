import { AuthClient } from '@supabase/auth-js'

import { AUTH_STORAGE_KEY, authStorage } from './auth-storage'

/**
 * The one auth client of the web app, talking to Folio's GoTrue-compatible service at
 * `/auth/v1`. The session is persisted through `authStorage` (Remember me decides where) and
 * refreshed automatically; email links land with the session in the URL fragment, which
 * `detectSessionInUrl` picks up on load.
 */
export const authClient = new AuthClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: AUTH_STORAGE_KEY,
  storage: authStorage,
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
})

/** The current access token, refreshed first when it is about to expire. */
export async function getAccessToken(): Promise<string | null> {
  const { data } = await authClient.getSession()
  return data.session?.access_token ?? null
}
