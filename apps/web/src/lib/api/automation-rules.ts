import type {
  CreateAutomationRuleInput,
  UpdateAutomationRuleInput,
  WorkflowAutomationRule,
  WorkflowAutomationRuleList,
} from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

const rulesPath = '/api/v1/workflow/automation-rules'
const rulePath = (id: string) => `${rulesPath}/${encodeURIComponent(id)}`

export const automationRulesKey = ['workflow', 'automation-rules'] as const

/** `GET /api/v1/workflow/automation-rules` (editors and admins): the rules and whether they run. */
export function getAutomationRules(signal?: AbortSignal): Promise<WorkflowAutomationRuleList> {
  return apiRequest<WorkflowAutomationRuleList>(rulesPath, { signal })
}

export const automationRulesQuery = () =>
  queryOptions({
    queryKey: automationRulesKey,
    queryFn: ({ signal }) => getAutomationRules(signal),
  })

/** `POST …/automation-rules` (admins, Premium). */
export function createAutomationRule(
  input: CreateAutomationRuleInput,
): Promise<WorkflowAutomationRule> {
  return apiRequest<{ data: WorkflowAutomationRule }>(rulesPath, {
    method: 'POST',
    body: input,
  }).then((body) => body.data)
}

/** `PATCH …/automation-rules/{id}` (admins, Premium): most often switching it on or off. */
export function updateAutomationRule(
  id: string,
  input: UpdateAutomationRuleInput,
): Promise<WorkflowAutomationRule> {
  return apiRequest<{ data: WorkflowAutomationRule }>(rulePath(id), {
    method: 'PATCH',
    body: input,
  }).then((body) => body.data)
}

/** `DELETE …/automation-rules/{id}` (admins, Premium). */
export function deleteAutomationRule(id: string): Promise<void> {
  return apiRequest<unknown>(rulePath(id), { method: 'DELETE' }).then(() => {})
}

function useInvalidateRules() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: automationRulesKey })
}

export function useCreateAutomationRule() {
  const invalidate = useInvalidateRules()
  return useMutation({ mutationFn: createAutomationRule, onSettled: invalidate })
}

export function useUpdateAutomationRule() {
  const invalidate = useInvalidateRules()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAutomationRuleInput }) =>
      updateAutomationRule(id, input),
    onSettled: invalidate,
  })
}

export function useDeleteAutomationRule() {
  const invalidate = useInvalidateRules()
  return useMutation({ mutationFn: deleteAutomationRule, onSettled: invalidate })
}
