import type { WorkflowState } from '@folio/schema'
import { Check, ChevronDown, Search } from 'lucide-react'

import type { WorkflowListState } from '../workflow-list-params'

import { StateDot } from '@/components/ui/state-badge'

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/cn'

const assigneeChoices = [
  { value: 'all', label: 'All' },
  { value: 'me', label: 'Assigned to me' },
] as const

/** Search on content title, the state filter (with each state's colour) and the assignee filter. */
export function WorkflowToolbar({
  search,
  onSearchChange,
  state,
  states,
  onChange,
}: {
  search: string
  onSearchChange: (value: string) => void
  state: WorkflowListState
  states: readonly WorkflowState[]
  /** A filter changed; the list goes back to page 1. */
  onChange: (patch: Partial<WorkflowListState>) => void
}) {
  const chosen = states.find((candidate) => candidate.id === state.state)
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="relative w-full lg:max-w-xs">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label="Search by content title"
          placeholder="Search by content title"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="h-10 w-full rounded-lg border border-input bg-card pr-3 pl-9 text-base shadow-sm placeholder:text-muted-foreground/80 focus:outline-2 focus:outline-ring sm:text-sm"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`Filter by state: ${chosen?.name ?? 'All states'}`}
            className="inline-flex h-10 min-w-44 items-center gap-2 rounded-lg border border-input bg-card px-3 text-sm shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            {chosen && <StateDot color={chosen.color} />}
            <span className="flex-1 text-left">{chosen?.name ?? 'All states'}</span>
            <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {[{ id: '', name: 'All states', color: '' }, ...states].map((option) => (
              <DropdownMenuItem key={option.id} onSelect={() => onChange({ state: option.id })}>
                {option.color ? <StateDot color={option.color} /> : <span className="size-2.5" />}
                <span className="flex-1">{option.name}</span>
                {option.id === state.state && (
                  <Check className="size-4 text-primary-text" aria-label="Selected" />
                )}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <div
          role="group"
          aria-label="Assignee"
          className="inline-flex h-10 rounded-lg border border-input bg-card p-1 shadow-sm"
        >
          {assigneeChoices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              aria-pressed={state.assignee === choice.value}
              onClick={() => onChange({ assignee: choice.value })}
              className={cn(
                'rounded-md px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ring',
                state.assignee === choice.value
                  ? 'bg-primary-soft text-primary-text'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}
