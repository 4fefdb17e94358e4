import { AuthLayout } from '@/components/layouts/auth-layout'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { PageMeta } from '@/lib/page-meta'

/** `/reset-password`: where the password-reset email link lands. */
export function ResetPasswordPage() {
  return (
    <AuthLayout>
      <PageMeta title="Reset password — Folio" description="Choose a new password for Folio." />
      <ResetPasswordForm />
    </AuthLayout>
  )
}
