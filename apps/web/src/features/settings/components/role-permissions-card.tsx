import { defaultRoleRights, type PermissionSettings } from '@folio/schema'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { useState } from 'react'

import { useSavePermissionSettings } from '../api/review-settings'
import type { Roles } from '../permission-matrix'
import { PermissionMatrixTable } from './permission-matrix-table'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { SectionCard } from '@/components/ui/section-card'
import { ErrorState } from '@/components/ui/states'
import { contentTypesQuery } from '@/lib/api/get-content-types'
import { myPermissionsKey } from '@/lib/api/my-permissions'
import { errorMessage } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'
import { SaveButton } from '@/components/ui/save-button'

const same = (a: Roles, b: Roles) => JSON.stringify(a) === JSON.stringify(b)

function RolesForm({ saved }: { saved: Roles }) {
  const types = useQuery(contentTypesQuery())
  const save = useSavePermissionSettings()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(saved)
  const [error, setError] = useState<string | null>(null)
  const dirty = !same(draft, saved)
  useUnsavedChanges(dirty)
  const isDefault = same(draft, defaultRoleRights)

  if (types.isPending) return <LoadingState label="Loading content types..." className="py-6" />
  if (types.isError) {
    return (
      <ErrorState
        title="Could not load the content types"
        message={errorMessage(types.error)}
        onRetry={() => void types.refetch()}
        className="py-6"
      />
    )
  }

  return (
    <form
      noValidate
      aria-label="Role permissions"
      onSubmit={(event) => {
        event.preventDefault()
        setError(null)
        save.mutate(
          { roles: draft },
          {
            onSuccess: (next: PermissionSettings) => {
              setDraft(next.roles)
              void queryClient.invalidateQueries({ queryKey: myPermissionsKey })
              notify.success('Role permissions saved', {
                details: 'They apply to everyone with these roles from their next action.',
              })
            },
            onError: (caught) =>
              setError(errorMessage(caught, 'The role permissions could not be saved.')),
          },
        )
      }}
      className="space-y-5"
    >
      {error && <Alert>{error}</Alert>}
      <PermissionMatrixTable
        roles={draft}
        types={types.data.map(({ id, name }) => ({ id, name }))}
        onChange={setDraft}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {dirty && (
          <p role="status" className="mr-auto text-sm text-muted-foreground">
            Unsaved changes
          </p>
        )}
        <Button
          variant="secondary"
          disabled={save.isPending || isDefault}
          onClick={() => setDraft(defaultRoleRights)}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Reset to defaults
        </Button>
        <SaveButton pending={save.isPending} disabled={!dirty}>
          Save permissions
        </SaveButton>
      </div>
    </form>
  )
}

/** Settings → Permissions, role by role: the matrix with its own Save. */
export function RolePermissionsCard({ saved }: { saved: Roles }) {
  return (
    <SectionCard
      id="permissions-roles"
      title="Roles"
      description="What editors and viewers may do, for every content type or one at a time. Checking a right to change something also lets the role see it. The server refuses whatever is unchecked."
    >
      <RolesForm saved={saved} />
    </SectionCard>
  )
}
