import { ChevronLeft, ChevronRight } from 'lucide-react'

import { Button } from '@/components/ui/button'

/** The rows a page shows (1-based, inclusive; 0 to 0 when there are none) and the page count. */
export function paginationSummary(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(page * pageSize, total)
  return { from, to, pages }
}

/** "Showing 11 to 20 of 25 results", "Page 2 of 3", Previous and Next, under a list. */
export function Pagination({
  page,
  pageSize,
  total,
  noun = 'results',
  onPageChange,
}: {
  page: number
  pageSize: number
  total: number
  /** What the list holds, plural: "results", "users". */
  noun?: string
  onPageChange: (page: number) => void
}) {
  const { from, to, pages } = paginationSummary(page, pageSize, total)
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm sm:flex-row"
    >
      <p className="text-muted-foreground" aria-live="polite">
        Showing {from} to {to} of {total} {noun}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          <ChevronLeft className="-ml-1 size-4" aria-hidden="true" />
          Previous
        </Button>
        <span className="px-1 whitespace-nowrap text-muted-foreground">
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages}
        >
          Next
          <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
