import { useState } from 'react'

import { setSignInNotifications } from '../profile-actions'

import { SectionCard } from '@/components/ui/section-card'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import type { AppUser } from '@/lib/session-user'
import { notify } from '@/stores/notifications'

/** Whether Folio emails the user after each password sign-in. */
export function SignInAlerts({ user }: { user: AppUser }) {
  const [pending, setPending] = useState<boolean | null>(null)
  const checked = pending ?? user.signInNotifications

  const toggle = async (next: boolean) => {
    setPending(next)
    try {
      await setSignInNotifications(next)
      notify.success(next ? 'Sign-in emails turned on' : 'Sign-in emails turned off')
    } catch (caught) {
      notify.error(errorMessage(caught))
    } finally {
      setPending(null)
    }
  }

  return (
    <SectionCard id="notifications" title="Notifications">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="sign-in-alerts-label" className="text-sm font-medium">
            Email me when someone signs in
          </p>
          <p id="sign-in-alerts-hint" className="mt-1 text-sm text-muted-foreground">
            A short email after each password sign-in, so you notice one that was not you.
          </p>
        </div>
        <Switch
          checked={checked}
          disabled={pending !== null}
          onChange={(next) => void toggle(next)}
          aria-labelledby="sign-in-alerts-label"
          aria-describedby="sign-in-alerts-hint"
        />
      </div>
    </SectionCard>
  )
}
