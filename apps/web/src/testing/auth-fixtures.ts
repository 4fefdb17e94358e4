import type { Session, User } from '@supabase/auth-js'

/** A JWT-shaped token with the given claims (unsigned; the app only reads claims). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.signature`
}

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    aud: 'authenticated',
    email: 'ada@example.com',
    created_at: '2025-01-01T00:00:00Z',
    last_sign_in_at: '2025-03-01T09:00:00Z',
    app_metadata: { provider: 'email', role: 'editor', status: 'active' },
    user_metadata: { full_name: 'Ada Lovelace' },
    identities: [],
    factors: [],
    ...overrides,
  }
}

export function fakeSession(user: User = fakeUser(), aal: 'aal1' | 'aal2' = 'aal1'): Session {
  return {
    access_token: fakeJwt({ sub: user.id, aal, exp: Math.floor(Date.now() / 1000) + 3600 }),
    refresh_token: `refresh-${user.id}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  }
}

export const verifiedTotp = {
  id: 'factor-1',
  factor_type: 'totp' as const,
  status: 'verified' as const,
  friendly_name: 'Authenticator app',
  created_at: '2025-02-01T00:00:00Z',
  updated_at: '2025-02-01T00:00:00Z',
}
