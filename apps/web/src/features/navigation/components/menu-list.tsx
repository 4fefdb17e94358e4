import type { Menu } from '@folio/schema'
import { ListTree, Pencil, Trash2 } from 'lucide-react'

import { controlClass } from '@/components/ui/form-field'
import { RowMenu, RowMenuItem } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'

export type MenuAction = { kind: 'edit' | 'delete'; menu: Menu }

interface MenuListProps {
  /** Undefined while loading. */
  menus: Menu[] | undefined
  selectedId: string | null
  canEdit: boolean
  onSelect: (menu: Menu) => void
  onAction: (action: MenuAction) => void
}

function itemCount(count: number) {
  return plural(count, 'item')
}

function MenuActions({
  menu,
  onAction,
  className,
}: {
  menu: Menu
  onAction: (action: MenuAction) => void
  className?: string
}) {
  return (
    <RowMenu
      label={`Actions for menu ${menu.name}`}
      align="start"
      small
      triggerClassName={cn(
        'grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-card hover:text-foreground data-[state=open]:bg-card',
        className,
      )}
    >
      <RowMenuItem icon={Pencil} onSelect={() => onAction({ kind: 'edit', menu })}>
        Edit menu
      </RowMenuItem>
      <RowMenuItem icon={Trash2} tone="danger" onSelect={() => onAction({ kind: 'delete', menu })}>
        Delete menu
      </RowMenuItem>
    </RowMenu>
  )
}

/** Wide screens: the menus as a list beside the tree. */
function MenuColumn({ menus, selectedId, canEdit, onSelect, onAction }: MenuListProps) {
  return (
    <nav aria-label="Menus" className="hidden lg:block">
      <h2 className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Menus
      </h2>
      <ul className="space-y-0.5">
        {menus === undefined
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index} aria-hidden="true" className="space-y-1.5 px-3 py-2.5">
                <div className="h-4 w-28 animate-pulse rounded bg-muted" />
                <div className="h-3 w-16 animate-pulse rounded bg-muted" />
              </li>
            ))
          : menus.map((menu) => {
              const active = menu.id === selectedId
              return (
                <li
                  key={menu.id}
                  className={cn(
                    'group relative flex items-center rounded-lg',
                    active ? 'bg-primary-soft text-primary-text' : 'hover:bg-muted',
                  )}
                >
                  <button
                    type="button"
                    aria-current={active ? 'page' : undefined}
                    onClick={() => onSelect(menu)}
                    className={cn(
                      'flex min-w-0 flex-1 items-start gap-2.5 rounded-lg py-2 pl-3 text-left',
                      canEdit ? 'pr-10' : 'pr-3',
                    )}
                  >
                    <ListTree className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{menu.name}</span>
                      <span
                        className={cn(
                          'block truncate text-xs',
                          active ? 'text-primary-text' : 'text-muted-foreground',
                        )}
                      >
                        <span className="sr-only">, </span>
                        {itemCount(menu.itemCount)}
                        <span aria-hidden="true"> · </span>
                        <span className="font-mono">{menu.slug}</span>
                      </span>
                    </span>
                  </button>
                  {canEdit && (
                    <MenuActions
                      menu={menu}
                      onAction={onAction}
                      className="absolute top-1.5 right-1 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 data-[state=open]:opacity-100 pointer-coarse:opacity-100"
                    />
                  )}
                </li>
              )
            })}
      </ul>
    </nav>
  )
}

/** Narrow screens: a select above the tree, with the chosen menu's actions beside it. */
function MenuSelect({ menus, selectedId, canEdit, onSelect, onAction }: MenuListProps) {
  const selected = menus?.find((menu) => menu.id === selectedId)
  return (
    <div className="flex items-end gap-2 lg:hidden">
      <div className="min-w-0 flex-1">
        <label htmlFor="menu-select" className="block text-sm font-medium">
          Menu
        </label>
        <select
          id="menu-select"
          className={cn(controlClass, 'mt-1.5 border-input')}
          value={selectedId ?? ''}
          disabled={menus === undefined}
          onChange={(event) => {
            const menu = menus?.find((candidate) => candidate.id === event.target.value)
            if (menu) onSelect(menu)
          }}
        >
          {menus === undefined && <option value="">Loading menus…</option>}
          {menus?.map((menu) => (
            <option key={menu.id} value={menu.id}>
              {menu.name} ({itemCount(menu.itemCount)})
            </option>
          ))}
        </select>
      </div>
      {canEdit && selected && (
        <MenuActions
          menu={selected}
          onAction={onAction}
          className="size-10.5 rounded-lg border border-border bg-card shadow-sm hover:bg-muted"
        />
      )}
    </div>
  )
}

/** The menus: a list on the left on wide screens, a select above the tree on phones. */
export function MenuList(props: MenuListProps) {
  return (
    <>
      <MenuColumn {...props} />
      <MenuSelect {...props} />
    </>
  )
}
