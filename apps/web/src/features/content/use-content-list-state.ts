import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'

import { readListState, writeListState } from './content-list-params'
import type { ContentListState } from './content-list-params'

/** The content list's state, read from and written to the URL's search params. */
export function useContentListState() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readListState(params), [params])

  // React Router's functional setter sees the params of its own render, so a delayed search
  // would undo a filter chosen meanwhile. Changes build on the newest params instead.
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

  /** Merges `patch` into the state; filter changes replace the history entry, paging pushes. */
  const update = useCallback(
    (patch: Partial<ContentListState>, options: { push?: boolean } = {}) => {
      const current = latest.current
      write(writeListState({ ...readListState(current), ...patch }, current), !options.push)
    },
    [write],
  )

  /** Removes one-off params (`item`, `new`) once they have been acted on. */
  const consume = useCallback(
    (...keys: string[]) => {
      const next = new URLSearchParams(latest.current)
      for (const key of keys) next.delete(key)
      write(next, true)
    },
    [write],
  )

  return { state, params, update, consume }
}
