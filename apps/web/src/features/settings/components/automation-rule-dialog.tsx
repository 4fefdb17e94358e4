import {
  automationActionLabels,
  automationActionTypes,
  automationTriggerLabels,
  automationTriggers,
  createAutomationRuleInputSchema,
  describeAutomationRule,
  type AutomationActionType,
  type AutomationTrigger,
  type WorkflowAutomationRule,
} from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { Alert } from '@/components/ui/alert'
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog'
import { SelectField } from '@/components/ui/form-field'
import { roleLabels } from '@/config/roles'
import { contentTypesQuery } from '@/lib/api/get-content-types'
import { useCreateAutomationRule } from '@/lib/api/automation-rules'
import { workflowAssigneesQuery } from '@/lib/api/get-workflow'
import { errorMessage } from '@/lib/api-client'
import { focusField, useFormDialog } from '@/lib/use-form-dialog'
import { notify } from '@/stores/notifications'

interface Values {
  trigger: AutomationTrigger
  contentTypeId: string
  action: AutomationActionType
  reviewerId: string
}
type Field = 'trigger' | 'contentTypeId' | 'action' | 'reviewerId'
type Errors = Partial<Record<Field, string>>

const fieldId = (field: Field) => `automation-rule-${field}`

/** The form field an input path (the schema's or the server's) belongs to. */
function fieldOf(path: string): Field | null {
  if (path === 'trigger' || path === 'contentTypeId') return path
  if (path === 'action.type' || path === 'action') return 'action'
  if (path === 'action.reviewerId') return 'reviewerId'
  return null
}

function errorsFrom(issues: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {}
  for (const issue of issues) {
    const field = fieldOf(issue.path)
    if (field) errors[field] ??= issue.message
  }
  return errors
}

function RuleForm({ onClose }: { onClose: () => void }) {
  const types = useQuery(contentTypesQuery())
  const assignees = useQuery(workflowAssigneesQuery())
  const create = useCreateAutomationRule()
  const { values, errors, formError, change, showErrors, fail, handleSubmit } = useFormDialog({
    initial: (): Values => ({
      trigger: 'submitted',
      contentTypeId: '',
      action: 'assign_reviewer',
      reviewerId: '',
    }),
    fields: ['trigger', 'contentTypeId', 'action', 'reviewerId'],
    fieldId,
    errorsFrom: (error) => errorsFrom(error.details),
    failure: 'The rule could not be added.',
    // The reviewer is only asked for one action, so a change elsewhere can settle its error.
    clearOnChange: 'all',
  })

  const typeName = types.data?.find((type) => type.id === values.contentTypeId)?.name ?? null
  const reviewer = assignees.data?.find((person) => person.id === values.reviewerId) ?? null
  const preview = describeAutomationRule({
    trigger: values.trigger,
    contentTypeId: values.contentTypeId || null,
    contentTypeName: typeName,
    action:
      values.action === 'assign_reviewer'
        ? { type: 'assign_reviewer', reviewerId: values.reviewerId }
        : { type: 'publish' },
    reviewer: reviewer ?? { name: '…' },
  })

  const submit = handleSubmit(() => {
    const input = {
      trigger: values.trigger,
      contentTypeId: values.contentTypeId || null,
      action:
        values.action === 'assign_reviewer'
          ? { type: values.action, reviewerId: values.reviewerId }
          : { type: values.action },
    }
    const parsed = createAutomationRuleInputSchema.safeParse(input)
    if (!parsed.success) {
      return showErrors(
        errorsFrom(
          parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        ),
      )
    }
    create.mutate(input, {
      onSuccess: (rule: WorkflowAutomationRule) => {
        notify.success('Workflow rule added', { details: describeAutomationRule(rule) })
        onClose()
      },
      onError: fail,
    })
  })

  return (
    <form noValidate aria-label="Add workflow rule" onSubmit={submit} className="space-y-5">
      {formError && <Alert>{formError}</Alert>}
      <SelectField
        id={fieldId('trigger')}
        label="When an item is"
        value={values.trigger}
        error={errors.trigger}
        onChange={(event) => change({ trigger: event.target.value as AutomationTrigger })}
      >
        {automationTriggers.map((trigger) => (
          <option key={trigger} value={trigger}>
            {automationTriggerLabels[trigger]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={fieldId('contentTypeId')}
        label="Content type"
        value={values.contentTypeId}
        error={errors.contentTypeId ?? (types.isError ? errorMessage(types.error) : undefined)}
        onChange={(event) => change({ contentTypeId: event.target.value })}
      >
        <option value="">Any content type</option>
        {(types.data ?? []).map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={fieldId('action')}
        label="Then"
        hint="A reviewer is assigned when an item is submitted; an item is published when it is approved."
        value={values.action}
        error={errors.action}
        onChange={(event) => change({ action: event.target.value as AutomationActionType })}
      >
        {automationActionTypes.map((action) => (
          <option key={action} value={action}>
            {automationActionLabels[action]}
          </option>
        ))}
      </SelectField>
      {values.action === 'assign_reviewer' && (
        <SelectField
          id={fieldId('reviewerId')}
          label="Reviewer"
          value={values.reviewerId}
          error={
            errors.reviewerId ?? (assignees.isError ? errorMessage(assignees.error) : undefined)
          }
          disabled={assignees.isPending}
          onChange={(event) => change({ reviewerId: event.target.value })}
        >
          <option value="">
            {assignees.isPending ? 'Loading reviewers...' : 'Choose a reviewer'}
          </option>
          {(assignees.data ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({roleLabels[person.role]})
            </option>
          ))}
        </SelectField>
      )}
      <p className="rounded-lg bg-muted/60 px-3 py-2.5 text-sm" aria-live="polite">
        <span className="text-muted-foreground">Rule: </span>
        {preview}
      </p>
      <DialogFormActions pending={create.isPending} onCancel={onClose}>
        Add rule
      </DialogFormActions>
    </form>
  )
}

/** "Add rule": when, for which type, and what the rule does. */
export function AutomationRuleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          title="Add workflow rule"
          description="The rule runs by itself for every matching item from now on."
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            focusField(fieldId('trigger'))
          }}
        >
          <RuleForm onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  )
}
