import { AuthLayout } from '@/components/layouts/auth-layout'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { PageMeta } from '@/lib/page-meta'

/** `/accept-invite`: where an invitation email's link lands, to choose a first password. */
export function AcceptInvitePage() {
  return (
    <AuthLayout>
      <PageMeta
        title="Accept your invitation — Folio"
        description="Choose your password for Folio."
      />
      <ResetPasswordForm purpose="invite" />
    </AuthLayout>
  )
}
