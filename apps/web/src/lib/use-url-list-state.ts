import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

/** How long typing pauses before the search becomes a URL (and a request). */
export const SEARCH_DELAY_MS = 300

/** What every list screen keeps in its URL, besides its own filters. */
export interface ListState {
  q: string
  page: number
}

/** How a screen's state is read from and written into the URL's search params. */
export interface ListParamsCodec<State extends ListState> {
  read: (params: URLSearchParams) => State
  /** Writes `state` over `params`, keeping keys it does not own (`item`, `file`). */
  write: (state: State, params: URLSearchParams) => URLSearchParams
}

/** `value` when it is one of `allowed`, else undefined: for enum params from a hand-typed URL. */
export function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | null,
): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}

/** `?page=`, where anything but a whole number above 1 is the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return Number.isFinite(page) && page > 1 ? page : 1
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A `YYYY-MM-DD` param, or '' when absent or malformed. */
export function readDay(params: URLSearchParams, key: string): string {
  const value = params.get(key)
  return value && DAY.test(value) ? value : ''
}

/** Sets `key`, or removes it at its default so a plain list keeps a plain URL. */
export function setParam(params: URLSearchParams, key: string, value: string, isDefault: boolean) {
  if (isDefault) params.delete(key)
  else params.set(key, value)
}

/**
 * The search box's text, committed through `onCommit` once typing pauses. A search changed from
 * elsewhere (Clear filters, the back button) replaces the text.
 */
function useDebouncedSearch(committed: string, onCommit: (value: string) => void) {
  const [text, setText] = useState(committed)
  const [seen, setSeen] = useState(committed)
  if (seen !== committed) {
    setSeen(committed)
    if (committed.trim() !== text.trim()) setText(committed)
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const change = (value: string) => {
    setText(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onCommit(value), SEARCH_DELAY_MS)
  }
  /** Drops a pending commit (before Clear filters, say). */
  const cancel = () => clearTimeout(timer.current)

  return { text, change, cancel }
}

/**
 * A list screen's search, filters, sort and page, read from and written to the URL, so a reload,
 * a shared link or the back button land on the same view. Filter changes replace the history
 * entry; `{ push: true }` (paging, opening a folder) adds one. A typed search lands after a pause
 * and goes back to page 1.
 */
export function useUrlListState<State extends ListState>(codec: ListParamsCodec<State>) {
  const [params, setParams] = useSearchParams()
  const { read, write: writeState } = codec
  const state = useMemo(() => read(params), [read, params])

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

  /** Merges `patch` into the state. */
  const update = useCallback(
    (patch: Partial<State>, options: { push?: boolean } = {}) => {
      const current = latest.current
      write(writeState({ ...read(current), ...patch }, current), !options.push)
    },
    [read, writeState, write],
  )

  /** Sets or (with null) removes a key the codec does not own: an open item, a one-off flag. */
  const setExtra = useCallback(
    (key: string, value: string | null, options: { push?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current)
      if (value === null) next.delete(key)
      else next.set(key, value)
      write(next, !options.push)
    },
    [write],
  )

  const search = useDebouncedSearch(state.q, (q) => update({ q, page: 1 } as Partial<State>))

  return { state, params, update, setExtra, search }
}

/**
 * Steps back to the last page when the one in the URL is past the end: deleting the last rows of
 * the last page, or rows leaving the list meanwhile. Waits for a real (not placeholder) answer.
 */
export function useKeepPageInRange(
  page: number,
  meta: { total: number; pageSize: number } | undefined,
  isPlaceholder: boolean,
  update: (patch: { page: number }) => void,
) {
  const last = meta ? Math.max(1, Math.ceil(meta.total / meta.pageSize)) : null
  useEffect(() => {
    if (last !== null && !isPlaceholder && page > last) update({ page: last })
  }, [last, isPlaceholder, page, update])
}
