import * as DialogPrimitive from '@radix-ui/react-dialog'
import { LoaderCircle, X } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from './button'

import { cn } from '@/lib/cn'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

interface DialogContentProps {
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** `center`: a modal box; `right`: a full-height drawer (details panels). */
  variant?: 'center' | 'right'
  size?: 'sm' | 'md' | 'lg'
  className?: string
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean
  onOpenAutoFocus?: (event: Event) => void
  /** Prevent the default to keep the focus where an action put it (instead of the opener). */
  onCloseAutoFocus?: (event: Event) => void
}

const sizes = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const

/**
 * A modal dialog: backdrop, focus trapped inside, Escape or the close button closes it, at most
 * 90% of the viewport high with its body scrolling.
 */
export function DialogContent({
  title,
  description,
  children,
  variant = 'center',
  size = 'md',
  className,
  hideTitle,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed z-50 flex flex-col border border-border bg-card text-foreground shadow-2xl focus:outline-none',
          variant === 'center'
            ? cn(
                'inset-x-3 top-1/2 max-h-[90vh] -translate-y-1/2 rounded-2xl sm:inset-x-auto sm:left-1/2 sm:w-full sm:-translate-x-1/2',
                sizes[size],
              )
            : 'inset-y-0 right-0 w-full max-w-md sm:rounded-l-2xl',
          className,
        )}
      >
        <div className="flex items-start gap-4 border-b border-border px-5 py-4">
          <div className="min-w-0 flex-1">
            <DialogPrimitive.Title
              className={cn('text-lg font-semibold tracking-tight', hideTitle && 'sr-only')}
            >
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            aria-label="Close dialog"
            className="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** Buttons at the end of a dialog body, right-aligned, stacked on narrow screens. */
export function DialogActions({
  children,
  className,
}: {
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {children}
    </div>
  )
}

/** A form dialog's Cancel and submit buttons; both wait, with a spinner, while it saves. */
export function DialogFormActions({
  pending,
  onCancel,
  children,
}: {
  pending: boolean
  onCancel: () => void
  /** The submit button's label. */
  children: ReactNode
}) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {children}
      </Button>
    </DialogActions>
  )
}
