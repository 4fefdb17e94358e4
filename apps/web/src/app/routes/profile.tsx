import { PageHeader } from '@/components/layouts/page-header'
import { MyNotificationsCard } from '@/features/notifications/components/my-notifications-card'
import { EmailForm } from '@/features/profile/components/email-form'
import { PasswordForm } from '@/features/profile/components/password-form'
import { ProfileDetails } from '@/features/profile/components/profile-details'
import { SessionsList } from '@/features/profile/components/sessions-list'
import { SignInAlerts } from '@/features/profile/components/sign-in-alerts'
import { TwoFactor } from '@/features/profile/components/two-factor'
import { PageMeta } from '@/lib/page-meta'
import { useAuth } from '@/stores/auth'

/** `/profile`: the signed-in user's account, security and sessions. */
export function ProfilePage() {
  const user = useAuth((state) => state.user)
  if (!user) return null
  return (
    <>
      <PageMeta title="Your Profile — Folio" description="Your Folio account and security." />
      <PageHeader title="Your Profile" description="Your account, security and devices." />
      <div className="mx-auto max-w-3xl space-y-6">
        <ProfileDetails user={user} />
        <EmailForm user={user} />
        <PasswordForm />
        <TwoFactor />
        <SignInAlerts user={user} />
        <MyNotificationsCard />
        <SessionsList />
      </div>
    </>
  )
}
