import { fieldTypeLabels } from '@folio/schema'
import type { Component } from '@folio/schema'
import { Pencil, Puzzle, Trash2 } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { plural } from '@/lib/format'

const iconButton =
  'grid size-9 shrink-0 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground'

/** One component: name, slug, how many types and components use it, and its fields. */
export function ComponentCard({
  component,
  canManage,
  onEdit,
  onDelete,
}: {
  component: Component
  canManage: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const headingId = `component-${component.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text">
          <Puzzle className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold break-words">
            {component.name}
          </h2>
          <p className="mt-0.5 font-mono text-sm break-all text-muted-foreground">
            {component.slug}
          </p>
        </div>
        {canManage && (
          <div className="-mt-1 -mr-2 flex">
            <button
              type="button"
              className={iconButton}
              aria-label={`Edit ${component.name}`}
              onClick={onEdit}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${iconButton} hover:bg-danger-soft hover:text-danger`}
              aria-label={`Delete ${component.name}`}
              onClick={onDelete}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Badge tone="primary">{plural(component.fields.length, 'field')}</Badge>
        <Badge>{component.usageCount === 0 ? 'Not used' : `Used by ${component.usageCount}`}</Badge>
      </div>
      <p className="mt-3 text-sm text-pretty break-words text-muted-foreground">
        {component.description || <span className="italic">No description</span>}
      </p>
      <ul aria-label={`Fields of ${component.name}`} className="mt-3 flex flex-wrap gap-1.5">
        {component.fields.map((field) => (
          <li
            key={field.id}
            className="rounded-md border border-border px-2 py-0.5 text-xs text-muted-foreground"
          >
            <span className="font-medium text-foreground">{field.name}</span> ·{' '}
            {fieldTypeLabels[field.type]}
          </li>
        ))}
      </ul>
    </article>
  )
}
