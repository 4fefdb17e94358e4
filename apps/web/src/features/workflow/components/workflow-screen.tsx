import { WORKFLOW_PAGE_SIZE } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Workflow } from 'lucide-react'

import { workflowAssignmentsQuery, workflowStatesQuery } from '@/lib/api/get-workflow'
import { workflowListParams } from '../workflow-list-params'

import { WorkflowPanel } from './workflow-panel'
import { WorkflowTable } from './workflow-table'
import { WorkflowToolbar } from './workflow-toolbar'

import { LoadingState } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useKeepPageInRange, useUrlListState } from '@/lib/use-url-list-state'

/** The spec's empty text, exactly. */
export const NO_WORKFLOW_ITEMS = 'No workflow items found'

/**
 * The Workflow screen: every item in review with search, state and assignee filters, pages,
 * and the side panel of the item named in `?item=`.
 */
export function WorkflowScreen() {
  const { state, params, update, setExtra, search } = useUrlListState(workflowListParams)
  const openItemId = params.get('item')
  // Opening pushes a history entry, so Back closes the panel.
  const setOpenItem = (itemId: string | null) => setExtra('item', itemId, { push: itemId !== null })

  const states = useQuery(workflowStatesQuery())
  const assignments = useQuery(
    workflowAssignmentsQuery({
      q: state.q.trim() || undefined,
      stateId: state.state || undefined,
      assignee: state.assignee === 'me' ? 'me' : undefined,
      page: state.page,
      pageSize: WORKFLOW_PAGE_SIZE,
    }),
  )

  const rows = assignments.data?.data ?? []
  const total = assignments.data?.meta.total ?? 0
  const pageSize = assignments.data?.meta.pageSize ?? WORKFLOW_PAGE_SIZE
  useKeepPageInRange(state.page, assignments.data?.meta, assignments.isPlaceholderData, update)

  let body
  if (assignments.isPending) {
    body = <LoadingState label="Loading workflow items..." />
  } else if (assignments.isError) {
    body = (
      <ErrorState
        title="Could not load the workflow"
        message={errorMessage(assignments.error)}
        onRetry={() => void assignments.refetch()}
      />
    )
  } else if (rows.length === 0) {
    const filtered = Boolean(state.q.trim() || state.state || state.assignee === 'me')
    body = (
      <EmptyState icon={Workflow} title={NO_WORKFLOW_ITEMS}>
        {filtered
          ? 'Try another title, state or assignee.'
          : 'Items appear here once someone submits them for review.'}
      </EmptyState>
    )
  } else {
    body = (
      <>
        <div
          aria-busy={assignments.isFetching}
          className={assignments.isPlaceholderData ? 'opacity-60' : ''}
        >
          <WorkflowTable rows={rows} onOpen={(row) => setOpenItem(row.item.id)} />
        </div>
        <Pagination
          page={state.page}
          pageSize={pageSize}
          total={total}
          noun="items"
          onPageChange={(page) => update({ page }, { push: true })}
        />
      </>
    )
  }

  return (
    <>
      <WorkflowToolbar
        search={search.text}
        onSearchChange={search.change}
        state={state}
        states={states.data ?? []}
        onChange={(patch) => update({ ...patch, page: 1 })}
      />
      <section
        aria-label="Workflow items"
        className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      >
        {body}
      </section>
      <WorkflowPanel itemId={openItemId} onClose={() => setOpenItem(null)} />
    </>
  )
}
