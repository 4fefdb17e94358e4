import { updateWorkflowAssignmentInputSchema } from '@folio/schema'
import type { WorkflowAssignment } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Save } from 'lucide-react'
import { useState } from 'react'

import { workflowAssigneesQuery } from '@/lib/api/get-workflow'
import { useUpdateAssignment } from '../api/workflow-mutations'

import { ActionForm } from './action-form'

import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { roleLabels } from '@/config/roles'
import { notify } from '@/stores/notifications'

/** Changes the reviewer, due date or notes without moving the item; only changes are sent. */
export function EditAssignmentForm({
  itemId,
  assignment,
  onDone,
}: {
  itemId: string
  assignment: WorkflowAssignment
  onDone: () => void
}) {
  const assignees = useQuery(workflowAssigneesQuery())
  const save = useUpdateAssignment(itemId)
  const [assignedTo, setAssignedTo] = useState(assignment.assignee?.id ?? '')
  const [dueDate, setDueDate] = useState(assignment.dueDate ?? '')
  const [notes, setNotes] = useState(assignment.notes ?? '')
  const [error, setError] = useState<string | null>(null)
  // The submitter cannot review their own work, so they are not offered.
  const options = (assignees.data ?? []).filter(
    (person) => person.id !== assignment.submittedBy?.id,
  )

  const submit = () => {
    setError(null)
    const changes = {
      ...(assignedTo && assignedTo !== assignment.assignee?.id && { assignedTo }),
      ...((dueDate || null) !== assignment.dueDate && { dueDate: dueDate || null }),
      ...((notes.trim() || null) !== assignment.notes && { notes: notes.trim() || null }),
    }
    const parsed = updateWorkflowAssignmentInputSchema.safeParse(changes)
    if (!parsed.success) {
      onDone()
      return
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify.success('Assignment updated')
        onDone()
      },
      onError: (caught) => setError(errorMessage(caught, 'The assignment could not be saved.')),
    })
  }

  return (
    <ActionForm
      label="Edit assignment"
      submitLabel="Save assignment"
      icon={<Save className="size-4" aria-hidden="true" />}
      pending={save.isPending}
      error={error}
      onSubmit={submit}
      onCancel={onDone}
    >
      <SelectField
        id="assignment-assignee"
        label="Reviewer"
        value={assignedTo}
        onChange={(event) => setAssignedTo(event.target.value)}
        disabled={assignees.isPending}
      >
        {!assignedTo && <option value="">Choose a reviewer</option>}
        {options.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name} ({roleLabels[person.role]})
          </option>
        ))}
      </SelectField>
      <TextField
        id="assignment-due"
        type="date"
        label="Due date (optional)"
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
      />
      <TextAreaField
        id="assignment-notes"
        label="Notes (optional)"
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
    </ActionForm>
  )
}
