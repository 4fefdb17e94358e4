import {
  automationMessages,
  matchingAutomationRule,
  submitForReviewInputSchema,
  workflowMessages,
} from '@folio/schema'
import type {
  WorkflowAssignee,
  WorkflowAssignment,
  WorkflowAutomationRuleList,
} from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Send } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { automationRulesQuery } from '@/lib/api/automation-rules'
import { workflowAssigneesQuery } from '@/lib/api/get-workflow'
import { useTransition } from '../api/workflow-mutations'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { roleLabels } from '@/config/roles'
import { notify } from '@/stores/notifications'

/**
 * The reviewer a workflow rule would assign to an item of this type, when the rules run and
 * that person is someone this submitter may ask (not themselves, still an active reviewer).
 */
function ruleReviewerFor(
  rules: WorkflowAutomationRuleList | undefined,
  contentTypeId: string | undefined,
  options: readonly WorkflowAssignee[],
): WorkflowAssignee | undefined {
  if (!rules?.active || !contentTypeId) return undefined
  const rule = matchingAutomationRule(rules.data, 'submitted', contentTypeId)
  if (rule?.action.type !== 'assign_reviewer') return undefined
  const { reviewerId } = rule.action
  return options.find((person) => person.id === reviewerId)
}

/** Today as `YYYY-MM-DD` in the viewer's time zone: the earliest sensible due date. */
function today(): string {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/**
 * Submit for review: the reviewer (active editors and admins other than the submitter), an
 * optional due date and notes for the reviewer. When a workflow rule assigns a reviewer for the
 * item's type, the form says who and may be sent without choosing; choosing someone else wins.
 */
export function SubmitReviewForm({
  itemId,
  contentTypeId,
  currentUserId,
  previous,
  idPrefix = 'submit',
  onCancel,
  onDone,
}: {
  itemId: string
  /** The item's type, to find the rule that would assign its reviewer. */
  contentTypeId?: string
  currentUserId: string | null
  /**
   * The item's last review, when it is resubmitted (after changes were requested, say): the
   * form starts from its reviewer, due date and notes instead of asking for them again.
   */
  previous?: Pick<WorkflowAssignment, 'assignee' | 'dueDate' | 'notes'> | null
  idPrefix?: string
  onCancel?: () => void
  onDone: () => void
}) {
  const assignees = useQuery(workflowAssigneesQuery())
  const rules = useQuery(automationRulesQuery())
  const submit = useTransition(itemId, 'submit')
  // You cannot review your own submission, so a previous review of yours is not offered again.
  const previousReviewer =
    previous?.assignee && previous.assignee.id !== currentUserId ? previous.assignee.id : ''
  const [assignedTo, setAssignedTo] = useState(previousReviewer)
  const [dueDate, setDueDate] = useState(previous?.dueDate ?? '')
  const [notes, setNotes] = useState(previous?.notes ?? '')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const [minDate] = useState(today)

  // Reviewing your own submission is refused, so you are not offered.
  const options = (assignees.data ?? []).filter((person) => person.id !== currentUserId)
  const ruleReviewer = ruleReviewerFor(rules.data, contentTypeId, options)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    if (!assignedTo && !ruleReviewer) {
      setFieldError(workflowMessages.assigneeRequired)
      return
    }
    const parsed = submitForReviewInputSchema.safeParse({
      // Left out, the server asks the rule (which it checks again) for the reviewer.
      assignedTo: assignedTo || undefined,
      dueDate: dueDate || null,
      notes: notes.trim() || null,
    })
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message)
      return
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        const reviewer = assignedTo
          ? options.find((person) => person.id === assignedTo)
          : ruleReviewer
        notify.success('Submitted for review', {
          details: reviewer ? `${reviewer.name} was asked to review it.` : undefined,
        })
        onDone()
      },
      onError: (error) => setFormError(errorMessage(error, 'The item could not be submitted.')),
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Submit for review" className="space-y-4">
      {formError && <Alert>{formError}</Alert>}
      {assignees.isError && (
        <Alert>Could not load the reviewers: {errorMessage(assignees.error)}</Alert>
      )}
      <SelectField
        id={`${idPrefix}-assignee`}
        label="Reviewer"
        value={assignedTo}
        error={fieldError}
        hint={
          previousReviewer && assignedTo === previousReviewer
            ? 'The reviewer of the last round; choose someone else to change it.'
            : ruleReviewer
              ? assignedTo
                ? `Chosen by you, instead of the rule’s ${ruleReviewer.name}.`
                : 'A workflow rule picks this reviewer for the item’s type; choose someone else to override it.'
              : undefined
        }
        onChange={(event) => {
          setAssignedTo(event.target.value)
          setFieldError(undefined)
        }}
        disabled={assignees.isPending}
      >
        <option value="">
          {assignees.isPending
            ? 'Loading reviewers...'
            : ruleReviewer
              ? automationMessages.assignedByRule(ruleReviewer.name)
              : 'Choose a reviewer'}
        </option>
        {options.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name} ({roleLabels[person.role]})
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-due`}
        type="date"
        label="Due date (optional)"
        min={minDate}
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
      />
      <TextAreaField
        id={`${idPrefix}-notes`}
        label="Notes (optional)"
        hint="What the reviewer should look at."
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          Submit for review
        </Button>
      </div>
    </form>
  )
}
