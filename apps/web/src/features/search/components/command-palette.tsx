import type { Role, SearchResult } from '@folio/schema'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Search } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'

import { MIN_SEARCH_LENGTH, searchQuery } from '../api/search'
import { matchScreens } from '../match-screens'

import { PaletteResults, optionId } from './palette-results'

import { useDebouncedValue } from '@/lib/use-debounced-value'

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/**
 * The header search box: opens a command palette (also with Ctrl/⌘+K) that matches screens
 * locally and searches content, media and users on the server as you type.
 */
export function CommandPalette({ role }: { role: Role }) {
  const [open, setOpen] = useState(false)
  // The shell renders only in the browser, so the platform is known at first render.
  const [shortcut] = useState(() => (isMac() ? '⌘K' : 'Ctrl K'))

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setOpen((value) => !value)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-keyshortcuts="Control+K Meta+K"
        className="flex h-9 w-full max-w-md items-center gap-2 rounded-lg border border-input bg-card px-3 text-sm text-muted-foreground shadow-sm transition-colors hover:border-muted-foreground/50"
      >
        <Search className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">Search...</span>
        <kbd className="ml-auto hidden rounded border border-border bg-muted px-1.5 font-sans text-[11px] font-medium sm:inline">
          {shortcut}
        </kbd>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-3 top-[10vh] z-50 mx-auto flex max-h-[70vh] max-w-xl flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-2xl"
        >
          <DialogPrimitive.Title className="sr-only">Search</DialogPrimitive.Title>
          <PaletteBody role={role} onClose={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

function PaletteBody({ role, onClose }: { role: Role; onClose: () => void }) {
  const navigate = useNavigate()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState(0)
  const term = useDebouncedValue(query.trim(), 200)
  const remote = useQuery(searchQuery(term))

  const results = useMemo<SearchResult[]>(() => {
    const screens = matchScreens(query.trim(), role)
    const seen = new Set(screens.map((screen) => screen.url))
    const found = term.length >= MIN_SEARCH_LENGTH ? (remote.data ?? []) : []
    return [...screens, ...found.filter((item) => !(item.kind === 'screen' && seen.has(item.url)))]
  }, [query, term, role, remote.data])

  const active = Math.min(activeIndex, Math.max(results.length - 1, 0))

  const choose = (result: SearchResult) => {
    onClose()
    void navigate(result.url)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1
    if (event.key === 'ArrowDown') setActiveIndex(active >= last ? 0 : active + 1)
    else if (event.key === 'ArrowUp') setActiveIndex(active <= 0 ? last : active - 1)
    else if (event.key === 'Home') setActiveIndex(0)
    else if (event.key === 'End') setActiveIndex(last)
    else if (event.key === 'Enter') {
      const result = results[active]
      if (result) choose(result)
    } else return
    event.preventDefault()
  }

  useEffect(() => {
    document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' })
  }, [active, listId])

  const searching = term.length >= MIN_SEARCH_LENGTH && remote.isFetching

  return (
    <>
      <div className="flex items-center gap-3 border-b border-border px-4">
        <Search className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          role="combobox"
          aria-label="Search Folio"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(listId, active) : undefined}
          placeholder="Search screens, content, media and users..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActiveIndex(0)
          }}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
        {searching && (
          <LoaderCircle
            className="size-4 animate-spin text-muted-foreground"
            aria-label="Searching"
          />
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <PaletteResults
          listId={listId}
          results={results}
          activeIndex={active}
          onHover={setActiveIndex}
          onChoose={choose}
        />
        {results.length === 0 && !searching && (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground">
            No results for “{query.trim()}”.
          </p>
        )}
        {remote.isError && term.length >= MIN_SEARCH_LENGTH && (
          <p role="status" className="px-3 py-2 text-xs text-muted-foreground">
            Content search is unavailable right now; showing matching screens only.
          </p>
        )}
      </div>
      <div className="hidden items-center gap-4 border-t border-border px-4 py-2 text-xs text-muted-foreground sm:flex">
        <span>↑↓ to move</span>
        <span>Enter to open</span>
        <span>Esc to close</span>
      </div>
    </>
  )
}
