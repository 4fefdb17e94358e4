import { aiProviderLabels } from '@folio/schema'
import type { AiSettings } from '@folio/schema'
import { CircleAlert, CircleCheck, Server } from 'lucide-react'

import { PremiumLock } from '@/components/ui/premium-lock'
import { cn } from '@/lib/cn'

/** Which configuration the chat and the editor use right now, in one sentence. */
export function aiStatusSentence(settings: AiSettings): string {
  if (settings.source === 'settings') {
    return `Using your own ${aiProviderLabels[settings.provider]} key (Settings)`
  }
  if (settings.source === 'environment' && settings.environment) {
    const { provider, model } = settings.environment
    return `Using the built-in assistant (server: ${aiProviderLabels[provider]}, ${model})`
  }
  return 'Not configured: editors cannot use the assistant until a provider is set'
}

function detailOf(settings: AiSettings): string {
  if (settings.source === 'settings') {
    const model = settings.model || 'the provider’s default model'
    return settings.environment
      ? `Model ${model}. These settings take precedence over the server’s built-in assistant.`
      : `Model ${model}.`
  }
  if (settings.source === 'environment') {
    return 'Set by the server’s environment. Save a provider and key below to use your own instead.'
  }
  return 'Choose a provider and enter its API key below, then test the connection.'
}

/**
 * The banner above Settings → AI: own key, the built-in assistant, or nothing yet. A built-in
 * assistant the plan does not include shows as locked, with the way out on either side.
 */
export function AiStatusPanel({ settings }: { settings: AiSettings }) {
  if (settings.builtinLocked && settings.environment) {
    const { provider, model } = settings.environment
    return (
      <PremiumLock feature="builtin_ai">
        This server has a built-in assistant ({aiProviderLabels[provider]}, {model}). Add your own
        API key below, or upgrade to use it.
      </PremiumLock>
    )
  }
  const Icon =
    settings.source === 'settings'
      ? CircleCheck
      : settings.source === 'environment'
        ? Server
        : CircleAlert
  return (
    <div
      role="status"
      aria-label="AI configuration in use"
      className={cn(
        'flex gap-3 rounded-xl border p-4 text-sm',
        settings.source === 'none'
          ? 'border-warning/30 bg-warning-soft'
          : 'border-success/30 bg-success-soft',
      )}
    >
      <Icon
        className={cn(
          'mt-0.5 size-5 shrink-0',
          settings.source === 'none' ? 'text-warning' : 'text-success',
        )}
        aria-hidden="true"
      />
      <div className="min-w-0">
        <p className="font-semibold text-foreground">{aiStatusSentence(settings)}</p>
        <p className="mt-0.5 text-foreground/80">{detailOf(settings)}</p>
      </div>
    </div>
  )
}
