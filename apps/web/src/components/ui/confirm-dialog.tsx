import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from './button'
import { Dialog, DialogActions, DialogContent } from './dialog'

/** Asks before an action; the confirm button shows progress while `pending`. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = 'default',
  pending = false,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  description: ReactNode
  confirmLabel: string
  tone?: 'default' | 'danger'
  pending?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent title={title} size="sm">
        <div className="text-sm text-muted-foreground">{description}</div>
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={pending}
          >
            {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  )
}
