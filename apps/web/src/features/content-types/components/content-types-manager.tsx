import { contentTypeMessages } from '@folio/schema'
import type { ContentType } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Layers, Plus, Search, SearchX } from 'lucide-react'
import { useState } from 'react'

import { useDeleteContentType, useDuplicateContentType } from '../api/content-type-mutations'
import { contentTypesQuery } from '@/lib/api/get-content-types'

import { ApiDetailsDialog } from './api-details-dialog'
import type { ContentTypeAction } from './content-type-actions-menu'
import { ContentTypeCard } from './content-type-card'
import { ContentTypesSkeleton } from './content-types-skeleton'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { notify } from '@/stores/notifications'
import { uiStore } from '@/stores/ui'

const openEditor = (id?: string) =>
  uiStore
    .getState()
    .openModal(id === undefined ? { kind: 'content-type' } : { kind: 'content-type', id })

/** The Content Types screen's body: search, one card per type, and each card's actions. */
export function ContentTypesManager({ canManage }: { canManage: boolean }) {
  const [search, setSearch] = useState('')
  const [apiType, setApiType] = useState<ContentType | null>(null)
  const [deleting, setDeleting] = useState<ContentType | null>(null)
  const q = useDebouncedValue(search.trim(), 300)
  const types = useQuery(contentTypesQuery({ q: q || undefined }))
  const remove = useDeleteContentType()
  const duplicate = useDuplicateContentType()

  const onAction = (action: ContentTypeAction, type: ContentType) => {
    switch (action) {
      case 'edit':
        openEditor(type.id)
        return
      case 'duplicate':
        duplicate.mutate(type.id, {
          onSuccess: (copy) =>
            notify.success(contentTypeMessages.duplicated, { details: `Created “${copy.name}”.` }),
          onError: (error) => notify.error(errorMessage(error, 'Could not duplicate it.')),
        })
        return
      case 'api':
        setApiType(type)
        return
      case 'delete':
        setDeleting(type)
    }
  }

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(contentTypeMessages.deleted),
      onError: (error) => notify.error(errorMessage(error, 'Could not delete it.')),
      onSettled: () => setDeleting(null),
    })
  }

  const list = types.data ?? []
  let body
  if (types.isPending) {
    body = <ContentTypesSkeleton />
  } else if (types.isError && !types.data) {
    body = (
      <ErrorState
        className="rounded-2xl border border-border bg-card"
        title="Could not load content types"
        message={errorMessage(types.error)}
        onRetry={() => void types.refetch()}
      />
    )
  } else if (list.length === 0) {
    body = (
      <div className="rounded-2xl border border-border bg-card shadow-sm">
        {q ? (
          <EmptyState
            icon={SearchX}
            title={`No content types match “${q}”`}
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
            icon={Layers}
            title="No content types yet"
            action={
              canManage && !search ? (
                <Button onClick={() => openEditor()}>
                  <Plus className="size-4" aria-hidden="true" />
                  Create your first content type
                </Button>
              ) : undefined
            }
          >
            Content types define the fields your content is made of, such as a Blog Post with a
            title, body and cover image.
          </EmptyState>
        )}
      </div>
    )
  } else {
    body = (
      <div
        aria-busy={types.isFetching}
        className={`grid gap-4 transition-opacity lg:grid-cols-2 ${types.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {list.map((type) => (
          <ContentTypeCard key={type.id} type={type} canManage={canManage} onAction={onAction} />
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
          aria-label="Search content types by name or slug"
          placeholder="Search by name or slug"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-10 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-sm shadow-sm placeholder:text-muted-foreground/80 focus:outline-2 focus:outline-ring"
        />
      </div>

      <section aria-label="Content types">{body}</section>

      <ApiDetailsDialog type={apiType} onClose={() => setApiType(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete content type?'}
        description={contentTypeMessages.deleteConfirm}
        confirmLabel="Delete content type"
        tone="danger"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  )
}
