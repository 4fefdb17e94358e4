import { notificationKindLabels, notificationKinds } from '@folio/schema'
import type { NotificationChannels, NotificationKind, NotificationSettings } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Save } from 'lucide-react'
import { useState } from 'react'

import { notificationSettingsQuery, useSaveNotificationSettings } from '../api/review-settings'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { SectionCard } from '@/components/ui/section-card'
import { ErrorState } from '@/components/ui/states'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

const kindNames: Record<NotificationKind, string> = {
  assignment: 'Assignment',
  approved: 'Approval',
  changes_requested: 'Change request',
  comment: 'Comment',
}

const channels = [
  { key: 'inApp', label: 'In-app' },
  { key: 'email', label: 'Email' },
] as const satisfies readonly { key: keyof NotificationChannels; label: string }[]

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase'

function NotificationsForm({ saved }: { saved: NotificationSettings }) {
  const save = useSaveNotificationSettings()
  const [draft, setDraft] = useState(saved)
  const [error, setError] = useState<string | null>(null)
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved)

  const toggle = (kind: NotificationKind, channel: keyof NotificationChannels, on: boolean) =>
    setDraft((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }))

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
      <div className="-mx-5 -mt-5 overflow-x-auto sm:-mx-6">
        <table className="w-full min-w-[22rem] text-sm">
          <thead className="border-b border-border bg-surface">
            <tr>
              <th scope="col" className={`${th} sm:px-6`}>
                Notification
              </th>
              {channels.map((channel) => (
                <th key={channel.key} scope="col" className={`${th} w-24 text-center`}>
                  {channel.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border border-b border-border">
            {notificationKinds.map((kind) => (
              <tr key={kind}>
                <th scope="row" className="px-4 py-3 text-left font-normal sm:px-6">
                  <span className="block font-medium">{kindNames[kind]}</span>
                  <span className="block text-muted-foreground">
                    {notificationKindLabels[kind]}
                  </span>
                </th>
                {channels.map((channel) => (
                  <td key={channel.key} className="px-4 py-3 text-center">
                    <Switch
                      checked={draft[kind][channel.key]}
                      onChange={(on) => toggle(kind, channel.key, on)}
                      aria-label={`${kindNames[kind]}: ${channel.label}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || !dirty}>
          {save.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Save className="size-4" aria-hidden="true" />
          )}
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  )
}

/** Settings → Notifications: each workflow notification, in the app and by email, on or off. */
export function NotificationsTab() {
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
    <SectionCard
      id="notification-switches"
      title="Workflow notifications"
      description="What the people taking part in a review hear about, under the bell in the app and by email. These switches apply to everyone on this installation."
    >
      {body}
    </SectionCard>
  )
}
