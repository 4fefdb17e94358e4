import type {
  ListWorkflowAssignmentsQuery,
  WorkflowAssignee,
  WorkflowAssignmentPage,
  WorkflowItem,
  WorkflowState,
} from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** The list query as this app sends it (the schema's input type leaves page numbers untyped). */
export type WorkflowAssignmentsQuery = Omit<ListWorkflowAssignmentsQuery, 'page' | 'pageSize'> & {
  page?: number
  pageSize?: number
}

export const workflowKeys = {
  all: ['workflow'] as const,
  states: ['workflow', 'states'] as const,
  assignees: ['workflow', 'assignees'] as const,
  lists: ['workflow', 'assignments'] as const,
  list: (query: WorkflowAssignmentsQuery) => ['workflow', 'assignments', query] as const,
  items: ['workflow', 'items'] as const,
  item: (itemId: string) => ['workflow', 'items', itemId] as const,
}

const itemPath = (itemId: string) => `/api/v1/workflow/items/${encodeURIComponent(itemId)}`

/** `GET /api/v1/workflow/states`: every state in order, with its colour. */
export function getWorkflowStates(signal?: AbortSignal): Promise<WorkflowState[]> {
  return apiRequest<{ data: WorkflowState[] }>('/api/v1/workflow/states', { signal }).then(
    (body) => body.data,
  )
}

/** `GET /api/v1/workflow/assignees`: the active editors and admins who may review. */
export function getWorkflowAssignees(signal?: AbortSignal): Promise<WorkflowAssignee[]> {
  return apiRequest<{ data: WorkflowAssignee[] }>('/api/v1/workflow/assignees', { signal }).then(
    (body) => body.data,
  )
}

/** `GET /api/v1/workflow/assignments`: one page of the Workflow screen's rows. */
export function getWorkflowAssignments(
  query: WorkflowAssignmentsQuery,
  signal?: AbortSignal,
): Promise<WorkflowAssignmentPage> {
  return apiRequest<WorkflowAssignmentPage>('/api/v1/workflow/assignments', {
    query: { ...query },
    signal,
  })
}

/** `GET /api/v1/workflow/items/{itemId}`: the side panel's item, comments, history and actions. */
export function getWorkflowItem(itemId: string, signal?: AbortSignal): Promise<WorkflowItem> {
  return apiRequest<{ data: WorkflowItem }>(itemPath(itemId), { signal }).then((body) => body.data)
}

export const workflowStatesQuery = () =>
  queryOptions({
    queryKey: workflowKeys.states,
    queryFn: ({ signal }) => getWorkflowStates(signal),
  })

export const workflowAssigneesQuery = () =>
  queryOptions({
    queryKey: workflowKeys.assignees,
    queryFn: ({ signal }) => getWorkflowAssignees(signal),
  })

export const workflowAssignmentsQuery = (query: WorkflowAssignmentsQuery) =>
  queryOptions({
    queryKey: workflowKeys.list(query),
    queryFn: ({ signal }) => getWorkflowAssignments(query, signal),
    // Keep the current rows on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  })

export const workflowItemQuery = (itemId: string) =>
  queryOptions({
    queryKey: workflowKeys.item(itemId),
    queryFn: ({ signal }) => getWorkflowItem(itemId, signal),
    // Someone else may comment or review meanwhile: read again whenever the panel opens.
    staleTime: 0,
  })

export { itemPath as workflowItemPath }
