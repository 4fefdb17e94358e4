import { apiKeyScopes } from '@folio/schema'
import type { ApiKeyScope } from '@folio/schema'

import { PremiumNote } from './premium-note'

import { cn } from '@/lib/cn'

/**
 * What a new API key may do, one card per scope of `@folio/schema` with its note. On the Free
 * plan (`writeLocked`) read-and-write shows, disabled, with the Premium note read out with it.
 */
export function ScopePicker({
  name,
  legend,
  value,
  onChange,
  labels,
  notes,
  writeLocked,
}: {
  /** The radio group's name; it also prefixes the notes' ids. */
  name: string
  legend: string
  value: ApiKeyScope
  onChange: (scope: ApiKeyScope) => void
  labels: Record<ApiKeyScope, string>
  notes: Record<ApiKeyScope, string>
  writeLocked: boolean
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {apiKeyScopes.map((scope) => {
          const checked = value === scope
          const locked = writeLocked && scope === 'read_write'
          const noteId = `${name}-${scope}-note`
          return (
            <label
              key={scope}
              className={cn(
                'flex gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                !locked && 'cursor-pointer',
                checked && 'border-primary-solid bg-primary-soft',
                !checked && !locked && 'border-input hover:bg-muted',
                locked && 'border-input bg-muted/40',
              )}
            >
              <input
                type="radio"
                name={name}
                value={scope}
                checked={checked}
                disabled={locked}
                onChange={() => onChange(scope)}
                aria-label={labels[scope]}
                aria-describedby={locked ? `${noteId} ${noteId}-lock` : noteId}
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary-solid)] disabled:opacity-50"
              />
              <span>
                <span className={cn('block font-medium', locked && 'text-muted-foreground')}>
                  {labels[scope]}
                </span>
                <span id={noteId} className="mt-0.5 block text-muted-foreground">
                  {notes[scope]}
                </span>
                {locked && <PremiumNote id={`${noteId}-lock`} className="mt-1.5" />}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
