import type { Menu, MenuItem } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ChevronsDownUp, ChevronsUpDown, ListTree, Plus, Search, SearchX } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'

import { menuQuery } from '../api/get-menus'
import { flattenTree } from '../tree/flatten-tree'
import { moveStep } from '../tree/move-node'
import { searchTree, visibleRows } from '../tree/search-tree'
import { useTreeSave } from '../use-tree-save'

import { DeleteItemConfirm } from './delete-item-confirm'
import { ItemFormDialog } from './item-form-dialog'
import type { ItemFormState } from './item-form-dialog'
import { MenuTree } from './menu-tree'
import { dragHandleId } from './menu-tree-row'
import { actionsTriggerId } from './tree-row-actions'
import type { ItemAction } from './tree-row-actions'
import { TreeSkeleton } from './tree-skeleton'

import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form-field'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'

const searchTexts = (item: MenuItem) => [item.title, item.url, item.contentItem?.title]

/**
 * The chosen menu: its item tree with search, expand and collapse, and (for editors) Add Item,
 * drag and drop, moves, edit and delete. Mounted per menu, so its state starts afresh.
 */
export function MenuTreePanel({ menu, canEdit }: { menu: Menu; canEdit: boolean }) {
  const detail = useQuery(menuQuery(menu.id))
  const items = useMemo(() => detail.data?.items ?? [], [detail.data])
  const flat = useMemo(() => flattenTree(items), [items])
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [query, setQuery] = useState('')
  const search = useMemo(() => searchTree(flat, query, searchTexts), [flat, query])
  const rows = useMemo(() => visibleRows(flat, collapsed, search), [flat, collapsed, search])
  const [form, setForm] = useState<ItemFormState>({ open: false })
  const [deleting, setDeleting] = useState<MenuItem | null>(null)
  const { commit, announcement } = useTreeSave(menu.id, items)

  // A moved row is re-inserted in the page, which drops its focus: give it back afterwards.
  const refocus = useRef<string | null>(null)
  useEffect(() => {
    if (!refocus.current) return
    document.getElementById(refocus.current)?.focus()
    refocus.current = null
  }, [rows])

  const onSearch = (next: string) => {
    setQuery(next)
    // Revealed parents stay open once the search is cleared, so the match stays in view.
    const revealed = searchTree(flat, next, searchTexts)?.revealed
    if (revealed?.size) {
      setCollapsed((current) => new Set([...current].filter((id) => !revealed.has(id))))
    }
  }

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  const onAction = (action: ItemAction) => {
    if (action.kind === 'edit') setForm({ open: true, item: action.item, parentId: null })
    else if (action.kind === 'add-child') {
      setForm({ open: true, item: null, parentId: action.item.id })
      setCollapsed((current) => new Set([...current].filter((id) => id !== action.item.id)))
    } else if (action.kind === 'delete') setDeleting(action.item)
    else if (action.kind === 'move') {
      const next = moveStep(items, action.item.id, action.move)
      if (next && commit(next, action.item.id)) refocus.current = actionsTriggerId(action.item.id)
    }
  }

  const onDrop = (next: MenuItem[], movedId: string) => {
    if (commit(next, movedId)) refocus.current = dragHandleId(movedId)
  }

  const addButton = (
    <Button size="sm" onClick={() => setForm({ open: true, item: null, parentId: null })}>
      <Plus className="size-4" aria-hidden="true" />
      Add Item
    </Button>
  )
  const parentIds = flat.filter((entry) => entry.node.children.length > 0).map((entry) => entry.id)

  let body
  if (detail.isPending) body = <TreeSkeleton />
  else if (detail.isError)
    body = (
      <ErrorState
        title="Could not load this menu"
        message={errorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    )
  else if (items.length === 0)
    body = (
      <EmptyState icon={ListTree} title="This menu has no items" action={canEdit && addButton}>
        {canEdit
          ? 'Add links to pages, sites or content items, then drag them into order.'
          : 'An editor or admin can add its links.'}
      </EmptyState>
    )
  else if (rows.length === 0)
    body = (
      <EmptyState icon={SearchX} title="No matching items">
        No item of this menu has “{query.trim()}” in its title, URL or linked content.
      </EmptyState>
    )
  else
    body = (
      <div className="p-2 sm:p-3">
        <MenuTree
          items={items}
          rows={rows}
          query={query}
          canEdit={canEdit}
          onMove={onDrop}
          onToggle={toggle}
          onAction={onAction}
        />
      </div>
    )

  return (
    <section
      aria-labelledby="menu-tree-title"
      className="min-w-0 self-start overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex flex-col gap-3 border-b border-border px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-5">
        <div className="min-w-0">
          <h2 id="menu-tree-title" className="truncate font-semibold">
            {menu.name}
          </h2>
          {menu.description && (
            <p className="mt-0.5 text-sm text-muted-foreground">{menu.description}</p>
          )}
          <p className="mt-1 truncate font-mono text-xs text-muted-foreground">
            GET /api/v1/menus/{menu.slug}
          </p>
        </div>
        {canEdit && items.length > 0 && <div className="shrink-0">{addButton}</div>}
      </div>

      {items.length > 0 && (
        <div className="flex flex-col gap-2 border-b border-border px-4 py-3 sm:flex-row sm:items-center sm:px-5">
          <div className="relative min-w-0 flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <input
              type="search"
              aria-label="Search items"
              placeholder="Search items by title or link"
              value={query}
              onChange={(event) => onSearch(event.target.value)}
              className={cn(controlClass, 'border-input py-2 pl-9')}
            />
          </div>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              disabled={parentIds.length === 0 || query.trim() !== ''}
              onClick={() => setCollapsed(new Set())}
            >
              <ChevronsUpDown className="size-4" aria-hidden="true" />
              Expand all
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={parentIds.length === 0 || query.trim() !== ''}
              onClick={() => setCollapsed(new Set(parentIds))}
            >
              <ChevronsDownUp className="size-4" aria-hidden="true" />
              Collapse all
            </Button>
          </div>
        </div>
      )}
      {canEdit && items.length > 1 && (
        <p className="px-4 pt-3 text-xs text-muted-foreground sm:px-5">
          {query.trim()
            ? 'Clear the search to reorder items.'
            : 'Drag an item by its handle to reorder it; drag it right to nest it under the item above. Each item’s menu can move it too.'}
        </p>
      )}

      {body}

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <p role="status" className="sr-only">
        {search && plural(search.matches.size, 'item matches', 'items match')}
      </p>

      {canEdit && (
        <>
          <ItemFormDialog
            state={form}
            menuId={menu.id}
            items={items}
            onClose={() => setForm({ open: false })}
          />
          <DeleteItemConfirm menuId={menu.id} item={deleting} onDone={() => setDeleting(null)} />
        </>
      )}
    </section>
  )
}
