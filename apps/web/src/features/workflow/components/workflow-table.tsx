import type { WorkflowAssignment } from '@folio/schema'
import { MessageSquare } from 'lucide-react'

import { DueDate } from './due-date'
import { PublishedBadge, StateBadge } from '@/components/ui/state-badge'
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { plural } from '@/lib/format'

const commentsLabel = (count: number) => plural(count, 'comment')

function Badges({ row }: { row: WorkflowAssignment }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <StateBadge state={row.state} />
      {row.item.status === 'published' && <PublishedBadge />}
    </span>
  )
}

/**
 * The assignments: content, state (and Published), assignee, due date, comments and notes. On
 * phones the details fold under the title. Clicking anywhere on a row opens its side panel.
 */
export function WorkflowTable({
  rows,
  onOpen,
}: {
  rows: readonly WorkflowAssignment[]
  onOpen: (row: WorkflowAssignment) => void
}) {
  return (
    <Table>
      <TableHead>
        <TableHeader>Content</TableHeader>
        <TableHeader className="hidden w-40 sm:table-cell">State</TableHeader>
        <TableHeader className="hidden w-36 md:table-cell">Assignee</TableHeader>
        <TableHeader className="hidden w-36 md:table-cell">Due date</TableHeader>
        <TableHeader className="hidden w-28 lg:table-cell">Comments</TableHeader>
        <TableHeader className="hidden xl:table-cell">Notes</TableHeader>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} className="relative cursor-pointer">
            <td className="px-4 py-3 align-top">
              {/* The button's overlay covers the row, so a click anywhere opens the panel. */}
              <button
                type="button"
                onClick={() => onOpen(row)}
                className="block max-w-full truncate text-left font-medium after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:rounded-sm focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
              >
                {row.item.title}
              </button>
              <p className="truncate text-muted-foreground">
                {row.item.contentTypeName ?? 'Unknown Type'}
              </p>
              <div className="mt-2 space-y-1.5 sm:hidden">
                <Badges row={row} />
                <p className="text-muted-foreground">
                  {row.assignee ? row.assignee.name : 'Unassigned'}
                  {row.commentCount > 0 && ` · ${commentsLabel(row.commentCount)}`}
                </p>
                {row.dueDate && <DueDate dueDate={row.dueDate} overdue={row.overdue} />}
              </div>
              <p className="mt-1 hidden truncate text-xs text-muted-foreground sm:block md:hidden">
                {row.assignee ? row.assignee.name : 'Unassigned'}
              </p>
            </td>
            <td className="hidden px-4 py-3 align-top sm:table-cell">
              <Badges row={row} />
            </td>
            <td className="hidden truncate px-4 py-3 align-top md:table-cell">
              {row.assignee ? (
                row.assignee.name
              ) : (
                <span className="text-muted-foreground">Unassigned</span>
              )}
            </td>
            <td className="hidden px-4 py-3 align-top md:table-cell">
              {row.dueDate ? (
                <DueDate dueDate={row.dueDate} overdue={row.overdue} />
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </td>
            <td className="hidden px-4 py-3 align-top lg:table-cell">
              <span
                className="inline-flex items-center gap-1.5 text-muted-foreground"
                aria-label={commentsLabel(row.commentCount)}
              >
                <MessageSquare className="size-4" aria-hidden="true" />
                <span aria-hidden="true">{row.commentCount}</span>
              </span>
            </td>
            <td className="hidden px-4 py-3 align-top xl:table-cell">
              <p className="line-clamp-2 text-muted-foreground" title={row.notes ?? undefined}>
                {row.notes ?? '—'}
              </p>
            </td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
