import type { KeyboardEvent, ReactNode } from 'react'

import { cn } from '@/lib/cn'

export interface EditorTab {
  id: string
  label: string
}

/** A tab list (WAI-ARIA tabs: arrow keys move between tabs, the panel follows). */
export function EditorTabs({
  tabs,
  active,
  onChange,
  idPrefix,
}: {
  tabs: EditorTab[]
  active: string
  onChange: (id: string) => void
  idPrefix: string
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const index = tabs.findIndex((tab) => tab.id === active)
    const step = event.key === 'ArrowRight' ? 1 : -1
    const next = tabs[(index + step + tabs.length) % tabs.length]
    if (!next) return
    onChange(next.id)
    document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus()
    event.preventDefault()
  }
  return (
    <div
      role="tablist"
      aria-label="Editor views"
      className="-mt-2 mb-5 flex gap-1 border-b border-border"
    >
      {tabs.map((tab) => {
        const selected = tab.id === active
        return (
          <button
            key={tab.id}
            id={`${idPrefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors',
              selected
                ? 'border-primary-solid text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}

/** A tab's panel; hidden panels stay mounted so unsaved edits survive switching tabs. */
export function EditorTabPanel({
  id,
  active,
  idPrefix,
  children,
}: {
  id: string
  active: boolean
  idPrefix: string
  children: ReactNode
}) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${id}`}
      aria-labelledby={`${idPrefix}-tab-${id}`}
      hidden={!active}
    >
      {children}
    </div>
  )
}
