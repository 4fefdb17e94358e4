import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'

import { readMediaState, writeMediaState } from './media-list-params'
import type { MediaListState } from './media-list-params'

/** The library's state, read from and written to the URL's search params. */
export function useMediaListState() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readMediaState(params), [params])

  // A debounced search lands after other changes may have been made: build on the newest params,
  // not on the ones of the render that scheduled it.
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

  /** Merges `patch`; filter changes replace the history entry, folders and pages push one. */
  const update = useCallback(
    (patch: Partial<MediaListState>, options: { push?: boolean } = {}) => {
      const current = latest.current
      write(writeMediaState({ ...readMediaState(current), ...patch }, current), !options.push)
    },
    [write],
  )

  /** The file whose details are open (`?file=<id>`), so the panel survives a reload. */
  const openFile = params.get('file')
  const setOpenFile = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(latest.current)
      if (id) next.set('file', id)
      else next.delete('file')
      write(next, true)
    },
    [write],
  )

  return { state, update, openFile, setOpenFile }
}
