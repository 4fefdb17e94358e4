import type { AiSavedContent } from '@folio/schema'
import { ShieldOff } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'

import { PageHeader } from '@/components/layouts/page-header'
import { EmptyState } from '@/components/ui/states'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AiChat } from '@/features/ai/components/chat/ai-chat'
import { SavedContent } from '@/features/ai/components/saved/saved-content'
import { contentPrefillState } from '@/features/content/content-prefill'
import { usePermissions } from '@/lib/use-permissions'
import { PageMeta } from '@/lib/page-meta'
import { useAuth } from '@/stores/auth'

type Tab = 'chat' | 'saved'

/** `/ai-assistant` (editors and admins): Chat and Saved Content, the open tab in `?tab=`. */
export function AiAssistantPage() {
  const role = useAuth((state) => state.user?.role ?? null)
  const canCreate = usePermissions().anyContent('create')
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'saved' ? 'saved' : 'chat'

  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'saved') updated.set('tab', next)
        else updated.delete('tab')
        return updated
      },
      { replace: true },
    )

  // The content screen opens its new-item editor with the text in the first text field. The
  // Markdown library loads only when a reply is used.
  const useInContent = (entry: AiSavedContent) =>
    void import('@/features/ai/components/markdown/markdown-to-html').then(({ markdownToHtml }) =>
      navigate('/content?new=1', {
        state: contentPrefillState({ html: markdownToHtml(entry.content), text: entry.content }),
      }),
    )

  const header = (
    <>
      <PageMeta
        title="AI Assistant — Folio"
        description="Draft and rework content with the AI assistant, and keep the replies you like."
      />
      <PageHeader
        title="AI Assistant"
        description="Draft, outline and rework content, then save the replies you want to use."
      />
    </>
  )

  if (role === 'viewer') {
    return (
      <>
        {header}
        <EmptyState
          icon={ShieldOff}
          title="Your role cannot use the assistant"
          className="rounded-2xl border border-border bg-card"
        >
          The AI assistant is for editors and admins. Ask an admin to change your role if you need
          to write with it.
        </EmptyState>
      </>
    )
  }

  return (
    <>
      {header}
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label="AI assistant">
          <TabsTrigger value="chat">Chat</TabsTrigger>
          <TabsTrigger value="saved">Saved Content</TabsTrigger>
        </TabsList>
        {/* Kept mounted: switching tabs must not stop a reply being written. */}
        <TabsContent value="chat" forceMount className="data-[state=inactive]:hidden">
          <AiChat isAdmin={role === 'admin'} />
        </TabsContent>
        <TabsContent value="saved">
          <SavedContent onUseInContent={canCreate ? useInContent : undefined} />
        </TabsContent>
      </Tabs>
    </>
  )
}
