import type { AiConversation } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ChevronDown, Plus } from 'lucide-react'
import { useState } from 'react'

import { conversationsQuery } from '../../api/chat'

import { ConversationRow } from './conversation-row'

import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'

/**
 * New Conversation and the past conversations, most recent first. Beside the thread on wide
 * screens; on phones the list folds into a button above it.
 */
export function ConversationList({
  selectedId,
  onSelect,
  onNew,
  onDelete,
}: {
  selectedId: string | null
  onSelect: (id: string) => void
  onNew: () => void
  onDelete: (conversation: AiConversation) => void
}) {
  const conversations = useQuery(conversationsQuery())
  const [open, setOpen] = useState(false)
  const list = conversations.data

  let body
  if (conversations.isError) {
    body = (
      <div role="alert" className="px-3 py-2 text-sm">
        <p className="text-danger">{errorMessage(conversations.error)}</p>
        <button
          type="button"
          className="mt-1 font-semibold text-primary-text underline underline-offset-2"
          onClick={() => void conversations.refetch()}
        >
          Try again
        </button>
      </div>
    )
  } else if (!list) {
    body = (
      <ul aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="space-y-1.5 px-3 py-2.5">
            <div className="h-4 w-36 animate-pulse rounded bg-muted" />
            <div className="h-3 w-16 animate-pulse rounded bg-muted" />
          </li>
        ))}
      </ul>
    )
  } else if (list.length === 0) {
    body = <p className="px-3 py-2 text-sm text-muted-foreground">No conversations yet.</p>
  } else {
    body = (
      <ul className="space-y-0.5">
        {list.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow
              conversation={conversation}
              active={conversation.id === selectedId}
              onSelect={() => {
                setOpen(false)
                onSelect(conversation.id)
              }}
              onDelete={() => onDelete(conversation)}
            />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <nav aria-label="Conversations" className="min-w-0">
      <div className="flex gap-2">
        <Button
          className="flex-1"
          onClick={() => {
            setOpen(false)
            onNew()
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          New Conversation
        </Button>
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls="ai-conversation-list"
          onClick={() => setOpen((current) => !current)}
        >
          History
          <ChevronDown
            className={cn('size-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </Button>
      </div>
      <div
        id="ai-conversation-list"
        className={cn(
          'mt-3 max-h-80 overflow-y-auto rounded-xl border border-border bg-card p-1 lg:block lg:max-h-[calc(100dvh-18rem)] lg:border-0 lg:bg-transparent lg:p-0',
          !open && 'hidden',
        )}
      >
        <h2 className="mb-2 px-3 pt-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:pt-0">
          Recent conversations
        </h2>
        {body}
      </div>
    </nav>
  )
}
