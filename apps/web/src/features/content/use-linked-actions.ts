import { contentItemMessages } from '@folio/schema'
import type { ContentItem } from '@folio/schema'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

import { getContentItemById } from '@/lib/api/get-content-items'
import { startCreateContent } from './content-actions'
import { readContentPrefill } from './content-prefill'
import { contentListParams } from './content-list-params'

import { useUrlListState } from '@/lib/use-url-list-state'
import { notify } from '@/stores/notifications'

/**
 * Acts on links into the screen, then removes the one-off param so a reload does not repeat it:
 * `?new=1` (Create Content from the dashboard; router state may carry text to start the item
 * with, see content-prefill.ts) and `?item=<id>` (search results, recent content).
 */
export function useLinkedActions(options: {
  canEdit: boolean
  onFound: (item: ContentItem) => void
}) {
  const { state, params, setExtra } = useUrlListState(contentListParams)
  const location = useLocation()
  const prefill = readContentPrefill(location.state)
  const latest = useRef({ ...options, type: state.type, prefill })
  useEffect(() => {
    latest.current = { ...options, type: state.type, prefill }
  })

  const wantsNew = params.get('new') === '1'
  const handledNew = useRef(false)
  useEffect(() => {
    // The ref keeps StrictMode's second effect run from warning twice.
    if (!wantsNew || handledNew.current) return
    handledNew.current = true
    // Read before consuming: the new URL leaves the router state behind.
    const { canEdit, type, prefill: text } = latest.current
    setExtra('new', null)
    if (canEdit) startCreateContent(type, text)
  }, [wantsNew, setExtra])
  useEffect(() => {
    if (!wantsNew) handledNew.current = false
  }, [wantsNew])

  const itemId = params.get('item')
  const handledItem = useRef<string | null>(null)
  useEffect(() => {
    if (!itemId || handledItem.current === itemId) return
    handledItem.current = itemId
    void getContentItemById(itemId)
      .then(
        (item) => latest.current.onFound(item),
        () => notify.error(contentItemMessages.notFound),
      )
      .finally(() => {
        handledItem.current = null
        setExtra('item', null)
      })
  }, [itemId, setExtra])
}
