import { isEditor } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { workflowItemQuery } from '@/lib/api/get-workflow'

import { CommentsThread } from './comments-thread'
import { HistoryTimeline } from './history-timeline'
import { ItemDetails } from './item-details'
import { WorkflowActions } from './workflow-actions'

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useAuth } from '@/stores/auth'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `workflow-panel-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <section aria-labelledby={id} className="border-t border-border pt-5 first:border-0 first:pt-0">
      <h3 id={id} className="mb-3 text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}

function PanelBody({ itemId }: { itemId: string }) {
  const currentUserId = useAuth((state) => state.user?.id ?? null)
  const canEdit = isEditor(useAuth((state) => state.user?.role ?? null))
  const query = useQuery(workflowItemQuery(itemId))
  if (query.isPending) return <LoadingState label="Loading item..." />
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load this item"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const data = query.data
  return (
    <div className="space-y-5">
      <Section title="Item">
        <ItemDetails data={data} canEdit={canEdit} />
      </Section>
      <Section title="Actions">
        <WorkflowActions data={data} currentUserId={currentUserId} />
      </Section>
      <Section title={`Comments (${data.comments.length})`}>
        <CommentsThread
          itemId={itemId}
          comments={data.comments}
          currentUserId={currentUserId}
          canComment={data.canComment}
        />
      </Section>
      <Section title="History">
        <HistoryTimeline events={data.history} />
      </Section>
    </div>
  )
}

/** The title comes from the cached item when there is one, so the dialog is named at once. */
function PanelTitle({ itemId }: { itemId: string }) {
  const query = useQuery(workflowItemQuery(itemId))
  return <>{query.data?.item.title ?? 'Workflow item'}</>
}

/**
 * The item's side panel: a sheet on the right on wide screens, the whole screen on phones. It
 * shows the item, its assignment, the actions its state allows, comments and history.
 */
export function WorkflowPanel({ itemId, onClose }: { itemId: string | null; onClose: () => void }) {
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      {itemId && (
        <DialogContent
          variant="right"
          title={<PanelTitle itemId={itemId} />}
          description="Review workflow"
          className="sm:max-w-xl"
        >
          <PanelBody itemId={itemId} />
        </DialogContent>
      )}
    </Dialog>
  )
}
