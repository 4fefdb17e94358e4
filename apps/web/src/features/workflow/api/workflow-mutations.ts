import type {
  ApproveItemInput,
  CreateWorkflowCommentInput,
  MoveWorkflowItemInput,
  PublishWorkflowItemInput,
  RequestChangesInput,
  SubmitForReviewInput,
  UpdateWorkflowAssignmentInput,
  UpdateWorkflowCommentInput,
  WorkflowItem,
} from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { workflowItemPath, workflowKeys } from '@/lib/api/get-workflow'

import { apiRequest } from '@/lib/api-client'

/** The transitions and their bodies: `POST /api/v1/workflow/items/{itemId}/{action}`. */
export interface TransitionInputs {
  submit: SubmitForReviewInput
  approve: ApproveItemInput
  'request-changes': RequestChangesInput
  publish: PublishWorkflowItemInput
  move: MoveWorkflowItemInput
}
export type Transition = keyof TransitionInputs

/** A transition; the answer is the item's workflow after it (a rule may have acted too). */
export function runTransition<A extends Transition>(
  itemId: string,
  action: A,
  input: TransitionInputs[A],
): Promise<WorkflowItem> {
  return apiRequest<{ data: WorkflowItem }>(`${workflowItemPath(itemId)}/${action}`, {
    method: 'POST',
    body: input,
  }).then((body) => body.data)
}

/** `PATCH …/items/{itemId}/assignment`: reviewer, due date or notes. */
export function updateAssignment(itemId: string, input: UpdateWorkflowAssignmentInput) {
  return apiRequest<unknown>(`${workflowItemPath(itemId)}/assignment`, {
    method: 'PATCH',
    body: input,
  }).then(() => {})
}

/** `POST …/items/{itemId}/comments` */
export function addComment(itemId: string, input: CreateWorkflowCommentInput) {
  return apiRequest<unknown>(`${workflowItemPath(itemId)}/comments`, {
    method: 'POST',
    body: input,
  }).then(() => {})
}

/** `PATCH …/items/{itemId}/comments/{commentId}`: the author's own comment only. */
export function editComment(itemId: string, commentId: string, input: UpdateWorkflowCommentInput) {
  return apiRequest<unknown>(
    `${workflowItemPath(itemId)}/comments/${encodeURIComponent(commentId)}`,
    { method: 'PATCH', body: input },
  ).then(() => {})
}

/**
 * Whatever changed, the row, the panel, the state counts (Settings) and the dashboard's workflow
 * counts may show it; a transition that publishes changes the content lists too.
 */
function useInvalidateWorkflow(options: { content?: boolean } = {}) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      options.content && queryClient.invalidateQueries({ queryKey: ['content-items'] }),
    ])
}

export function useTransition<A extends Transition>(itemId: string, action: A) {
  // An approval may publish too, by a workflow rule.
  const invalidate = useInvalidateWorkflow({
    content: action === 'publish' || action === 'approve',
  })
  return useMutation({
    mutationFn: (input: TransitionInputs[A]) => runTransition(itemId, action, input),
    onSettled: invalidate,
  })
}

export function useUpdateAssignment(itemId: string) {
  const invalidate = useInvalidateWorkflow()
  return useMutation({
    mutationFn: (input: UpdateWorkflowAssignmentInput) => updateAssignment(itemId, input),
    onSettled: invalidate,
  })
}

export function useAddComment(itemId: string) {
  const invalidate = useInvalidateWorkflow()
  return useMutation({
    mutationFn: (input: CreateWorkflowCommentInput) => addComment(itemId, input),
    onSettled: invalidate,
  })
}

export function useEditComment(itemId: string) {
  const invalidate = useInvalidateWorkflow()
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      editComment(itemId, commentId, { body }),
    onSettled: invalidate,
  })
}
