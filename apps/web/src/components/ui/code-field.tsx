import { TextField } from './form-field'

import { cn } from '@/lib/cn'

/** Keeps the digits of a pasted or typed code, at most six. */
export function normaliseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6)
}

/** A 6-digit one-time code input (authenticator apps, emailed codes). */
export function CodeField({
  id,
  label,
  value,
  error,
  onChange,
  className,
}: {
  id: string
  label: string
  value: string
  error?: string | undefined
  onChange: (code: string) => void
  className?: string
}) {
  return (
    <TextField
      id={id}
      name="code"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      placeholder="123456"
      value={value}
      error={error}
      onChange={(event) => onChange(normaliseCode(event.target.value))}
      className={cn('font-mono tracking-[0.3em]', className)}
    />
  )
}
