import { workflowStateSlugs } from '@folio/schema'
import type { WorkflowStateSummary } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ArrowRightLeft } from 'lucide-react'
import { useState } from 'react'

import { workflowStatesQuery } from '@/lib/api/get-workflow'
import { useTransition } from '../api/workflow-mutations'

import { ActionForm } from './action-form'

import { SelectField, TextAreaField } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** Admins: move the item to any other state but Published (Publish does that). */
export function MoveForm({
  itemId,
  current,
  onCancel,
  onDone,
}: {
  itemId: string
  current: WorkflowStateSummary
  onCancel: () => void
  onDone: () => void
}) {
  const states = useQuery(workflowStatesQuery())
  const move = useTransition(itemId, 'move')
  const [stateId, setStateId] = useState('')
  const [comment, setComment] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const options = (states.data ?? []).filter(
    (state) => state.id !== current.id && state.slug !== workflowStateSlugs.published,
  )

  return (
    <ActionForm
      label="Move to state"
      submitLabel="Move"
      icon={<ArrowRightLeft className="size-4" aria-hidden="true" />}
      pending={move.isPending}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setError(null)
        if (!stateId) {
          setFieldError('Choose a state')
          return
        }
        move.mutate(
          { stateId, comment: comment.trim() || undefined },
          {
            onSuccess: () => {
              const target = options.find((state) => state.id === stateId)
              notify.success(target ? `Moved to ${target.name}` : 'Item moved')
              onDone()
            },
            onError: (caught) => setError(errorMessage(caught, 'The item could not be moved.')),
          },
        )
      }}
    >
      <SelectField
        id="move-state"
        label="New state"
        value={stateId}
        error={fieldError}
        onChange={(event) => {
          setStateId(event.target.value)
          setFieldError(undefined)
        }}
      >
        <option value="">Choose a state</option>
        {options.map((state) => (
          <option key={state.id} value={state.id}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="move-comment"
        label="Comment (optional)"
        rows={2}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </ActionForm>
  )
}
