import { isAdmin } from '@folio/schema'
import type { WorkflowComment } from '@folio/schema'
import { MessageSquare } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { useAddComment, useEditComment } from '../api/workflow-mutations'
import { threadComments } from '../workflow-display'
import type { CommentNode } from '../workflow-display'

import { CommentDeleteConfirm } from './comment-delete-confirm'
import { CommentForm } from './comment-form'

import { Avatar } from '@/components/ui/avatar'
import { formatDateTime } from '@/lib/format'
import { Timestamp } from '@/components/ui/timestamp'
import { useAuth } from '@/stores/auth'

const linkButton =
  'rounded text-xs font-semibold text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring'

interface ThreadProps {
  itemId: string
  currentUserId: string | null
  canComment: boolean
}

type Mode = 'view' | 'reply' | 'edit' | 'delete'

function CommentView({
  node,
  depth,
  canDeleteAny,
  ...props
}: ThreadProps & { node: CommentNode; depth: number; canDeleteAny: boolean }) {
  const { itemId, currentUserId, canComment } = props
  const { comment } = node
  const [mode, setMode] = useState<Mode>('view')
  const add = useAddComment(itemId)
  const edit = useEditComment(itemId)
  const isOwn = comment.author !== null && comment.author.id === currentUserId
  // Admins moderate: they may delete anyone's comment (the server allows it too).
  const canDelete = isOwn || canDeleteAny
  const author = comment.author?.name ?? 'Deleted user'

  // Cancelling the delete puts focus back on the Delete button it came from.
  const deleteButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  useEffect(() => {
    if (mode === 'view' && returnFocus.current) {
      returnFocus.current = false
      deleteButton.current?.focus()
    }
  }, [mode])

  return (
    <li>
      <article aria-label={`Comment by ${author}`} className="flex gap-3">
        <Avatar name={author} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <span className="font-semibold">{author}</span>{' '}
            <Timestamp value={comment.createdAt} className="text-xs text-muted-foreground" />
            {comment.editedAt && (
              <span
                className="text-xs text-muted-foreground"
                title={formatDateTime(comment.editedAt)}
              >
                {' '}
                (edited)
              </span>
            )}
          </p>
          {mode === 'edit' ? (
            <div className="mt-1.5">
              <CommentForm
                label="Edit comment"
                submitLabel="Save"
                initial={comment.body}
                pending={edit.isPending}
                focusOnMount
                onCancel={() => setMode('view')}
                onSubmit={(body) =>
                  edit.mutateAsync({ commentId: comment.id, body }).then(() => setMode('view'))
                }
              />
            </div>
          ) : (
            <p className="mt-0.5 text-sm whitespace-pre-wrap break-words">{comment.body}</p>
          )}
          {mode === 'view' && (canComment || isOwn || canDelete) && (
            <div className="mt-1 flex gap-3">
              {canComment && (
                <button type="button" className={linkButton} onClick={() => setMode('reply')}>
                  Reply
                </button>
              )}
              {isOwn && (
                <button type="button" className={linkButton} onClick={() => setMode('edit')}>
                  Edit
                </button>
              )}
              {canDelete && (
                <button
                  ref={deleteButton}
                  type="button"
                  className={`${linkButton} hover:text-danger`}
                  onClick={() => setMode('delete')}
                >
                  Delete
                </button>
              )}
            </div>
          )}
          {mode === 'delete' && (
            <CommentDeleteConfirm
              itemId={itemId}
              commentId={comment.id}
              replyCount={node.replies.length}
              onCancel={() => {
                returnFocus.current = true
                setMode('view')
              }}
            />
          )}
          {mode === 'reply' && (
            <div className="mt-2">
              <CommentForm
                label={`Reply to ${author}`}
                submitLabel="Reply"
                pending={add.isPending}
                focusOnMount
                onCancel={() => setMode('view')}
                onSubmit={(body) =>
                  add.mutateAsync({ body, parentId: comment.id }).then(() => setMode('view'))
                }
              />
            </div>
          )}
        </div>
      </article>
      {node.replies.length > 0 && (
        // Deep threads stop indenting, so narrow screens keep room for the text.
        <ul
          className={
            depth < 3 ? 'mt-3 ml-4 space-y-3 border-l border-border pl-4' : 'mt-3 space-y-3'
          }
        >
          {node.replies.map((reply) => (
            <CommentView
              key={reply.comment.id}
              node={reply}
              depth={depth + 1}
              canDeleteAny={canDeleteAny}
              {...props}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

/** The item's comments as threads (reply, edit or delete your own), and a box for a new one. */
export function CommentsThread({
  comments,
  ...props
}: ThreadProps & { comments: readonly WorkflowComment[] }) {
  const add = useAddComment(props.itemId)
  const canDeleteAny = isAdmin(useAuth((state) => state.user?.role ?? null))
  const threads = threadComments(comments)
  return (
    <div className="space-y-4">
      {threads.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageSquare className="size-4" aria-hidden="true" />
          No comments yet.
        </p>
      ) : (
        <ul aria-label="Comments" className="space-y-4">
          {threads.map((node) => (
            <CommentView
              key={node.comment.id}
              node={node}
              depth={0}
              canDeleteAny={canDeleteAny}
              {...props}
            />
          ))}
        </ul>
      )}
      {props.canComment && (
        <CommentForm
          label="Add a comment"
          submitLabel="Comment"
          pending={add.isPending}
          onSubmit={(body) => add.mutateAsync({ body })}
        />
      )}
    </div>
  )
}
