import type { MenuItem } from '@folio/schema'
import { useState } from 'react'

import { useSaveMenuTree } from './api/save-menu-tree'
import { describePlace } from './tree/describe-place'
import { flattenTree } from './tree/flatten-tree'
import { findBrokenChain, samePlacements, toPlacements } from './tree/tree-placements'

import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/**
 * Saves a rearranged tree in one `PUT …/tree`, shown at once and rolled back if the server
 * refuses it, and keeps a sentence for screen readers about what happened.
 */
export function useTreeSave(menuId: string, items: MenuItem[]) {
  const save = useSaveMenuTree(menuId)
  const [announcement, setAnnouncement] = useState('')

  /** False when there was nothing to save or the move is impossible. */
  const commit = (next: MenuItem[], movedId: string): boolean => {
    const placements = toPlacements(next)
    if (samePlacements(placements, toPlacements(items))) return false
    if (findBrokenChain(placements) !== null) {
      notify.error('An item cannot be moved inside itself.')
      return false
    }
    const title = flattenTree(next).find((entry) => entry.id === movedId)?.node.title ?? 'Item'
    const moved = `“${title}” moved to ${describePlace(next, movedId)}.`
    setAnnouncement(moved)
    save.mutate(next, {
      onSuccess: () => setAnnouncement(`${moved} Saved.`),
      onError: (error) => {
        const reason = errorMessage(error, 'Please try again.')
        notify.error(`The new order was not saved: ${reason}`)
        setAnnouncement(`Moving “${title}” was not saved; the menu is back as it was. ${reason}`)
      },
    })
    return true
  }

  return { commit, announcement, saving: save.isPending }
}
