import { LoaderCircle, Save } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from './button'

/** A form's submit button: "Saving..." with a spinner while the save is under way. */
export function SaveButton({
  pending,
  disabled = false,
  children,
}: {
  pending: boolean
  /** Also disabled while nothing has changed, where the form knows. */
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <Button type="submit" disabled={pending || disabled}>
      {pending ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Save className="size-4" aria-hidden="true" />
      )}
      {pending ? 'Saving...' : children}
    </Button>
  )
}
