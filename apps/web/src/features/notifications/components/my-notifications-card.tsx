import type { MyNotificationSettings, NotificationSettings } from '@folio/schema'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { useState } from 'react'

import { NotificationSwitches } from '@/components/ui/notification-switches'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { QuerySectionCard } from '@/components/ui/query-section-card'
import { apiRequest, errorMessage } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'
import { SaveButton } from '@/components/ui/save-button'

const PATH = '/api/v1/profile/notification-settings'
const key = ['profile', 'notification-settings'] as const

const myNotificationSettingsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest<{ data: MyNotificationSettings }>(PATH, { signal }).then((body) => body.data),
  })

function useSaveMine() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: NotificationSettings | 'reset') =>
      apiRequest<{ data: MyNotificationSettings }>(PATH, {
        method: settings === 'reset' ? 'DELETE' : 'PUT',
        ...(settings === 'reset' ? {} : { body: settings }),
      }).then((body) => body.data),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  })
}

function MyNotificationsForm({ saved }: { saved: MyNotificationSettings }) {
  const save = useSaveMine()
  const [draft, setDraft] = useState(saved.settings)
  const [error, setError] = useState<string | null>(null)
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved.settings)
  useUnsavedChanges(dirty)
  const run = (settings: NotificationSettings | 'reset', notice: string) => {
    setError(null)
    save.mutate(settings, {
      onSuccess: (next) => {
        setDraft(next.settings)
        notify.success(notice)
      },
      onError: (caught) => setError(errorMessage(caught, 'Your choices could not be saved.')),
    })
  }

  return (
    <form
      noValidate
      aria-label="Your notification switches"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        run(draft, 'Your notification settings were saved')
      }}
    >
      {error && <Alert>{error}</Alert>}
      <NotificationSwitches value={draft} onChange={setDraft} label="Mine" />
      <p className="text-sm text-muted-foreground">
        {saved.custom
          ? 'You chose your own switches; the installation defaults no longer apply to you.'
          : 'You follow the installation defaults until you change a switch.'}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        {saved.custom && (
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => run('reset', 'You follow the default notification settings again')}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Use the defaults
          </Button>
        )}
        <SaveButton pending={save.isPending} disabled={!dirty}>
          Save my choices
        </SaveButton>
      </div>
    </form>
  )
}

/** "Your notifications": which workflow events reach the signed-in person, and how. */
export function MyNotificationsCard() {
  return (
    <QuerySectionCard
      query={useQuery(myNotificationSettingsQuery())}
      id="my-notifications"
      title="Your notifications"
      description="Which review events reach you under the bell and by email."
      loadingLabel="Loading your notification settings..."
      errorTitle="Could not load your notification settings"
    >
      {(saved) => <MyNotificationsForm saved={saved} />}
    </QuerySectionCard>
  )
}
