import {
  approveItemInputSchema,
  automationMessages,
  requestChangesInputSchema,
} from '@folio/schema'
import type { WorkflowItem } from '@folio/schema'
import { CircleCheck, MessageSquareWarning } from 'lucide-react'
import { useState } from 'react'

import { useTransition } from '../api/workflow-mutations'

import { ActionForm } from './action-form'

import { TextAreaField } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** What the approval led to: a workflow rule may have published the item, or failed to. */
function announceApproval(result: WorkflowItem) {
  const latest = result.history[0]
  if (latest?.action === 'automation_failed') {
    notify.warning('Item approved', { details: latest.comment ?? undefined })
  } else if (latest?.comment === automationMessages.publishedByRule) {
    notify.success('Item approved and published', { details: latest.comment })
  } else if (latest?.comment === automationMessages.scheduledByRule) {
    notify.success('Item approved and scheduled', { details: latest.comment })
  } else {
    notify.success('Item approved')
  }
}

interface FormProps {
  itemId: string
  onCancel: () => void
  onDone: () => void
}

/** Approve, with an optional comment that joins the thread. */
export function ApproveForm({ itemId, onCancel, onDone }: FormProps) {
  const approve = useTransition(itemId, 'approve')
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <ActionForm
      label="Approve"
      submitLabel="Approve"
      icon={<CircleCheck className="size-4" aria-hidden="true" />}
      pending={approve.isPending}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setError(null)
        const input = approveItemInputSchema.parse({ comment: comment.trim() || undefined })
        approve.mutate(input, {
          onSuccess: (result) => {
            announceApproval(result)
            onDone()
          },
          onError: (caught) => setError(errorMessage(caught, 'The item could not be approved.')),
        })
      }}
    >
      <TextAreaField
        id="approve-comment"
        label="Comment (optional)"
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </ActionForm>
  )
}

/** Request changes: the comment saying what to change is required. */
export function RequestChangesForm({ itemId, onCancel, onDone }: FormProps) {
  const requestChanges = useTransition(itemId, 'request-changes')
  const [comment, setComment] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  return (
    <ActionForm
      label="Request changes"
      submitLabel="Request changes"
      icon={<MessageSquareWarning className="size-4" aria-hidden="true" />}
      pending={requestChanges.isPending}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setError(null)
        const parsed = requestChangesInputSchema.safeParse({ comment })
        if (!parsed.success) {
          setFieldError(parsed.error.issues[0]?.message)
          document.getElementById('request-changes-comment')?.focus()
          return
        }
        requestChanges.mutate(parsed.data, {
          onSuccess: () => {
            notify.success('Changes requested')
            onDone()
          },
          onError: (caught) => setError(errorMessage(caught, 'The request could not be sent.')),
        })
      }}
    >
      <TextAreaField
        id="request-changes-comment"
        label="What needs to change?"
        rows={4}
        required
        value={comment}
        error={fieldError}
        onChange={(event) => {
          setComment(event.target.value)
          setFieldError(undefined)
        }}
      />
    </ActionForm>
  )
}
