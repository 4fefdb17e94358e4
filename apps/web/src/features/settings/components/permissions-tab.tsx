import type { PermissionSettings } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { permissionSettingsQuery, useSavePermissionSettings } from '../api/review-settings'
import { RolePermissionsCard } from './role-permissions-card'

import { Alert } from '@/components/ui/alert'
import { LoadingState } from '@/components/ui/loading'
import { SectionCard } from '@/components/ui/section-card'
import { ErrorState } from '@/components/ui/states'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'
import { SaveButton } from '@/components/ui/save-button'

function PermissionsForm({ saved }: { saved: PermissionSettings }) {
  const save = useSavePermissionSettings()
  const [requireReview, setRequireReview] = useState(saved.requireReviewBeforePublish)
  const [error, setError] = useState<string | null>(null)
  const dirty = requireReview !== saved.requireReviewBeforePublish
  useUnsavedChanges(dirty)

  return (
    <form
      noValidate
      aria-label="Publishing permissions"
      onSubmit={(event) => {
        event.preventDefault()
        setError(null)
        save.mutate(
          { requireReviewBeforePublish: requireReview },
          {
            onSuccess: (next) =>
              notify.success('Permission settings saved', {
                details: next.requireReviewBeforePublish
                  ? 'Editors can now publish only approved items.'
                  : 'Editors can publish without a review.',
              }),
            onError: (caught) =>
              setError(errorMessage(caught, 'The permission settings could not be saved.')),
          },
        )
      }}
      className="space-y-5"
    >
      {error && <Alert>{error}</Alert>}
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id="require-review-label" className="text-sm font-medium">
            Require review before publishing
          </p>
          <p id="require-review-note" className="mt-1 text-sm text-pretty text-muted-foreground">
            When on, editors can publish an item only after a reviewer approved it in the workflow;
            an approved item that is edited again needs a new review. Admins can always publish.
            When off, editors publish whenever they like, and review stays optional.
          </p>
        </div>
        <Switch
          checked={requireReview}
          onChange={setRequireReview}
          aria-labelledby="require-review-label"
          aria-describedby="require-review-note"
          className="mt-0.5"
        />
      </div>
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} disabled={!dirty}>
          Save settings
        </SaveButton>
      </div>
    </form>
  )
}

/**
 * Settings → Permissions: whether publishing needs an approved review, and what each role may
 * do. Each card saves its own part.
 */
export function PermissionsTab() {
  const settings = useQuery(permissionSettingsQuery())
  let body
  if (settings.isPending) body = <LoadingState label="Loading permissions..." className="py-6" />
  else if (settings.isError)
    body = (
      <ErrorState
        title="Could not load the permission settings"
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        className="py-6"
      />
    )
  else body = <PermissionsForm saved={settings.data} />

  return (
    <div className="space-y-6">
      <SectionCard
        id="permissions-publishing"
        title="Publishing"
        description="Who may publish content, and whether the review workflow must come first."
      >
        {body}
      </SectionCard>
      {settings.data && <RolePermissionsCard saved={settings.data.roles} />}
    </div>
  )
}
