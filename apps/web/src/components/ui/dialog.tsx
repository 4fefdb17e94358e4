import * as DialogPrimitive from '@radix-ui/react-dialog'
import { LoaderCircle, X } from 'lucide-react'
import { unsavedChangesMessages } from '@folio/schema'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { ReactNode, RefObject } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

import { Button } from './button'

import { cn } from '@/lib/cn'
import { DialogCloseGuardContext, registerUnsaved, useGuardedClose } from '@/lib/unsaved-changes'
import type { DialogCloseGuard } from '@/lib/unsaved-changes'

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

/**
 * The toast slots of the open dialogs, innermost last. While a dialog is open, toasts show in its
 * slot, between its title and its body: an open modal hides and blocks everything outside it, and
 * a toast floating over it would cover its buttons (Create, Comment) for five seconds.
 */
const toastSlots = createStore<{ slots: HTMLElement[] }>()(() => ({ slots: [] }))

/** Where toasts go while a dialog is open; null when none is. */
export function useDialogToastSlot(): HTMLElement | null {
  return useStore(toastSlots, (state) => state.slots.at(-1) ?? null)
}

function useRegisterToastSlot() {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return
    toastSlots.setState(({ slots }) => ({ slots: [...slots, element] }))
    return () => toastSlots.setState(({ slots }) => ({ slots: slots.filter((s) => s !== element) }))
  }, [])
}

/** A field to type in or choose from; the dialog starts there. */
const FIELD =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable="true"]'
const FOCUSABLE = `${FIELD}, button:not(:disabled), [href], [tabindex]:not([tabindex="-1"])`

const sizes = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const

/**
 * The close guard a dialog gives the forms inside it (see lib/unsaved-changes.ts): while one
 * reports unsaved changes, Cancel, Escape, the close button and the backdrop ask "Discard
 * changes?" first, and so does leaving the page (the dialog closes when the user discards).
 */
function useCloseGuard(closeButton: RefObject<HTMLButtonElement | null>) {
  const id = useId()
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set())
  const dirty = dirtyForms.size > 0
  const dirtyNow = useRef(false)
  useEffect(() => {
    dirtyNow.current = dirty
  }, [dirty])
  // What Discard runs: the close the user asked for.
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null)
  // Set while the dialog closes itself after Discard, so the close button lets it through.
  const discarding = useRef(false)

  /** Closes as the close button does, without asking. */
  const closeNow = useCallback(() => {
    discarding.current = true
    closeButton.current?.click()
    discarding.current = false
  }, [closeButton])

  const guard = useMemo<DialogCloseGuard>(
    () => ({
      report: (form, isDirty) =>
        setDirtyForms((current) => {
          if (current.has(form) === isDirty) return current
          const next = new Set(current)
          if (isDirty) next.add(form)
          else next.delete(form)
          return next
        }),
      requestClose: (close) => {
        if (dirtyNow.current) setPendingClose(() => close)
        else close()
      },
    }),
    [],
  )

  // Leaving the page with the dialog's changes asks too; Discard then closes the dialog.
  useEffect(
    () => (dirty ? registerUnsaved(id, { discard: closeNow }) : undefined),
    [dirty, id, closeNow],
  )

  /** For Escape, the backdrop and the close button: ask instead when there are changes. */
  const intercept = (event: { preventDefault: () => void }) => {
    if (!dirtyNow.current || discarding.current) return
    event.preventDefault()
    setPendingClose(() => closeNow)
  }

  const question = (
    <DiscardChangesDialog
      open={pendingClose !== null}
      onKeepEditing={() => setPendingClose(null)}
      onDiscard={() => {
        const close = pendingClose
        setPendingClose(null)
        setDirtyForms(new Set())
        dirtyNow.current = false
        close?.()
      }}
    />
  )
  return { guard, intercept, question, dirty }
}

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
  const toastSlot = useRegisterToastSlot()
  const body = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const content = useRef<HTMLDivElement>(null)
  const waitForField = useRef<MutationObserver | null>(null)
  useEffect(() => () => waitForField.current?.disconnect(), [])
  const closeButton = useRef<HTMLButtonElement>(null)
  const { guard, intercept, question, dirty } = useCloseGuard(closeButton)

  // Radix starts at the first focusable element, the Close button; the dialog's first field (or
  // its first action) is where the keyboard user wants to be. Closing returns to the opener.
  const openAutoFocus = (event: Event) => {
    // Still the control that opened the dialog: the focus has not moved in yet.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    onOpenAutoFocus?.(event)
    const scope = body.current
    if (event.defaultPrevented || !scope) return
    event.preventDefault()
    const target = () =>
      scope.querySelector<HTMLElement>(FIELD) ?? scope.querySelector<HTMLElement>(FOCUSABLE)
    const now = target()
    if (now) {
      now.focus()
      return
    }
    // A body still loading: hold the focus on the dialog and move it to the first field when it
    // appears, unless the user has gone somewhere meanwhile.
    content.current?.focus()
    waitForField.current = new MutationObserver(() => {
      const later = target()
      if (!later) return
      waitForField.current?.disconnect()
      if (document.activeElement === content.current) later.focus()
    })
    waitForField.current.observe(scope, { childList: true, subtree: true })
  }
  // Dialogs rendered only while open unmount with their focus scope, which then loses track of
  // the opener; a menu item that opened one is gone, and Radix's own return applies.
  const closeAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented || !opener.current?.isConnected) return
    event.preventDefault()
    opener.current.focus()
  }
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        ref={content}
        onOpenAutoFocus={openAutoFocus}
        onCloseAutoFocus={closeAutoFocus}
        onEscapeKeyDown={intercept}
        onPointerDownOutside={intercept}
        // Focus leaving for another layer (a toast, a popover) never closes a form with changes.
        onFocusOutside={(event) => {
          if (dirty) event.preventDefault()
        }}
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
            ref={closeButton}
            onClick={intercept}
            aria-label="Close dialog"
            className="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        <div ref={toastSlot} data-toast-slot className="shrink-0 empty:hidden" />
        <div ref={body} className="min-h-0 flex-1 overflow-y-auto px-5 py-5">
          <DialogCloseGuardContext.Provider value={guard}>
            {children}
          </DialogCloseGuardContext.Provider>
        </div>
        {question}
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

/**
 * "Discard changes?": Keep editing returns to the form (as Escape and the backdrop do), Discard
 * throws the changes away.
 */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean
  onKeepEditing: () => void
  onDiscard: () => void
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      {open && (
        <DialogContent title={unsavedChangesMessages.title} size="sm">
          <p className="text-sm text-muted-foreground">{unsavedChangesMessages.description}</p>
          <DialogActions>
            <Button variant="secondary" onClick={onKeepEditing}>
              {unsavedChangesMessages.keepEditing}
            </Button>
            <Button variant="danger" onClick={onDiscard}>
              {unsavedChangesMessages.discard}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </DialogPrimitive.Root>
  )
}

/**
 * A form dialog's Cancel and submit buttons; both wait, with a spinner, while it saves. Cancel
 * asks before throwing away unsaved changes.
 */
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
  const guardedClose = useGuardedClose()
  return (
    <DialogActions>
      <Button variant="secondary" onClick={() => guardedClose(onCancel)} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {children}
      </Button>
    </DialogActions>
  )
}
