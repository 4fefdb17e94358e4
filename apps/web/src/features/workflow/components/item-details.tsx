import { contentStatusLabels } from '@folio/schema'
import type { WorkflowItem } from '@folio/schema'
import { ExternalLink, Pencil } from 'lucide-react'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { DueDate } from './due-date'
import { EditAssignmentForm } from './edit-assignment-form'
import { PublishedBadge, StateBadge } from '@/components/ui/state-badge'

import { Button, buttonClass } from '@/components/ui/button'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

/**
 * The content item (with a link into the editor) and its assignment, which editors and admins
 * can change (reviewer, due date, notes) without moving the item.
 */
export function ItemDetails({ data, canEdit }: { data: WorkflowItem; canEdit: boolean }) {
  const { item, assignment } = data
  const [editing, setEditing] = useState(false)
  if (editing && assignment) {
    return (
      <div className="rounded-xl border border-border bg-surface p-4">
        <EditAssignmentForm
          itemId={item.id}
          assignment={assignment}
          onDone={() => setEditing(false)}
        />
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <dl>
        <Row label="Type">{item.contentTypeName ?? 'Unknown Type'}</Row>
        <Row label="Status">
          {item.status === 'published' ? <PublishedBadge /> : contentStatusLabels[item.status]}
        </Row>
        {assignment && (
          <>
            <Row label="State">
              <StateBadge state={assignment.state} />
            </Row>
            <Row label="Assignee">{assignment.assignee?.name ?? 'Unassigned'}</Row>
            {assignment.submittedBy && (
              <Row label="Submitted by">{assignment.submittedBy.name}</Row>
            )}
            <Row label="Due date">
              {assignment.dueDate ? (
                <DueDate dueDate={assignment.dueDate} overdue={assignment.overdue} />
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </Row>
            <Row label="Notes">
              {assignment.notes ? (
                <span className="whitespace-pre-wrap">{assignment.notes}</span>
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </Row>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/content?item=${encodeURIComponent(item.id)}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Open in editor
        </Link>
        {assignment && canEdit && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit assignment
          </Button>
        )}
      </div>
    </div>
  )
}
