import { aiMessages, entitlementMessage } from '@folio/schema'
import { Bot, Lock } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { UPGRADE_PATH } from '@/components/ui/premium-lock'
import { EmptyState } from '@/components/ui/states'

/**
 * The assistant cannot answer: no provider yet, or (`locked`) only the server's built-in one,
 * which the plan does not include. Says who can change that, and links admins there.
 */
export function AiUnavailable({ isAdmin, locked = false }: { isAdmin: boolean; locked?: boolean }) {
  if (locked) {
    return (
      <EmptyState
        icon={Lock}
        title="The built-in AI assistant is part of Premium"
        className="rounded-2xl border border-border bg-card"
        action={
          isAdmin && (
            <div className="flex flex-wrap justify-center gap-2">
              <Link to={UPGRADE_PATH} className={buttonClass()}>
                Upgrade
              </Link>
              <Link to="/settings?tab=ai" className={buttonClass({ variant: 'secondary' })}>
                Add your own API key
              </Link>
            </div>
          )
        }
      >
        {isAdmin
          ? 'Upgrade to Premium to use it, or add your own provider’s API key in Settings → AI: that works on every plan.'
          : `${entitlementMessage('builtin_ai')} An admin can also add the installation’s own API key in Settings → AI.`}
      </EmptyState>
    )
  }
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
