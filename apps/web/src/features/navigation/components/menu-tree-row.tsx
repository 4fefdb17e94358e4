import type { MenuItem } from '@folio/schema'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ChevronRight, FileText, GripVertical, Heading, Link2, TriangleAlert } from 'lucide-react'

import type { StepMove } from '../tree/move-node'
import { highlightParts } from '../tree/search-tree'
import type { TreeRow } from '../tree/search-tree'
import { INDENT_PX } from '../use-tree-drag'

import { TreeRowActions } from './tree-row-actions'
import type { ItemAction } from './tree-row-actions'

import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'

export const dragHandleId = (itemId: string) => `menu-item-drag-${itemId}`

/** `text` with the parts matching the search marked. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-warning/30 text-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

/** Where the item points: a content item, a URL, or nothing (a heading). */
function LinkLine({ item, query }: { item: MenuItem; query: string }) {
  const iconClass = 'size-3.5 shrink-0'
  let body
  if (item.contentItemId && !item.contentItem) {
    body = (
      <span className="flex items-center gap-1.5 text-warning">
        <TriangleAlert className={iconClass} aria-hidden="true" />
        The linked content item no longer exists
      </span>
    )
  } else if (item.contentItem) {
    body = (
      <span className="flex min-w-0 items-center gap-1.5">
        <FileText className={iconClass} aria-label="Content item" />
        <span className="truncate">
          <Highlighted text={item.contentItem.title} query={query} />
          {item.url && <span className="font-mono"> · {item.url}</span>}
        </span>
      </span>
    )
  } else if (item.url) {
    body = (
      <span className="flex min-w-0 items-center gap-1.5">
        <Link2 className={iconClass} aria-label="URL" />
        <span className="truncate font-mono">
          <Highlighted text={item.url} query={query} />
        </span>
      </span>
    )
  } else {
    body = (
      <span className="flex items-center gap-1.5">
        <Heading className={iconClass} aria-hidden="true" />
        Heading, no link
      </span>
    )
  }
  return <div className="mt-0.5 min-w-0 text-xs text-muted-foreground">{body}</div>
}

/**
 * One item of the tree: drag handle (editors), expand/collapse, title with its Inactive tag and
 * link, and its actions. While dragged it shows, dashed, at the depth it would land at.
 */
export function MenuTreeRow({
  row,
  depth,
  query,
  canEdit,
  dragEnabled,
  allowed,
  onToggle,
  onAction,
}: {
  row: TreeRow<MenuItem>
  /** The row's depth, or the projected one while it is dragged. */
  depth: number
  query: string
  canEdit: boolean
  dragEnabled: boolean
  allowed: Record<StepMove, boolean>
  onToggle: (id: string) => void
  onAction: (action: ItemAction) => void
}) {
  const item = row.node
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id, disabled: !dragEnabled })
  const childCount = item.children.length

  return (
    <li
      ref={setNodeRef}
      aria-label={item.title}
      data-depth={depth}
      // Rows only move up and down: the depth shows as indentation, not as a sideways shift.
      style={{ transform: CSS.Translate.toString(transform && { ...transform, x: 0 }), transition }}
      className={cn('relative', isDragging && 'z-10')}
    >
      <div style={{ paddingLeft: depth * INDENT_PX }}>
        <div
          className={cn(
            'flex items-center gap-1 rounded-lg border py-1.5 pr-1.5 pl-1',
            isDragging
              ? 'border-dashed border-primary bg-primary-soft/60 shadow-sm'
              : 'border-transparent hover:bg-muted/60',
            row.matched && !isDragging && 'border-warning/40 bg-warning-soft/40',
          )}
        >
          {dragEnabled && (
            <button
              type="button"
              id={dragHandleId(row.id)}
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Drag ${item.title}`}
              className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground active:cursor-grabbing"
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
          )}
          {row.hasChildren ? (
            <button
              type="button"
              aria-expanded={row.expanded}
              aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${item.title}`}
              disabled={query.trim() !== ''}
              onClick={() => onToggle(row.id)}
              className="grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-60 disabled:hover:bg-transparent"
            >
              <ChevronRight
                className={cn('size-4 transition-transform', row.expanded && 'rotate-90')}
                aria-hidden="true"
              />
            </button>
          ) : (
            <span className="size-8 shrink-0" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1 py-0.5">
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <span
                className={cn(
                  'min-w-0 truncate text-sm font-medium',
                  !item.isActive && 'text-muted-foreground',
                )}
              >
                <Highlighted text={item.title} query={query} />
              </span>
              {!item.isActive && <Badge>Inactive</Badge>}
              {item.icon && (
                <span className="hidden rounded bg-muted px-1.5 font-mono text-[11px] text-muted-foreground sm:inline">
                  <span className="sr-only">Icon </span>
                  {item.icon}
                </span>
              )}
              {childCount > 0 && !row.expanded && !query.trim() && (
                <span className="text-xs text-muted-foreground">
                  {plural(childCount, 'sub-item')}
                </span>
              )}
            </div>
            <LinkLine item={item} query={query} />
          </div>
          {canEdit && (
            <TreeRowActions
              item={item}
              allowed={allowed}
              canMove={!query.trim()}
              onAction={onAction}
            />
          )}
        </div>
      </div>
    </li>
  )
}
