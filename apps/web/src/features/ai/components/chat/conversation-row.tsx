import { renameAiConversationInputSchema } from '@folio/schema'
import type { AiConversation } from '@folio/schema'
import { MessageSquare, Pencil, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'

import { useRenameConversation } from '../../api/chat'

import { RowMenu, RowMenuItem } from '@/components/ui/table'
import { controlClass } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { Timestamp } from '@/components/ui/timestamp'

export const conversationTitle = (conversation: AiConversation) =>
  conversation.title.trim() || 'New conversation'

/** The title, edited in place: Enter or leaving the field saves, Escape cancels. */
function RenameField({
  conversation,
  onDone,
}: {
  conversation: AiConversation
  onDone: () => void
}) {
  const rename = useRenameConversation()
  const [title, setTitle] = useState(conversation.title)
  const [error, setError] = useState<string | null>(null)
  // Enter then blur (the field is disabled while saving) must not rename twice.
  const saving = useRef(false)

  const save = () => {
    if (saving.current) return
    const parsed = renameAiConversationInputSchema.safeParse({ title })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    if (parsed.data.title === conversation.title) return onDone()
    saving.current = true
    rename.mutate(
      { id: conversation.id, title: parsed.data.title },
      {
        onSettled: () => {
          saving.current = false
        },
        onSuccess: onDone,
        onError: (failure) =>
          setError(errorMessage(failure, 'The conversation could not be renamed.')),
      },
    )
  }

  return (
    <div className="px-2 py-1.5">
      <input
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened on request to type the title
        autoFocus
        aria-label="Conversation title"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `rename-${conversation.id}-error` : undefined}
        value={title}
        disabled={rename.isPending}
        onChange={(event) => {
          setTitle(event.target.value)
          setError(null)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            save()
          } else if (event.key === 'Escape') {
            event.preventDefault()
            onDone()
          }
        }}
        onBlur={save}
        className={cn(controlClass, 'py-1.5', error ? 'border-danger' : 'border-input')}
      />
      {error && (
        <p id={`rename-${conversation.id}-error`} className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

/** A conversation in the list: select it, or rename or delete it from its menu. */
export function ConversationRow({
  conversation,
  active,
  onSelect,
  onDelete,
}: {
  conversation: AiConversation
  active: boolean
  onSelect: () => void
  onDelete: () => void
}) {
  const [renaming, setRenaming] = useState(false)
  const title = conversationTitle(conversation)
  if (renaming) return <RenameField conversation={conversation} onDone={() => setRenaming(false)} />

  return (
    <div
      className={cn(
        'group relative flex items-center rounded-lg',
        active ? 'bg-primary-soft text-primary-text' : 'hover:bg-muted',
      )}
    >
      <button
        type="button"
        aria-current={active ? 'true' : undefined}
        onClick={onSelect}
        className="flex min-w-0 flex-1 items-start gap-2.5 rounded-lg py-2 pr-10 pl-3 text-left"
      >
        <MessageSquare className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{title}</span>
          <span
            className={cn(
              'block truncate text-xs',
              active ? 'text-primary-text' : 'text-muted-foreground',
            )}
          >
            <span className="sr-only">, </span>
            <Timestamp value={conversation.updatedAt} />
          </span>
        </span>
      </button>
      <RowMenu
        label={`Actions for ${title}`}
        align="start"
        small
        triggerClassName="absolute top-1.5 right-1 grid size-8 place-items-center rounded-md text-muted-foreground opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-card hover:text-foreground data-[state=open]:bg-card data-[state=open]:opacity-100 pointer-coarse:opacity-100"
      >
        <RowMenuItem icon={Pencil} onSelect={() => setRenaming(true)}>
          Rename
        </RowMenuItem>
        <RowMenuItem icon={Trash2} tone="danger" onSelect={onDelete}>
          Delete
        </RowMenuItem>
      </RowMenu>
    </div>
  )
}
