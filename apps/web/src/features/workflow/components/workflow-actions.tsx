import { workflowActionLabels } from '@folio/schema'
import type { WorkflowAction, WorkflowItem } from '@folio/schema'
import { ArrowRightLeft, CircleCheck, MessageSquareWarning, Send, Upload } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { useState } from 'react'

import { MoveForm } from './move-form'
import { PublishForm } from './publish-form'
import { ApproveForm, RequestChangesForm } from './review-forms'
import { SubmitReviewForm } from './submit-review-form'

import { Button } from '@/components/ui/button'

const icons: Record<WorkflowAction, LucideIcon> = {
  submit: Send,
  approve: CircleCheck,
  'request-changes': MessageSquareWarning,
  publish: Upload,
  move: ArrowRightLeft,
}

/** The order the buttons appear in: the step forward first. */
const order: readonly WorkflowAction[] = ['submit', 'approve', 'request-changes', 'publish', 'move']

/**
 * The transitions the server says this user may make now, as buttons; choosing one opens its
 * form. Nothing else is offered, so an illegal action is never a click away.
 */
export function WorkflowActions({
  data,
  currentUserId,
}: {
  data: WorkflowItem
  currentUserId: string | null
}) {
  const [open, setOpen] = useState<WorkflowAction | null>(null)
  const allowed = order.filter((action) => data.allowedActions.includes(action))
  const itemId = data.item.id
  const close = () => setOpen(null)

  if (allowed.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {data.assignment
          ? 'Nothing for you to do on this item right now.'
          : 'This item is not in the review workflow yet.'}
      </p>
    )
  }

  let form = null
  if (open === 'submit') {
    form = (
      <SubmitReviewForm
        itemId={itemId}
        contentTypeId={data.item.contentTypeId}
        currentUserId={currentUserId}
        previous={data.assignment}
        onCancel={close}
        onDone={close}
      />
    )
  } else if (open === 'approve') {
    form = <ApproveForm itemId={itemId} onCancel={close} onDone={close} />
  } else if (open === 'request-changes') {
    form = <RequestChangesForm itemId={itemId} onCancel={close} onDone={close} />
  } else if (open === 'publish') {
    form = <PublishForm itemId={itemId} onCancel={close} onDone={close} />
  } else if (open === 'move' && data.assignment) {
    form = (
      <MoveForm itemId={itemId} current={data.assignment.state} onCancel={close} onDone={close} />
    )
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {allowed.map((action) => {
          const Icon = icons[action]
          return (
            <Button
              key={action}
              size="sm"
              variant={open === action ? 'primary' : 'secondary'}
              aria-expanded={open === action}
              onClick={() => setOpen(open === action ? null : action)}
            >
              <Icon className="size-4" aria-hidden="true" />
              {workflowActionLabels[action]}
            </Button>
          )
        })}
      </div>
      {form && <div className="rounded-xl border border-border bg-surface p-4">{form}</div>}
    </div>
  )
}
