import { createWorkflowStateInputSchema, updateWorkflowStateInputSchema } from '@folio/schema'
import type {
  CreateWorkflowStateInput,
  UpdateWorkflowStateInput,
  WorkflowState,
} from '@folio/schema'

export interface StateFormValues {
  name: string
  color: string
  /** Only when adding: a state's slug is fixed once filters and apps use it. */
  slug: string
}

export type StateFormField = keyof StateFormValues
export type StateFormErrors = Partial<Record<StateFormField, string>>

/** In the order the form shows them: the first with an error takes the focus. */
export const stateFormFields: readonly StateFormField[] = ['name', 'color', 'slug']

const isField = (value: unknown): value is StateFormField =>
  stateFormFields.some((field) => field === value)

/** Schema or server problems folded onto the form's fields, the first one each. */
export function stateErrorsFrom(issues: readonly { path: string; message: string }[]) {
  const errors: StateFormErrors = {}
  for (const issue of issues) {
    const field = issue.path.split('.')[0]
    if (isField(field)) errors[field] ??= issue.message
  }
  return errors
}

type Checked<T> = { ok: true; input: T } | { ok: false; errors: StateFormErrors }

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  return stateErrorsFrom(
    error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  )
}

/** A new state, checked with the server's schema; an empty slug is left to the server. */
export function validateNewState(values: StateFormValues): Checked<CreateWorkflowStateInput> {
  const slug = values.slug.trim()
  const parsed = createWorkflowStateInputSchema.safeParse({
    name: values.name,
    color: values.color,
    ...(slug ? { slug } : {}),
  })
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: issuesOf(parsed.error) }
}

/** Only what changed on an existing state; `null` when nothing did. */
export function validateStateChange(
  state: WorkflowState,
  values: StateFormValues,
): Checked<UpdateWorkflowStateInput | null> {
  const patch: UpdateWorkflowStateInput = {}
  if (values.name.trim() !== state.name) patch.name = values.name
  if (values.color.toUpperCase() !== state.color.toUpperCase()) patch.color = values.color
  if (patch.name === undefined && patch.color === undefined) return { ok: true, input: null }
  const parsed = updateWorkflowStateInputSchema.safeParse(patch)
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: issuesOf(parsed.error) }
}
