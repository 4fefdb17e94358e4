import type { ReactNode } from 'react'

/** The ids that tie a control to its label, help text and error. */
export function fieldIds(id: string, hint?: string, error?: string) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return { labelId: `${id}-label`, describedBy: describedBy || undefined }
}

/** Label (with a required mark), the control, help text and the inline error. */
export function FieldFrame({
  id,
  label,
  required = false,
  hint,
  error,
  action,
  children,
}: {
  id: string
  label: string
  required?: boolean
  hint?: string | undefined
  error?: string | undefined
  /** Shown at the end of the label's line (the field's AI menu). */
  action?: ReactNode
  children: ReactNode
}) {
  const labelElement = (
    <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium">
      {label}
      {required && (
        <>
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
          <span className="sr-only"> (required)</span>
        </>
      )}
    </label>
  )
  return (
    <div>
      {action ? (
        <div className="-my-1 flex min-h-7 items-center justify-between gap-2">
          {labelElement}
          {action}
        </div>
      ) : (
        labelElement
      )}
      <div className="mt-1.5">{children}</div>
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
    </div>
  )
}
