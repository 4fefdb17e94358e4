import type {
  CreateWorkflowStateInput,
  UpdateWorkflowStateInput,
  WorkflowState,
} from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { workflowKeys } from '@/lib/api/get-workflow'

import { apiRequest } from '@/lib/api-client'

const statesPath = '/api/v1/workflow/states'
const statePath = (id: string) => `${statesPath}/${encodeURIComponent(id)}`

/** `POST /api/v1/workflow/states` (admins): a custom state, added at the end of the order. */
export function createWorkflowState(input: CreateWorkflowStateInput): Promise<WorkflowState> {
  return apiRequest<{ data: WorkflowState }>(statesPath, { method: 'POST', body: input }).then(
    (body) => body.data,
  )
}

/** `PATCH /api/v1/workflow/states/{id}` (admins): rename and/or recolour. */
export function updateWorkflowState(
  id: string,
  input: UpdateWorkflowStateInput,
): Promise<WorkflowState> {
  return apiRequest<{ data: WorkflowState }>(statePath(id), { method: 'PATCH', body: input }).then(
    (body) => body.data,
  )
}

/** `PUT /api/v1/workflow/states/order` (admins): every id once; all saved or none. */
export function reorderWorkflowStates(ids: readonly string[]): Promise<WorkflowState[]> {
  return apiRequest<{ data: WorkflowState[] }>(`${statesPath}/order`, {
    method: 'PUT',
    body: { ids },
  }).then((body) => body.data)
}

/** `DELETE /api/v1/workflow/states/{id}` (admins): custom states no item is in. */
export function deleteWorkflowState(id: string): Promise<void> {
  return apiRequest<unknown>(statePath(id), { method: 'DELETE' }).then(() => {})
}

/**
 * The states in the order `ids` gives, their positions renumbered. States the list does not
 * name are kept at the end, so a stale order never hides one.
 */
export function applyStateOrder(
  states: readonly WorkflowState[],
  ids: readonly string[],
): WorkflowState[] {
  const byId = new Map(states.map((state) => [state.id, state]))
  const named = ids.flatMap((id) => byId.get(id) ?? [])
  const rest = states.filter((state) => !ids.includes(state.id))
  return [...named, ...rest].map((state, position) => ({ ...state, position }))
}

/**
 * A state's name and colour show in the Workflow screen's filter, rows and panel, and on the
 * dashboard: all of them read again after a change.
 */
function useInvalidateStates() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ])
}

export function useCreateWorkflowState() {
  const invalidate = useInvalidateStates()
  return useMutation({ mutationFn: createWorkflowState, onSettled: invalidate })
}

export function useUpdateWorkflowState() {
  const invalidate = useInvalidateStates()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateWorkflowStateInput }) =>
      updateWorkflowState(id, input),
    onSettled: invalidate,
  })
}

export function useDeleteWorkflowState() {
  const invalidate = useInvalidateStates()
  return useMutation({ mutationFn: deleteWorkflowState, onSettled: invalidate })
}

const orderKey = [...workflowKeys.states, 'order'] as const

interface ReorderEvents {
  onSaved?: (ids: readonly string[]) => void
  onRefused?: (error: Error, ids: readonly string[]) => void
}

/**
 * Saves a new order optimistically: the list shows it at once and goes back to the order
 * before the move if the server refuses it. Saves run one after another, so the server ends up
 * with the last order asked for. The events fire for every save, queued ones included (the
 * callbacks of `mutate` only fire for the latest).
 */
export function useReorderWorkflowStates(events: ReorderEvents = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: orderKey,
    scope: { id: 'workflow-state-order' },
    mutationFn: (ids: readonly string[]) => reorderWorkflowStates(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: workflowKeys.states })
      const previous = queryClient.getQueryData<WorkflowState[]>(workflowKeys.states)
      queryClient.setQueryData<WorkflowState[]>(
        workflowKeys.states,
        (states) => states && applyStateOrder(states, ids),
      )
      return { previous }
    },
    onSuccess: (_states, ids) => events.onSaved?.(ids),
    onError: (error, ids, context) => {
      if (context?.previous) queryClient.setQueryData(workflowKeys.states, context.previous)
      events.onRefused?.(error, ids)
    },
    onSettled: () => {
      // Refetching while a later save is queued would flash the older order back.
      if (queryClient.isMutating({ mutationKey: orderKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: workflowKeys.states, exact: true })
      }
    },
  })
}
