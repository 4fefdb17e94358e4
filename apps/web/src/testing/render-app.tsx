import type { Role } from '@folio/schema'
import type { User } from '@supabase/auth-js'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import type { InitialEntry } from 'react-router'

import { fakeUser } from './auth-fixtures'

import { TooltipProvider } from '@/components/ui/tooltip'
import { toAppUser } from '@/lib/session-user'
import type { AppUser } from '@/lib/session-user'
import { authStore, initialAuthState } from '@/stores/auth'

/** A cache for one test: nothing shared with the last, and a failed query fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}

/** Signs a user of `role` in (as the auth client would), or signs out for null. */
export function signInAs(role: Role | null, user: Partial<User> = {}): AppUser | null {
  if (role === null) {
    authStore.setState({ ...initialAuthState, isResolved: true })
    return null
  }
  const appUser = toAppUser(
    fakeUser({ ...user, app_metadata: { provider: 'email', role, status: 'active' } }),
  )
  authStore.setState({
    ...initialAuthState,
    isResolved: true,
    isAuthenticated: true,
    user: appUser,
  })
  return appUser
}

export interface RenderAppOptions {
  /** Where the memory router starts: a path with its query, or an entry with router state. */
  route?: InitialEntry
  /** Signs a user of this role in first; null signs out; absent leaves the session alone. */
  role?: Role | null
  /** Changes to the signed-in user (name, email, metadata other than the role). */
  user?: Partial<User>
  /** A client the test prepared (seeded data); otherwise a fresh one. */
  queryClient?: QueryClient
}

/**
 * Renders `ui` as the app would hold it: a memory router, a fresh query cache with retries off,
 * the tooltip provider, and optionally a signed-in user. Add `<Routes>` inside `ui` when the
 * screen reads route parameters.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient()
  const user = options.role === undefined ? null : signInAs(options.role, options.user)
  // A wrapper, not wrapping elements: `rerender` then keeps the providers and the router.
  const view = render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
        </TooltipProvider>
      </QueryClientProvider>
    ),
  })
  return { ...view, queryClient, user }
}
