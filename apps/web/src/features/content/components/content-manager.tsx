import type { ContentItem } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { FileText, SearchX } from 'lucide-react'
import { useState } from 'react'

import { contentItemsQuery } from '@/lib/api/get-content-items'
import { startCreateContent, startEditContent } from '../content-actions'
import {
  contentListParams,
  hasNarrowingFilters,
  moreFilterKeys,
  nextSort,
  toApiQuery,
} from '../content-list-params'
import type { ContentListState } from '../content-list-params'

import { ContentPreviewDialog } from './content-preview-dialog'
import { ContentTable } from './content-table'
import { ContentToolbar } from './content-toolbar'
import { DeleteContentConfirm } from './delete-content-confirm'
import { useLinkedActions } from '../use-linked-actions'

import { Button } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { contentTypesQuery } from '@/lib/api/get-content-types'
import { usePermissions } from '@/lib/use-permissions'
import { errorMessage } from '@/lib/api-client'
import { useKeepPageInRange, useUrlListState } from '@/lib/use-url-list-state'

const clearedFilters: Partial<ContentListState> = {
  q: '',
  type: '',
  status: '',
  ...Object.fromEntries(moreFilterKeys.map((key) => [key, ''])),
  page: 1,
}

/** The Content screen's body: toolbar, table, pagination, and the view and delete dialogs. */
export function ContentManager() {
  const { state, update, search } = useUrlListState(contentListParams)
  // Settings → Permissions decide per type; the actions column shows when any type allows one.
  const may = usePermissions()
  const canEdit = may.anyContent('create') || may.anyContent('edit') || may.anyContent('delete')
  const canCreate = state.type ? may.content(state.type, 'create') : may.anyContent('create')
  const [viewing, setViewing] = useState<ContentItem | null>(null)
  const [deleting, setDeleting] = useState<ContentItem | null>(null)

  const types = useQuery(contentTypesQuery())
  const items = useQuery(contentItemsQuery(toApiQuery(state)))
  const typeList = types.data ?? []
  const typeName = (id: string) => typeList.find((type) => type.id === id)?.name ?? 'Unknown Type'

  const clearFilters = () => {
    search.cancel()
    update(clearedFilters)
  }

  useLinkedActions({
    canEdit: canCreate,
    onFound: (item) =>
      may.content(item.contentTypeId, 'edit') ? startEditContent(item) : setViewing(item),
  })

  const rows = items.data?.data ?? []
  const total = items.data?.meta.total ?? 0
  const pageSize = items.data?.meta.pageSize ?? 10
  useKeepPageInRange(state.page, items.data?.meta, items.isPlaceholderData, update)

  let body
  if (items.isError) {
    body = (
      <ErrorState
        title="Could not load content"
        message={errorMessage(items.error)}
        onRetry={() => void items.refetch()}
      />
    )
  } else if (items.isPending) {
    body = <ContentTable {...tableProps()} items={null} />
  } else if (rows.length === 0) {
    body = hasNarrowingFilters(state) ? (
      <EmptyState
        icon={SearchX}
        title="No content matches your filters"
        action={
          <Button variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      >
        Try another search, or widen the status, date or author filters.
      </EmptyState>
    ) : (
      <EmptyState
        icon={FileText}
        title={state.type ? `No ${typeName(state.type)} content yet` : 'No content yet'}
        action={
          canCreate && state.type ? (
            <Button onClick={() => startCreateContent(state.type)}>
              New {typeName(state.type)}
            </Button>
          ) : undefined
        }
      >
        {canCreate
          ? state.type
            ? 'Write the first item of this type.'
            : 'Choose a content type in the filter above, then select Create Content.'
          : 'Items appear here once editors create them.'}
      </EmptyState>
    )
  } else {
    body = (
      <>
        <div aria-busy={items.isFetching} className={items.isPlaceholderData ? 'opacity-60' : ''}>
          <ContentTable {...tableProps()} items={rows} />
        </div>
        <Pagination
          page={state.page}
          pageSize={pageSize}
          total={total}
          onPageChange={(page) => update({ page }, { push: true })}
        />
      </>
    )
  }

  function tableProps() {
    return {
      typeName,
      sort: state,
      onSort: (column: ContentListState['sort']) => update({ ...nextSort(state, column), page: 1 }),
      canEdit,
      may: (item: ContentItem, capability: 'edit' | 'delete') =>
        may.content(item.contentTypeId, capability),
      onEdit: startEditContent,
      onView: setViewing,
      onDelete: setDeleting,
    }
  }

  return (
    <>
      <ContentToolbar
        search={search.text}
        onSearchChange={search.change}
        state={state}
        types={typeList}
        onChange={(patch) => update({ ...patch, page: 1 })}
      />
      <section
        aria-label="Content items"
        className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      >
        {body}
      </section>
      <ContentPreviewDialog
        item={viewing}
        typeName={viewing ? typeName(viewing.contentTypeId) : ''}
        onClose={() => setViewing(null)}
      />
      <DeleteContentConfirm item={deleting} onDone={() => setDeleting(null)} />
    </>
  )
}
