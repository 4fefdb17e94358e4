import type { AiConversation } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router'

import { conversationQuery } from '../../api/chat'
import { aiStatusQuery } from '../../api/status'

import { AiUnavailable } from './ai-unavailable'
import { ChatComposer } from './chat-composer'
import { ChatThread } from './chat-thread'
import { ConversationList } from './conversation-list'
import { DeleteConversationConfirm } from './delete-conversation-confirm'
import { threadEntries } from './thread-entries'
import { useChatSession } from './use-chat-session'

import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { ApiError, errorMessage } from '@/lib/api-client'

const PARAM = 'conversation'

/** The open conversation, in `?conversation=<id>` so reloads and links keep it. */
function useConversationParam() {
  const [params, setParams] = useSearchParams()
  const id = params.get(PARAM)
  const setId = useCallback(
    (next: string | null, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current)
          if (next) updated.set(PARAM, next)
          else updated.delete(PARAM)
          return updated
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  )
  return [id, setId] as const
}

/** Spec: the Chat tab. The conversations, the open thread, and the prompt box. */
export function AiChat({ isAdmin }: { isAdmin: boolean }) {
  const status = useQuery(aiStatusQuery())
  if (status.isPending) return <LoadingState />
  if (status.isError) {
    return (
      <ErrorState
        title="Could not reach the assistant"
        message={errorMessage(status.error)}
        onRetry={() => void status.refetch()}
        className="rounded-2xl border border-border bg-card"
      />
    )
  }
  if (!status.data.available) {
    return <AiUnavailable isAdmin={isAdmin} locked={status.data.builtinLocked} />
  }
  return <ChatWorkspace />
}

function ChatWorkspace() {
  const [conversationId, setConversationId] = useConversationParam()
  const [deleting, setDeleting] = useState<AiConversation | null>(null)
  const session = useChatSession({
    conversationId,
    onCreated: (id) => setConversationId(id, { replace: true }),
  })
  const detail = useQuery({ ...conversationQuery(conversationId ?? ''), enabled: !!conversationId })

  const open = (id: string | null) => {
    if (id === conversationId) return
    session.reset()
    setConversationId(id)
  }

  const showLive = session.live?.conversationId === conversationId ? session.live : null
  let thread
  if (conversationId && detail.isError) {
    const gone = detail.error instanceof ApiError && detail.error.status === 404
    thread = (
      <ErrorState
        title={gone ? 'This conversation no longer exists' : 'Could not load the conversation'}
        message={gone ? 'It may have been deleted. Start a new one.' : errorMessage(detail.error)}
        onRetry={gone ? undefined : () => void detail.refetch()}
        className="flex-1"
      />
    )
  } else if (conversationId && !detail.data && !showLive) {
    thread = <LoadingState className="flex-1" label="Loading conversation..." />
  } else {
    thread = (
      <ChatThread
        entries={threadEntries(conversationId ? (detail.data?.messages ?? []) : [], showLive)}
        conversationId={conversationId}
        busy={session.busy}
        onSuggest={(prompt) => void session.send(prompt)}
        onRetry={(prompt) => void session.send(prompt)}
      />
    )
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
      <ConversationList
        selectedId={conversationId}
        onSelect={open}
        onNew={() => open(null)}
        onDelete={setDeleting}
      />
      <section
        aria-label={detail.data?.title || 'New conversation'}
        className="flex h-[min(48rem,calc(100dvh-14rem))] min-h-[28rem] flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      >
        {thread}
        <ChatComposer busy={session.busy} onSend={session.send} onStop={session.stop} />
      </section>
      <DeleteConversationConfirm
        conversation={deleting}
        onDone={() => setDeleting(null)}
        onDeleted={(conversation) => {
          if (conversation.id === conversationId) open(null)
        }}
      />
    </div>
  )
}
