import type { WorkflowState } from '@folio/schema'
import { useRef, useState } from 'react'

import { describePosition } from './workflow-state-order'

import { useReorderWorkflowStates } from './api/workflow-state-mutations'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/**
 * Saves a new order of the states in one `PUT …/order`, shown at once and rolled back with an
 * error notice if the server refuses it, and keeps a sentence for screen readers about it.
 */
export function useStateOrder(states: readonly WorkflowState[]) {
  const [announcement, setAnnouncement] = useState('')
  // Several moves may be queued: only the last one's outcome is worth saying.
  const latest = useRef<{ ids: readonly string[]; sentence: string } | null>(null)
  const reorder = useReorderWorkflowStates({
    onSaved: (ids) => {
      if (latest.current?.ids === ids) setAnnouncement(`${latest.current.sentence} Saved.`)
    },
    onRefused: (error) => {
      const reason = errorMessage(error, 'Please try again.')
      notify.error(`The new order was not saved: ${reason}`)
      setAnnouncement(`The new order was not saved; the states are back as they were. ${reason}`)
    },
  })

  /** False when there was nothing to move. */
  const commit = (ids: string[] | null, movedId: string): boolean => {
    if (!ids) return false
    const name = states.find((state) => state.id === movedId)?.name ?? 'State'
    const sentence = `“${name}” moved to ${describePosition(ids, movedId)}.`
    latest.current = { ids, sentence }
    setAnnouncement(sentence)
    reorder.mutate(ids)
    return true
  }

  return { commit, announcement }
}
