import { slugify, WORKFLOW_STATE_NAME_MAX } from '@folio/schema'
import type { WorkflowState } from '@folio/schema'

import {
  stateErrorsFrom,
  stateFormFields,
  validateNewState,
  validateStateChange,
} from '../state-form-values'
import type { StateFormValues } from '../state-form-values'

import { StateColorField, unusedPreset } from './state-color-field'

import { Alert } from '@/components/ui/alert'
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/form-field'
import { useCreateWorkflowState, useUpdateWorkflowState } from '../api/workflow-state-mutations'
import { StateBadge } from '@/components/ui/state-badge'
import { focusField, useFormDialog } from '@/lib/use-form-dialog'
import { notify } from '@/stores/notifications'

const fieldId = (field: keyof StateFormValues) => `workflow-state-${field}`

function StateForm({
  state,
  usedColors,
  onClose,
}: {
  state: WorkflowState | null
  usedColors: readonly string[]
  onClose: () => void
}) {
  const create = useCreateWorkflowState()
  const update = useUpdateWorkflowState()
  const pending = create.isPending || update.isPending
  const { values, errors, formError, change, showErrors, fail, handleSubmit } = useFormDialog({
    initial: (): StateFormValues =>
      state
        ? { name: state.name, color: state.color, slug: state.slug }
        : { name: '', color: unusedPreset(usedColors), slug: '' },
    fields: stateFormFields,
    // The colour is a group of radios: its first one takes the focus.
    fieldId,
    errorsFrom: (error) => {
      const fieldErrors = stateErrorsFrom(error.details)
      // A taken slug (typed, or made from the name) shows on the slug field.
      if (error.code === 'slug_taken') fieldErrors.slug ??= error.message
      return fieldErrors
    },
    failure: 'The workflow state could not be saved.',
  })

  const done = (saved: WorkflowState) => {
    notify.success(`Workflow state “${saved.name}” ${state ? 'updated' : 'added'}`)
    onClose()
  }

  const submit = handleSubmit(() => {
    if (!state) {
      const result = validateNewState(values)
      if (!result.ok) return showErrors(result.errors)
      create.mutate(result.input, { onSuccess: done, onError: fail })
      return
    }
    const result = validateStateChange(state, values)
    if (!result.ok) return showErrors(result.errors)
    if (!result.input) return onClose()
    update.mutate({ id: state.id, input: result.input }, { onSuccess: done, onError: fail })
  })

  const derivedSlug = slugify(values.name)
  return (
    <form
      noValidate
      aria-label={state ? 'Edit workflow state' : 'Add workflow state'}
      onSubmit={submit}
      className="space-y-5"
    >
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id={fieldId('name')}
        label="Name"
        placeholder="Legal Review"
        autoComplete="off"
        maxLength={WORKFLOW_STATE_NAME_MAX}
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <div id={fieldId('color')}>
        <StateColorField
          value={values.color}
          error={errors.color}
          onChange={(color) => change({ color })}
        />
      </div>
      {state ? (
        <p className="text-sm text-muted-foreground">
          Slug <code className="font-mono text-foreground">{state.slug}</code>: fixed once created,
          as filters and apps use it.
        </p>
      ) : (
        <TextField
          id={fieldId('slug')}
          label="Slug (optional)"
          placeholder={derivedSlug || 'legal-review'}
          autoComplete="off"
          spellCheck={false}
          maxLength={WORKFLOW_STATE_NAME_MAX}
          className="font-mono"
          hint="Lowercase letters, numbers and hyphens. Left empty, it is made from the name."
          value={values.slug}
          error={errors.slug}
          onChange={(event) => change({ slug: event.target.value })}
        />
      )}
      <div className="flex items-center gap-3 rounded-lg bg-muted/60 px-3 py-2.5 text-sm">
        <span className="text-muted-foreground">Preview</span>
        <StateBadge state={{ name: values.name.trim() || 'New state', color: values.color }} />
      </div>
      <DialogFormActions pending={pending} onCancel={onClose}>
        {state ? 'Save state' : 'Add state'}
      </DialogFormActions>
    </form>
  )
}

/** Add (state `null`) a workflow state, or rename and recolour one. */
export function WorkflowStateDialog({
  open,
  state,
  usedColors,
  onClose,
}: {
  open: boolean
  state: WorkflowState | null
  usedColors: readonly string[]
  onClose: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          title={state ? `Edit “${state.name}”` : 'Add workflow state'}
          description={
            state
              ? 'Rename or recolour the state; items in it show the change at once.'
              : 'A new state goes to the end of the list; move it where it belongs afterwards.'
          }
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            focusField(fieldId('name'))
          }}
        >
          <StateForm state={state} usedColors={usedColors} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  )
}
