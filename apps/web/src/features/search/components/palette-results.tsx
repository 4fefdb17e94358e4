import type { SearchResult } from '@folio/schema'
import { CornerDownLeft, FileText, Image, Layers, LayoutGrid, UserRound } from 'lucide-react'

import { cn } from '@/lib/cn'

const kindIcons = {
  screen: LayoutGrid,
  'content-type': Layers,
  'content-item': FileText,
  media: Image,
  user: UserRound,
} as const

export const kindLabels: Record<SearchResult['kind'], string> = {
  screen: 'Screens',
  'content-type': 'Content types',
  'content-item': 'Content',
  media: 'Media',
  user: 'Users',
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`

/** The palette's listbox: results grouped by kind, the active one highlighted. */
export function PaletteResults({
  listId,
  results,
  activeIndex,
  onHover,
  onChoose,
}: {
  listId: string
  results: SearchResult[]
  activeIndex: number
  onHover: (index: number) => void
  onChoose: (result: SearchResult) => void
}) {
  return (
    <ul id={listId} role="listbox" aria-label="Search results" className="space-y-0.5">
      {results.map((result, index) => {
        const Icon = kindIcons[result.kind]
        const groupStart = index === 0 || results[index - 1]?.kind !== result.kind
        const active = index === activeIndex
        return (
          <li key={`${result.kind}:${result.id}`} role="presentation">
            {groupStart && (
              <p
                role="presentation"
                className="px-3 pt-3 pb-1 text-xs font-semibold text-muted-foreground"
              >
                {kindLabels[result.kind]}
              </p>
            )}
            {/* Keys go to the combobox input (aria-activedescendant); options take clicks. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
            <div
              id={optionId(listId, index)}
              role="option"
              aria-selected={active}
              tabIndex={-1}
              onMouseMove={() => onHover(index)}
              onClick={() => onChoose(result)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5',
                active ? 'bg-primary-soft text-foreground' : 'text-foreground',
              )}
            >
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{result.title}</span>
                {result.subtitle && (
                  <span className="block truncate text-xs text-muted-foreground">
                    {result.subtitle}
                  </span>
                )}
              </span>
              {active && (
                <CornerDownLeft className="size-4 text-muted-foreground" aria-hidden="true" />
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
