import { whenAuthResolved } from './auth-sync'
import { decideRoute } from './route-access'

/**
 * Where the landing page sends this visitor once the stored session is checked, or null to
 * stay. Loaded on demand by `SignedInRedirect`, so the landing bundle carries none of it.
 */
export async function landingRedirect(): Promise<string | null> {
  const state = await whenAuthResolved()
  const decision = decideRoute({
    path: '/',
    auth: { isResolved: state.isResolved, isAuthenticated: state.isAuthenticated },
    role: state.user?.role ?? null,
  })
  return decision.kind === 'redirect' ? decision.to : null
}
