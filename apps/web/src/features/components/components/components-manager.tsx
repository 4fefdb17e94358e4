import { componentMessages } from '@folio/schema'
import type { Component } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Plus, Puzzle, Search, SearchX } from 'lucide-react'
import { useState } from 'react'

import { useDeleteComponent } from '../api/component-mutations'
import { componentsQuery } from '@/lib/api/get-components'

import { ComponentCard } from './component-card'
import { ComponentDialog } from './component-dialog'
import type { ComponentEditing } from './component-dialog'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { notify } from '@/stores/notifications'
import { plural, pluralWord } from '@/lib/format'

/**
 * The Components screen's body: search, one card per component with its usage, and (for
 * admins) create, edit and delete. A component in use cannot be deleted: the server says so.
 */
export function ComponentsManager({
  canManage,
  editing,
  onEdit,
}: {
  canManage: boolean
  editing: ComponentEditing
  onEdit: (editing: ComponentEditing) => void
}) {
  const [search, setSearch] = useState('')
  const [deleting, setDeleting] = useState<Component | null>(null)
  const q = useDebouncedValue(search.trim(), 300)
  const components = useQuery(componentsQuery({ q: q || undefined }))
  const remove = useDeleteComponent()

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(componentMessages.deleted),
      onError: (error) => notify.error(errorMessage(error, 'Could not delete it.')),
      onSettled: () => setDeleting(null),
    })
  }

  const list = components.data ?? []
  let body
  if (components.isPending) {
    body = <LoadingState label="Loading components..." />
  } else if (components.isError && !components.data) {
    body = (
      <ErrorState
        className="rounded-2xl border border-border bg-card"
        title="Could not load components"
        message={errorMessage(components.error)}
        onRetry={() => void components.refetch()}
      />
    )
  } else if (list.length === 0) {
    body = (
      <div className="rounded-2xl border border-border bg-card shadow-sm">
        {q ? (
          <EmptyState
            icon={SearchX}
            title={`No components match “${q}”`}
            action={
              <Button variant="secondary" onClick={() => setSearch('')}>
                Clear search
              </Button>
            }
          >
            Try another name or slug.
          </EmptyState>
        ) : (
          <EmptyState
            icon={Puzzle}
            title="No components yet"
            action={
              canManage ? (
                <Button onClick={() => onEdit({ id: null })}>
                  <Plus className="size-4" aria-hidden="true" />
                  Create your first component
                </Button>
              ) : undefined
            }
          >
            Components are groups of fields defined once, such as a Call to action or an SEO block,
            and used by component and blocks fields of any content type.
          </EmptyState>
        )}
      </div>
    )
  } else {
    body = (
      <div
        aria-busy={components.isFetching}
        className={`grid gap-4 transition-opacity md:grid-cols-2 xl:grid-cols-3 ${components.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {list.map((component) => (
          <ComponentCard
            key={component.id}
            component={component}
            canManage={canManage}
            onEdit={() => onEdit({ id: component.id })}
            onDelete={() => setDeleting(component)}
          />
        ))}
      </div>
    )
  }

  return (
    <>
      <div className="relative mb-4 w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label="Search components by name or slug"
          placeholder="Search by name or slug"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-10 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-sm shadow-sm placeholder:text-muted-foreground/80 focus:outline-2 focus:outline-ring"
        />
      </div>

      <section aria-label="Components">{body}</section>

      <ComponentDialog editing={editing} onClose={() => onEdit(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete component?'}
        description={
          deleting && deleting.usageCount > 0
            ? `${componentMessages.deleteConfirm} It is used by ${plural(deleting.usageCount, 'content type')} or ${pluralWord(deleting.usageCount, 'component')}.`
            : componentMessages.deleteConfirm
        }
        confirmLabel="Delete component"
        tone="danger"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  )
}
