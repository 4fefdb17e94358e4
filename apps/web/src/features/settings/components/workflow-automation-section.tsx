import { automationMessages, describeAutomationRule } from '@folio/schema'
import type { WorkflowAutomationRule } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Plus, Trash2, Workflow } from 'lucide-react'
import { useState } from 'react'

import { AutomationRuleDialog } from './automation-rule-dialog'

import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadingState } from '@/components/ui/loading'
import { PremiumLock } from '@/components/ui/premium-lock'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { Switch } from '@/components/ui/switch'
import {
  automationRulesQuery,
  useDeleteAutomationRule,
  useUpdateAutomationRule,
} from '@/lib/api/automation-rules'
import { errorMessage } from '@/lib/api-client'
import { useEntitlement } from '@/lib/use-subscription'
import { notify } from '@/stores/notifications'

function RuleRow({ rule, locked }: { rule: WorkflowAutomationRule; locked: boolean }) {
  const update = useUpdateAutomationRule()
  const [deleting, setDeleting] = useState(false)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const remove = useDeleteAutomationRule()
  const sentence = describeAutomationRule(rule)
  const sentenceId = `automation-rule-${rule.id}`

  const toggle = (enabled: boolean) =>
    update.mutate(
      { id: rule.id, input: { enabled } },
      {
        onError: (error) =>
          notify.error(
            `The rule was not ${enabled ? 'switched on' : 'switched off'}: ${errorMessage(error)}`,
          ),
      },
    )

  const confirmDelete = () =>
    remove.mutate(rule.id, {
      onSuccess: () => {
        notify.success('Workflow rule deleted', { details: sentence })
        setDeleting(false)
      },
      onError: (error) => setDeleteError(errorMessage(error, 'The rule could not be deleted.')),
    })

  return (
    <li
      aria-label={sentence}
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span id={sentenceId} className="text-sm text-pretty">
          {sentence}
        </span>
        {!rule.enabled && <Badge>Off</Badge>}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Switch
          checked={rule.enabled}
          onChange={toggle}
          disabled={locked || update.isPending}
          aria-label={`${rule.enabled ? 'Switch off' : 'Switch on'}: ${sentence}`}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete rule: ${sentence}`}
          disabled={locked}
          onClick={() => {
            setDeleteError(null)
            setDeleting(true)
          }}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        title="Delete workflow rule?"
        description={
          <div className="space-y-3">
            <p>“{sentence}” stops running and is removed.</p>
            {deleteError && <Alert>{deleteError}</Alert>}
          </div>
        }
        confirmLabel="Delete rule"
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      />
    </li>
  )
}

/**
 * Settings → Workflow → Automation: rules that assign reviewers and publish approved items by
 * themselves. On the Free plan they are kept but paused, shown read-only under the lock.
 */
export function WorkflowAutomationSection() {
  const rules = useQuery(automationRulesQuery())
  const { entitled } = useEntitlement('workflow_automation')
  const [adding, setAdding] = useState(false)
  // The server's word counts too: it says whether the rules run now.
  const locked = !entitled || rules.data?.active === false

  let body
  if (rules.isPending) body = <LoadingState label="Loading workflow rules..." className="py-6" />
  else if (rules.isError)
    body = (
      <ErrorState
        title="Could not load the workflow rules"
        message={errorMessage(rules.error)}
        onRetry={() => void rules.refetch()}
        className="py-6"
      />
    )
  else if (rules.data.data.length === 0)
    body = (
      <EmptyState icon={Workflow} title="No rules yet" className="py-8">
        {locked
          ? 'With Premium, rules assign reviewers and publish approved items for you.'
          : 'Add a rule to assign a reviewer when an item is submitted, or to publish it once it is approved.'}
      </EmptyState>
    )
  else
    body = (
      <>
        {locked && (
          <p className="mb-3 text-sm text-muted-foreground">{automationMessages.paused}</p>
        )}
        <ul
          aria-label="Automation rules"
          className="divide-y divide-border rounded-xl border border-border"
        >
          {rules.data.data.map((rule) => (
            <RuleRow key={rule.id} rule={rule} locked={locked} />
          ))}
        </ul>
      </>
    )

  return (
    <section
      aria-labelledby="workflow-automation-title"
      className="rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex flex-col gap-3 border-b border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 id="workflow-automation-title" className="font-semibold">
            Automation
          </h2>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">
            Rules that act on the review workflow by themselves. A reviewer chosen when submitting
            always wins over a rule&apos;s; a rule for one content type wins over one for any type.
          </p>
        </div>
        {!locked && (
          <div className="shrink-0">
            <Button onClick={() => setAdding(true)} disabled={!rules.data}>
              <Plus className="size-4" aria-hidden="true" />
              Add rule
            </Button>
          </div>
        )}
      </div>
      <div className="space-y-4 px-3 py-4 sm:px-6 sm:py-5">
        {locked && (
          <PremiumLock feature="workflow_automation">
            Assign reviewers by content type and publish items as soon as they are approved.
          </PremiumLock>
        )}
        <div>{body}</div>
      </div>
      <AutomationRuleDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  )
}
