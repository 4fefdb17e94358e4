import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'

import type { FieldFormValue } from '../../item-form-values'

import { duplicateEntry } from './entry-values'
import type { EntryFormValue } from './entry-values'

/** An entry taken out of the list, kept until it is restored or another one is removed. */
export interface RemovedEntry {
  entry: EntryFormValue
  index: number
}

/** What an entry card may do to its list; the functions keep their identity across renders. */
export interface EntryActions {
  setValue: (key: string, name: string, value: FieldFormValue) => void
  remove: (key: string) => void
  duplicate: (key: string) => void
  /** Moves the entry by one place (-1 up, 1 down). */
  step: (key: string, by: -1 | 1) => void
}

/** The list with the entry at `from` moved to `to`. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [moved] = next.splice(from, 1)
  if (moved === undefined) return next
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved)
  return next
}

/** The list with `entry` inserted at `index` (clamped to the list). */
export function insertEntry<T>(list: readonly T[], entry: T, index: number): T[] {
  const next = [...list]
  next.splice(Math.max(0, Math.min(index, next.length)), 0, entry)
  return next
}

/**
 * The editing operations of an ordered list of entries (repeatable component or blocks).
 * Cards get `actions`, whose functions never change, so typing in one card re-renders that card
 * only; they read the latest list through a ref.
 */
export function useEntryList(
  entries: readonly EntryFormValue[],
  onChange: (next: EntryFormValue[]) => void,
) {
  const latest = useRef({ entries, onChange })
  useLayoutEffect(() => {
    latest.current = { entries, onChange }
  })
  const [removed, setRemoved] = useState<RemovedEntry | null>(null)
  /** Keys of entries added in this session: they open even in a long, collapsed list. */
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set())

  const commit = useCallback((next: EntryFormValue[]) => {
    latest.current.entries = next
    latest.current.onChange(next)
  }, [])

  const insert = useCallback(
    (entry: EntryFormValue, index: number) => {
      setFresh((current) => new Set(current).add(entry.key))
      commit(insertEntry(latest.current.entries, entry, index))
    },
    [commit],
  )

  const move = useCallback(
    (from: number, to: number) => {
      if (from === to) return
      commit(moveEntry(latest.current.entries, from, to))
    },
    [commit],
  )

  const actions = useMemo<EntryActions>(
    () => ({
      setValue: (key, name, value) =>
        commit(
          latest.current.entries.map((entry) =>
            entry.key === key ? { ...entry, values: { ...entry.values, [name]: value } } : entry,
          ),
        ),
      remove: (key) => {
        const list = latest.current.entries
        const index = list.findIndex((entry) => entry.key === key)
        const entry = list[index]
        if (!entry) return
        setRemoved({ entry, index })
        commit(list.filter((other) => other.key !== key))
      },
      duplicate: (key) => {
        const list = latest.current.entries
        const index = list.findIndex((entry) => entry.key === key)
        const entry = list[index]
        if (entry) insert(duplicateEntry(entry), index + 1)
      },
      step: (key, by) => {
        const index = latest.current.entries.findIndex((entry) => entry.key === key)
        if (index >= 0) move(index, index + by)
      },
    }),
    [commit, insert, move],
  )

  const undo = useCallback(() => {
    if (removed) commit(insertEntry(latest.current.entries, removed.entry, removed.index))
    setRemoved(null)
  }, [commit, removed])

  return {
    actions,
    insert,
    move,
    removed,
    undo,
    dismissUndo: useCallback(() => setRemoved(null), []),
    fresh,
  }
}
