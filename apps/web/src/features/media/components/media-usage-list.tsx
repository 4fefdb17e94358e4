import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { Link } from 'react-router'

import { mediaUsageQuery } from '@/lib/api/get-media'

import { Badge } from '@/components/ui/badge'
import { errorMessage } from '@/lib/api-client'

/** Where the Content screen opens an item (it reads `?item=` and opens the editor or preview). */
export function contentItemHref(usage: { contentTypeId: string; itemId: string }): string {
  const params = new URLSearchParams({ type: usage.contentTypeId, item: usage.itemId })
  return `/content?${params.toString()}`
}

/** "Used in": the content items that reference the file, each linking to the item. */
export function MediaUsageList({ id }: { id: string }) {
  const usage = useQuery(mediaUsageQuery(id))
  return (
    <section aria-labelledby="media-usage-heading">
      <h3 id="media-usage-heading" className="text-sm font-semibold">
        Used in
      </h3>
      {usage.isPending ? (
        <div className="mt-2 space-y-2" aria-label="Loading usage">
          <div className="h-9 animate-pulse rounded-lg bg-muted" />
          <div className="h-9 w-2/3 animate-pulse rounded-lg bg-muted" />
        </div>
      ) : usage.isError ? (
        <p className="mt-2 text-sm text-danger">
          {errorMessage(usage.error, 'Usage could not be loaded.')}{' '}
          <button
            type="button"
            onClick={() => void usage.refetch()}
            className="font-semibold underline"
          >
            Try again
          </button>
        </p>
      ) : usage.data.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">Not used in any content yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
          {usage.data.map((entry) => (
            <li key={entry.itemId}>
              <Link
                to={contentItemHref(entry)}
                className="flex items-center gap-3 px-3 py-2 text-sm hover:bg-muted"
              >
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{entry.title}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {entry.contentTypeName}
                  </span>
                </span>
                <Badge className="capitalize">{entry.status}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
