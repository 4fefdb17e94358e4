import { aiMessages } from '@folio/schema'
import { Bot } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/states'

/** The assistant has no provider yet: says who can set it up, and links admins there. */
export function AiUnavailable({ isAdmin }: { isAdmin: boolean }) {
  return (
    <EmptyState
      icon={Bot}
      title="The AI assistant is not set up yet"
      className="rounded-2xl border border-border bg-card"
      action={
        isAdmin && (
          <Link to="/settings?tab=ai" className={buttonClass()}>
            Set up in Settings → AI
          </Link>
        )
      }
    >
      {isAdmin
        ? 'Choose a provider and add its API key in Settings → AI. Chat opens here as soon as it is configured.'
        : aiMessages.notConfigured}
    </EmptyState>
  )
}
