import type { Role } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { accessFor, decideRoute, safeIntended } from './route-access'
import type { RouteAuth } from './route-access'

const resolving: RouteAuth = { isResolved: false, isAuthenticated: false }
const signedOut: RouteAuth = { isResolved: true, isAuthenticated: false }
const signedIn: RouteAuth = { isResolved: true, isAuthenticated: true }

const decide = (path: string, auth: RouteAuth, role: Role | null = null, intended?: string) =>
  decideRoute({ path, auth, role, intended })

describe('accessFor', () => {
  it('classifies the route table', () => {
    expect(accessFor('/login')).toBe('guest')
    expect(accessFor('/signup/')).toBe('guest')
    for (const path of ['/dashboard', '/content-types', '/content/42', '/media', '/profile']) {
      expect(accessFor(path)).toBe('user')
    }
    for (const path of ['/navigation', '/workflow', '/ai-assistant', '/payment/success']) {
      expect(accessFor(path)).toBe('user')
    }
    for (const path of ['/users', '/settings', '/api', '/api/endpoints', '/connections']) {
      expect(accessFor(path)).toBe('admin')
    }
    for (const path of ['/pricing', '/docs', '/contact', '/reset-password', '/nope', '/apis']) {
      expect(accessFor(path)).toBe('public')
    }
  })
})

describe('decideRoute', () => {
  it('shows Loading... on guarded pages while the session resolves', () => {
    expect(decide('/dashboard', resolving)).toEqual({ kind: 'loading' })
    expect(decide('/users', resolving)).toEqual({ kind: 'loading' })
    expect(decide('/login', resolving)).toEqual({ kind: 'loading' })
  })

  it('renders the prerendered landing page at once and sends signed-in users on', () => {
    expect(decide('/', resolving)).toEqual({ kind: 'allow' })
    expect(decide('/', signedOut)).toEqual({ kind: 'allow' })
    expect(decide('/', signedIn, 'viewer')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      rememberIntended: false,
    })
  })

  it('sends signed-in users away from /login and /signup, to the intended page if any', () => {
    expect(decide('/login', signedOut)).toEqual({ kind: 'allow' })
    expect(decide('/login', signedIn, 'editor')).toMatchObject({ to: '/dashboard' })
    expect(decide('/signup', signedIn, 'editor')).toMatchObject({ to: '/dashboard' })
    expect(decide('/login', signedIn, 'editor', '/content/7?tab=a')).toMatchObject({
      to: '/content/7?tab=a',
    })
  })

  it('sends signed-out visitors of shell pages to /login, remembering where they were going', () => {
    expect(decide('/content', signedOut)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberIntended: true,
    })
    expect(decide('/users', signedOut)).toMatchObject({ to: '/login', rememberIntended: true })
  })

  it('lets every signed-in role into the shell pages', () => {
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      expect(decide('/dashboard', signedIn, role)).toEqual({ kind: 'allow' })
      expect(decide('/media', signedIn, role)).toEqual({ kind: 'allow' })
    }
  })

  it('keeps /users, /settings, /api and /connections for admins; others go to the dashboard', () => {
    for (const path of ['/users', '/settings', '/api', '/connections']) {
      expect(decide(path, signedIn, 'admin')).toEqual({ kind: 'allow' })
      expect(decide(path, signedIn, 'editor')).toMatchObject({ to: '/dashboard' })
      expect(decide(path, signedIn, 'viewer')).toMatchObject({ to: '/dashboard' })
    }
  })

  it('leaves public pages alone whatever the session', () => {
    expect(decide('/pricing', signedIn, 'admin')).toEqual({ kind: 'allow' })
    expect(decide('/reset-password', resolving)).toEqual({ kind: 'allow' })
  })
})

describe('safeIntended', () => {
  it('accepts app paths only', () => {
    expect(safeIntended('/users?q=a')).toBe('/users?q=a')
    expect(safeIntended('//evil.example/x')).toBe('/dashboard')
    expect(safeIntended('https://evil.example')).toBe('/dashboard')
    expect(safeIntended('/login')).toBe('/dashboard')
    expect(safeIntended('/pricing')).toBe('/dashboard')
    expect(safeIntended(null)).toBe('/dashboard')
  })
})
