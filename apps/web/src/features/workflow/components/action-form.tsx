import { LoaderCircle } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

/**
 * The frame of a workflow action's form: the server's refusal (such as a 409 naming the item's
 * state) shown above the fields, Cancel, and the confirm button with progress.
 */
export function ActionForm({
  label,
  submitLabel,
  icon,
  pending,
  error,
  onSubmit,
  onCancel,
  children,
}: {
  label: string
  submitLabel: string
  icon: ReactNode
  pending: boolean
  error: string | null
  onSubmit: () => void
  onCancel: () => void
  children?: ReactNode
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        onSubmit()
      }}
      className="space-y-4"
    >
      {error && <Alert>{error}</Alert>}
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : icon}
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
