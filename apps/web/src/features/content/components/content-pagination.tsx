import { ChevronLeft, ChevronRight } from 'lucide-react'

import { paginationSummary } from '../content-list-params'

import { Button } from '@/components/ui/button'

/** "Showing 11 to 20 of 25 results", "Page 2 of 3", Previous and Next. */
export function ContentPagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}) {
  const { from, to, pages } = paginationSummary(page, pageSize, total)
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm sm:flex-row"
    >
      <p className="text-muted-foreground" aria-live="polite">
        Showing {from} to {to} of {total} results
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
