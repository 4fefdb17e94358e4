import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'

export const controlClass =
  'block w-full rounded-lg border bg-background px-3.5 py-2.5 text-base text-foreground shadow-sm transition-colors placeholder:text-muted-foreground/70 focus:border-transparent focus:outline-2 focus:outline-offset-0 focus:outline-ring sm:text-sm'

interface FieldChrome {
  id: string
  label: string
  error?: string | undefined
  hint?: string
}

export function Field({ id, label, error, hint, children }: FieldChrome & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

function describedBy({ id, error, hint }: FieldChrome) {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}

/**
 * The props every control inside a Field shares: its id, its error announced with it
 * (aria-invalid + aria-describedby) and the control styling, red when invalid.
 */
export function controlProps(chrome: FieldChrome, className?: string) {
  return {
    id: chrome.id,
    'aria-invalid': chrome.error ? true : undefined,
    'aria-describedby': describedBy(chrome),
    className: cn(controlClass, chrome.error ? 'border-danger' : 'border-input', className),
  }
}

type TextFieldProps = FieldChrome & Omit<ComponentProps<'input'>, 'id'>

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function TextField({ id, label, error, hint, className, ...props }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input {...controlProps({ id, label, error, hint }, className)} {...props} />
    </Field>
  )
}

type TextAreaFieldProps = FieldChrome & Omit<ComponentProps<'textarea'>, 'id'>

export function TextAreaField({ id, label, error, hint, className, ...props }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea {...controlProps({ id, label, error, hint }, className)} {...props} />
    </Field>
  )
}

type SelectFieldProps = FieldChrome & Omit<ComponentProps<'select'>, 'id'>

export function SelectField({ id, label, error, hint, className, ...props }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select {...controlProps({ id, label, error, hint }, className)} {...props} />
    </Field>
  )
}
