import type { WorkflowState } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'

import { DeleteWorkflowStateConfirm } from './delete-workflow-state-confirm'
import { WorkflowAutomationSection } from './workflow-automation-section'
import { WorkflowStateDialog } from './workflow-state-dialog'
import { WorkflowStatesList } from './workflow-states-list'

import { Button } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { workflowStatesQuery } from '@/lib/api/get-workflow'
import { errorMessage } from '@/lib/api-client'

type FormState = { open: false } | { open: true; state: WorkflowState | null }

/**
 * Settings → Workflow: the review workflow's states in order. Admins add, rename, recolour,
 * reorder and delete them; the Workflow screen's filter and badges follow.
 */
function WorkflowStatesSection() {
  const states = useQuery(workflowStatesQuery())
  const [form, setForm] = useState<FormState>({ open: false })
  const [deleting, setDeleting] = useState<WorkflowState | null>(null)

  let body
  if (states.isPending) body = <LoadingState label="Loading workflow states..." className="py-6" />
  else if (states.isError)
    body = (
      <ErrorState
        title="Could not load the workflow states"
        message={errorMessage(states.error)}
        onRetry={() => void states.refetch()}
        className="py-6"
      />
    )
  else
    body = (
      <WorkflowStatesList
        states={states.data}
        onEdit={(state) => setForm({ open: true, state })}
        onDelete={setDeleting}
      />
    )

  return (
    <section
      aria-labelledby="workflow-states-title"
      className="rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex flex-col gap-3 border-b border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 id="workflow-states-title" className="font-semibold">
            Workflow states
          </h2>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">
            The states an item moves through in review, in the order the Workflow screen lists them.
            The built-in states carry the review rules: rename or recolour them, but they stay. A
            custom state can be deleted once no item is in it.
          </p>
        </div>
        <div className="shrink-0">
          <Button onClick={() => setForm({ open: true, state: null })} disabled={!states.data}>
            <Plus className="size-4" aria-hidden="true" />
            Add state
          </Button>
        </div>
      </div>
      <div className="px-3 py-4 sm:px-6 sm:py-5">{body}</div>

      <WorkflowStateDialog
        open={form.open}
        state={form.open ? form.state : null}
        usedColors={states.data?.map((state) => state.color) ?? []}
        onClose={() => setForm({ open: false })}
      />
      <DeleteWorkflowStateConfirm state={deleting} onDone={() => setDeleting(null)} />
    </section>
  )
}

/** Settings → Workflow: the states, then the automation rules (Premium). */
export function WorkflowTab() {
  return (
    <div className="space-y-6">
      <WorkflowStatesSection />
      <WorkflowAutomationSection />
    </div>
  )
}
