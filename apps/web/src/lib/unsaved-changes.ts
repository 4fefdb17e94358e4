import { createContext, useContext, useEffect, useId } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/**
 * Unsaved work anywhere in the app: forms report while they hold changes, and the navigation
 * guard (components/ui/unsaved-changes.tsx) asks before leaving while any does. Each entry's
 * `discard` runs when the user chooses to leave anyway (a dialog closes with it).
 */
interface UnsavedSource {
  discard?: () => void
}

export const unsavedChangesStore = createStore<{ sources: ReadonlyMap<string, UnsavedSource> }>()(
  () => ({ sources: new Map() }),
)

/** Marks `id` as holding unsaved changes until the returned function runs. */
export function registerUnsaved(id: string, source: UnsavedSource = {}): () => void {
  unsavedChangesStore.setState(({ sources }) => ({ sources: new Map(sources).set(id, source) }))
  return () =>
    unsavedChangesStore.setState(({ sources }) => {
      const next = new Map(sources)
      next.delete(id)
      return { sources: next }
    })
}

let leavingOnPurpose = false

/**
 * Runs `go` (a save's next step: close the form, open what it saved) without asking: the changes
 * are saved, though the form still holds them until React catches up.
 */
export function leaveWithoutAsking(go: () => void): void {
  leavingOnPurpose = true
  try {
    go()
  } finally {
    leavingOnPurpose = false
  }
}

export function hasUnsavedChanges(): boolean {
  return !leavingOnPurpose && unsavedChangesStore.getState().sources.size > 0
}

export function useHasUnsavedChanges(): boolean {
  return useStore(unsavedChangesStore, (state) => state.sources.size > 0)
}

/** Throws away every unsaved change: after the user chose Discard on leaving. */
export function discardUnsavedChanges(): void {
  const { sources } = unsavedChangesStore.getState()
  unsavedChangesStore.setState({ sources: new Map() })
  for (const source of sources.values()) source.discard?.()
}

/**
 * What a dialog offers the forms inside it: they report their changes to it (it then asks before
 * closing), and their own Cancel buttons close through it.
 */
export interface DialogCloseGuard {
  report: (id: string, dirty: boolean) => void
  /** Runs `close` at once when nothing is unsaved; otherwise asks first. */
  requestClose: (close: () => void) => void
}

export const DialogCloseGuardContext = createContext<DialogCloseGuard | null>(null)

/**
 * Reports a form's unsaved changes while `dirty`: inside a dialog to the dialog (which asks
 * before Cancel, Escape, the close button or the backdrop close it), elsewhere to the app (which
 * asks before navigating away or unloading the page).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const id = useId()
  const dialog = useContext(DialogCloseGuardContext)
  useEffect(() => {
    if (!dirty) return
    if (!dialog) return registerUnsaved(id)
    dialog.report(id, true)
    return () => dialog.report(id, false)
  }, [dirty, dialog, id])
}

/**
 * Closes with `close`, asking first when a form inside the enclosing dialog holds unsaved
 * changes; outside a dialog it closes at once. For a form's own Cancel button.
 */
export function useGuardedClose(): (close: () => void) => void {
  const dialog = useContext(DialogCloseGuardContext)
  return (close) => (dialog ? dialog.requestClose(close) : close())
}

/**
 * Deep equality of plain form values (objects, arrays, strings, numbers, booleans, null): a form
 * changed back to where it started holds no changes.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => sameValues(value, b[index]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left).filter((key) => left[key] !== undefined)
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined)
  return keys.length === otherKeys.length && keys.every((key) => sameValues(left[key], right[key]))
}
