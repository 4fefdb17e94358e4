import { aiProviderLabels } from '@folio/schema'
import type { AiProvider } from '@folio/schema'
import { KeyRound } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { PasswordField } from '@/components/ui/password-field'

/**
 * The API key: a stored key shows masked by its last four characters with Replace key (the key
 * itself never reaches the browser); otherwise, or while replacing, an empty password input.
 */
export function AiApiKeyField({
  provider,
  storedHint,
  showStored,
  replacing,
  value,
  error,
  onChange,
  onReplace,
  onKeep,
}: {
  provider: AiProvider
  /** The stored key's last four characters, when Settings hold one. */
  storedHint: string | null
  /** The stored key goes with the chosen provider and is not being replaced. */
  showStored: boolean
  replacing: boolean
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onReplace: () => void
  onKeep: () => void
}) {
  if (showStored) {
    return (
      <div role="group" aria-labelledby="ai-api-key-label">
        <p id="ai-api-key-label" className="text-sm font-medium">
          API key
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <span className="inline-flex h-10 min-w-0 flex-1 items-center gap-2 rounded-lg border border-input bg-surface px-3.5 font-mono text-sm">
            <KeyRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span aria-hidden="true">•••• {storedHint ?? '????'}</span>
            <span className="sr-only">
              Stored key ending in {storedHint ?? 'unknown characters'}
            </span>
          </span>
          <Button variant="secondary" onClick={onReplace}>
            Replace key
          </Button>
        </div>
        <p className="mt-1.5 text-sm text-muted-foreground">
          Stored on the server and never shown again. Saving without replacing it keeps it.
        </p>
      </div>
    )
  }

  const hint =
    storedHint && !replacing
      ? `The stored key is for another provider: enter a ${aiProviderLabels[provider]} key.`
      : 'Stored on the server; Folio never sends it back to the browser.'
  return (
    <div className="space-y-1.5">
      <PasswordField
        id="ai-api-key"
        label="API key"
        autoComplete="off"
        spellCheck={false}
        placeholder={
          provider === 'custom' ? 'Bearer token' : `${aiProviderLabels[provider]} API key`
        }
        hint={hint}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      {replacing && (
        <Button variant="ghost" size="sm" onClick={onKeep}>
          Keep the stored key
        </Button>
      )}
    </div>
  )
}
