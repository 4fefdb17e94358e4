import type { WorkflowItem } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { workflowItemPath, workflowKeys } from '@/lib/api/get-workflow'

import { apiRequest } from '@/lib/api-client'

/** `DELETE …/items/{itemId}/comments/{commentId}`: your own comment, or any as an admin. */
export function deleteComment(itemId: string, commentId: string): Promise<void> {
  return apiRequest<unknown>(
    `${workflowItemPath(itemId)}/comments/${encodeURIComponent(commentId)}`,
    { method: 'DELETE' },
  ).then(() => {})
}

/**
 * The panel's item without the comment; its replies move up to its parent, as on the server,
 * so the thread does not jump when the fresh copy arrives.
 */
export function withoutComment(item: WorkflowItem, commentId: string): WorkflowItem {
  const removed = item.comments.find((comment) => comment.id === commentId)
  if (!removed) return item
  const comments = item.comments
    .filter((comment) => comment.id !== commentId)
    .map((comment) =>
      comment.parentId === commentId ? { ...comment, parentId: removed.parentId } : comment,
    )
  return { ...item, comments }
}

export function useDeleteComment(itemId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(itemId, commentId),
    onSuccess: (_answer, commentId) =>
      queryClient.setQueryData<WorkflowItem>(
        workflowKeys.item(itemId),
        (item) => item && withoutComment(item, commentId),
      ),
    // The rows' comment counts and the dashboard change too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  })
}
