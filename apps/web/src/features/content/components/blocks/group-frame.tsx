import type { ReactNode } from 'react'

import { fieldIds } from '../field-frame'

import { cn } from '@/lib/cn'

/**
 * A component or blocks field: a fieldset named by the field (with a required mark), its help
 * text and its own error (a nested input shows its error itself). Focusable, so the form can
 * move focus to it for an error such as "needs at least 2 blocks".
 */
export function GroupFrame({
  id,
  path,
  label,
  badge,
  required,
  hint,
  error,
  bordered = false,
  children,
}: {
  id: string
  path: string
  label: string
  /** Shown after the label: the component's name. */
  badge?: ReactNode
  required: boolean
  hint?: string | undefined
  error?: string | undefined
  /** A single component's fields sit in a bordered box; lists of cards need none. */
  bordered?: boolean
  children: ReactNode
}) {
  const { describedBy } = fieldIds(id, hint, error)
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      data-field-path={`data.${path}`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className={cn(
        'min-w-0 outline-none',
        bordered && 'rounded-xl border border-border bg-muted/30 p-3 sm:p-4',
        bordered && error && 'border-danger',
      )}
    >
      <legend
        id={`${id}-label`}
        className={cn(
          'flex items-center gap-2 text-sm font-medium',
          bordered && 'float-left mb-3 w-full',
        )}
      >
        <span>
          {label}
          {required && (
            <>
              <span className="ml-0.5 text-danger" aria-hidden="true">
                *
              </span>
              <span className="sr-only"> (required)</span>
            </>
          )}
        </span>
        {badge}
      </legend>
      <div className={cn(bordered ? 'clear-left' : 'mt-1.5')}>{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </fieldset>
  )
}

/** The component's name next to a field's label. */
export function ComponentBadge({ name }: { name: string }) {
  return (
    <span className="rounded-md bg-muted px-1.5 py-0.5 text-xs font-medium text-muted-foreground">
      {name}
    </span>
  )
}
