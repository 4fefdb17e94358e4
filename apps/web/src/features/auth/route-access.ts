import { isAdmin } from '@folio/schema'
import type { Role } from '@folio/schema'

import { screenFor } from '@/config/app-screens'

/**
 * Who may open a path (spec route table): anyone; only signed-out visitors (`/login`,
 * `/signup`; signed-in users go to the dashboard); signed-in users; admins.
 */
export type RouteAccess = 'public' | 'guest' | 'user' | 'admin'

export const DEFAULT_SIGNED_IN_PATH = '/dashboard'
export const LOGIN_PATH = '/login'

const guestPaths = ['/login', '/signup']
/** Signed-in pages that are not screens of the sidebar or the command palette. */
const userPaths = ['/payment/success']

export function accessFor(pathname: string): RouteAccess {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (guestPaths.includes(path)) return 'guest'
  if (userPaths.includes(path)) return 'user'
  const screen = screenFor(path)
  if (!screen) return 'public'
  return screen.adminOnly ? 'admin' : 'user'
}

export interface RouteAuth {
  /** The first session check finished. */
  isResolved: boolean
  isAuthenticated: boolean
}

export interface RouteInput {
  path: string
  auth: RouteAuth
  role: Role | null
  /** Where a guest page sends a user who just signed in (saved by the guard), if anywhere. */
  intended?: string | null | undefined
}

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string; rememberIntended: boolean }

const allow: RouteDecision = { kind: 'allow' }
const loading: RouteDecision = { kind: 'loading' }

/** Only same-app paths may be an after-sign-in target (never `//evil.example` or a guest page). */
export function safeIntended(intended: string | null | undefined): string {
  if (!intended?.startsWith('/') || intended.startsWith('//')) return DEFAULT_SIGNED_IN_PATH
  const pathname = intended.split(/[?#]/)[0] ?? ''
  const access = accessFor(pathname)
  return access === 'user' || access === 'admin' ? intended : DEFAULT_SIGNED_IN_PATH
}

/**
 * Where a visitor to `path` goes. The landing page (`/`) renders at once for everyone (it is
 * prerendered) and sends signed-in users to the dashboard as soon as the session is known.
 */
export function decideRoute({ path, auth, role, intended }: RouteInput): RouteDecision {
  const access = path === '/' ? 'landing' : accessFor(path)

  switch (access) {
    case 'public':
      return allow
    case 'landing':
      return auth.isResolved && auth.isAuthenticated
        ? { kind: 'redirect', to: DEFAULT_SIGNED_IN_PATH, rememberIntended: false }
        : allow
    case 'guest':
      if (!auth.isResolved) return loading
      return auth.isAuthenticated
        ? { kind: 'redirect', to: safeIntended(intended), rememberIntended: false }
        : allow
    case 'user':
    case 'admin':
      if (!auth.isResolved) return loading
      if (!auth.isAuthenticated) {
        return { kind: 'redirect', to: LOGIN_PATH, rememberIntended: true }
      }
      if (access === 'admin' && !isAdmin(role)) {
        return { kind: 'redirect', to: DEFAULT_SIGNED_IN_PATH, rememberIntended: false }
      }
      return allow
  }
}
