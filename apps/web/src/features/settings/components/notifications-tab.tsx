import type { NotificationSettings } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'

import { notificationSettingsQuery, useSaveNotificationSettings } from '../api/review-settings'

import { Alert } from '@/components/ui/alert'
import { LoadingState } from '@/components/ui/loading'
import { NotificationSwitches } from '@/components/ui/notification-switches'
import { SectionCard } from '@/components/ui/section-card'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'
import { SaveButton } from '@/components/ui/save-button'

function NotificationsForm({ saved }: { saved: NotificationSettings }) {
  const save = useSaveNotificationSettings()
  const [draft, setDraft] = useState(saved)
  const [error, setError] = useState<string | null>(null)
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved)
  useUnsavedChanges(dirty)

  return (
    <form
      noValidate
      aria-label="Notification switches"
      onSubmit={(event) => {
        event.preventDefault()
        setError(null)
        save.mutate(draft, {
          onSuccess: (next) => {
            setDraft(next)
            notify.success('Notification settings saved')
          },
          onError: (caught) =>
            setError(errorMessage(caught, 'The notification settings could not be saved.')),
        })
      }}
      className="space-y-5"
    >
      {error && <Alert>{error}</Alert>}
      <NotificationSwitches value={draft} onChange={setDraft} label="Defaults" />
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} disabled={!dirty}>
          Save settings
        </SaveButton>
      </div>
    </form>
  )
}

/**
 * Settings → Notifications: each workflow notification, in the app and by email, on or off.
 * `personalCard` (the signed-in person's own choices) comes from the notifications feature,
 * composed by the app.
 */
export function NotificationsTab({ personalCard }: { personalCard?: ReactNode }) {
  const settings = useQuery(notificationSettingsQuery())
  let body
  if (settings.isPending)
    body = <LoadingState label="Loading notification settings..." className="py-6" />
  else if (settings.isError)
    body = (
      <ErrorState
        title="Could not load the notification settings"
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        className="py-6"
      />
    )
  else body = <NotificationsForm saved={settings.data} />

  return (
    <div className="space-y-6">
      {personalCard}
      <SectionCard
        id="notification-switches"
        title="Defaults for everyone"
        description="What the people taking part in a review hear about, under the bell in the app and by email, until they choose for themselves."
      >
        {body}
      </SectionCard>
    </div>
  )
}
