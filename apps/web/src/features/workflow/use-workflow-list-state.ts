import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'

import { readWorkflowListState, writeWorkflowListState } from './workflow-list-params'
import type { WorkflowListState } from './workflow-list-params'

/** The workflow list's filters, page and open item, read from and written to the URL. */
export function useWorkflowListState() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readWorkflowListState(params), [params])
  const openItemId = params.get('item')

  // A delayed search must build on the newest params, not on those of its own render.
  const latest = useRef(params)
  useEffect(() => {
    latest.current = params
  }, [params])

  const write = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      latest.current = next
      setParams(next, { replace })
    },
    [setParams],
  )

  /** Merges `patch`; filter changes replace the history entry, paging pushes one. */
  const update = useCallback(
    (patch: Partial<WorkflowListState>, options: { push?: boolean } = {}) => {
      const current = latest.current
      const next = { ...readWorkflowListState(current), ...patch }
      write(writeWorkflowListState(next, current), !options.push)
    },
    [write],
  )

  /** Opens an item's side panel (a new history entry, so Back closes it) or closes it. */
  const setOpenItem = useCallback(
    (itemId: string | null) => {
      const next = new URLSearchParams(latest.current)
      if (itemId) next.set('item', itemId)
      else next.delete('item')
      write(next, itemId === null)
    },
    [write],
  )

  return { state, openItemId, update, setOpenItem }
}
