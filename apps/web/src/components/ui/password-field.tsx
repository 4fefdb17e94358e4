import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import type { InputHTMLAttributes } from 'react'

import { controlProps, Field } from './form-field'

import { cn } from '@/lib/cn'

type PasswordFieldProps = {
  id: string
  label: string
  error?: string | undefined
  hint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ id, label, error, hint, className, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          type={visible ? 'text' : 'password'}
          {...controlProps({ id, label, error, hint }, cn('pr-11', className))}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted-foreground hover:text-foreground"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </Field>
  )
}
