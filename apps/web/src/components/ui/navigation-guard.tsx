import { useContext, useEffect } from 'react'
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router'
import type { Location } from 'react-router'

import { DiscardChangesDialog } from './dialog'

import {
  discardUnsavedChanges,
  hasUnsavedChanges,
  useHasUnsavedChanges,
} from '@/lib/unsaved-changes'

/** A move to another page or another view of it (its query); a change of hash alone stays. */
function leaves(current: Location, next: Location): boolean {
  return current.pathname !== next.pathname || current.search !== next.search
}

/**
 * Asks "Discard changes?" before the user leaves unsaved work (lib/unsaved-changes.ts): links,
 * Back and Forward through the router's blocker, reloading and closing the tab through the
 * browser's own question. Mounted once, in the application shell.
 */
export function NavigationGuard() {
  const dirty = useHasUnsavedChanges()
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when a value is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])
  // The blocker needs a data router (the app's); a plain router (tests) leaves links alone.
  return useContext(UNSAFE_DataRouterContext) ? <LeaveBlocker /> : null
}

function LeaveBlocker() {
  const dirty = useHasUnsavedChanges()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && leaves(currentLocation, nextLocation),
  )
  // A save that closes its form and then moves on (to the record it created) navigates before
  // the form is gone: once React has caught up and nothing is unsaved, the move goes ahead.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed()
  }, [blocker, dirty])
  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked' && dirty}
      onKeepEditing={() => blocker.reset?.()}
      onDiscard={() => {
        blocker.proceed?.()
        discardUnsavedChanges()
      }}
    />
  )
}
