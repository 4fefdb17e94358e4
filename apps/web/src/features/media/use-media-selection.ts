import { useCallback, useMemo, useState } from 'react'

interface Picked {
  /** The visible ids the set was last written against. */
  visibleKey: string
  ids: ReadonlySet<string>
}

const split = (key: string) => (key ? key.split('\n') : [])

/**
 * The files ticked on the current page. Ids that leave the page (a new filter, folder or page, a
 * delete) drop out, so the bar never acts on files the user cannot see.
 */
export function useMediaSelection(visibleIds: readonly string[]) {
  const visibleKey = visibleIds.join('\n')
  const [picked, setPicked] = useState<Picked>({ visibleKey, ids: new Set() })

  // Derived at render time rather than in an effect, so no frame ever shows a stale count.
  const selected = useMemo(() => {
    if (picked.visibleKey === visibleKey) return picked.ids
    const visible = new Set(split(visibleKey))
    return new Set([...picked.ids].filter((id) => visible.has(id)))
  }, [picked, visibleKey])

  const write = useCallback(
    (next: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
      setPicked(() => ({ visibleKey, ids: next(selected) })),
    [selected, visibleKey],
  )

  const toggle = useCallback(
    (id: string, on?: boolean) =>
      write((current) => {
        const next = new Set(current)
        if (on ?? !current.has(id)) next.add(id)
        else next.delete(id)
        return next
      }),
    [write],
  )
  const clear = useCallback(() => write(() => new Set()), [write])
  const setAll = useCallback(
    (on: boolean) => write(() => new Set(on ? split(visibleKey) : [])),
    [write, visibleKey],
  )

  return useMemo(() => {
    const allSelected = visibleIds.length > 0 && visibleIds.every((id) => selected.has(id))
    return {
      ids: [...selected],
      count: selected.size,
      has: (id: string) => selected.has(id),
      toggle,
      clear,
      allSelected,
      someSelected: selected.size > 0 && !allSelected,
      setAll,
    }
  }, [selected, visibleIds, toggle, clear, setAll])
}

export type MediaSelection = ReturnType<typeof useMediaSelection>
