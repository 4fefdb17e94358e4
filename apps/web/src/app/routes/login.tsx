import { useLocation, useNavigate } from 'react-router'

import { AuthLayout } from '@/components/layouts/auth-layout'
import { AuthPanel } from '@/features/auth/components/auth-panel'
import type { AuthMode } from '@/features/auth/components/auth-panel'
import { PageMeta } from '@/lib/page-meta'

/** `/login` and `/signup`: one page, opened on sign-in or on create-account. */
export function LoginPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const mode: AuthMode = location.pathname.startsWith('/signup') ? 'sign-up' : 'sign-in'

  return (
    <AuthLayout>
      <PageMeta
        title={mode === 'sign-up' ? 'Create account — Folio' : 'Sign in — Folio'}
        description="Sign in to Folio, or create an account."
      />
      <AuthPanel
        mode={mode}
        onModeChange={(next) =>
          // Keep the guard's saved destination when switching between the two.
          void navigate(next === 'sign-up' ? '/signup' : '/login', {
            replace: true,
            state: location.state as unknown,
          })
        }
      />
    </AuthLayout>
  )
}
