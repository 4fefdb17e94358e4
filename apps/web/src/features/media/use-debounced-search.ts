import { useEffect, useRef, useState } from 'react'

/** How long typing pauses before the search becomes a URL (and a request). */
export const SEARCH_DELAY_MS = 300

/**
 * The search box's text, committed through `onCommit` once typing pauses. A search changed from
 * elsewhere (Clear filters, the back button) replaces the text.
 */
export function useDebouncedSearch(committed: string, onCommit: (value: string) => void) {
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
