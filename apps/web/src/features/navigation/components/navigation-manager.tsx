import type { Menu } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ListTree, Plus } from 'lucide-react'
import { useEffect, useState } from 'react'

import { menusQuery } from '../api/get-menus'
import { useMenuParam } from '../use-menu-param'

import { DeleteMenuConfirm } from './delete-menu-confirm'
import { MenuFormDialog } from './menu-form-dialog'
import { MenuList } from './menu-list'
import type { MenuAction } from './menu-list'
import { MenuTreePanel } from './menu-tree-panel'

import { PageHeader } from '@/components/layouts/page-header'
import { Button } from '@/components/ui/button'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'

type MenuFormState = { open: false } | { open: true; menu: Menu | null }

/**
 * The Navigation screen: the menus on the left (a select on phones), the chosen one (`?menu=`)
 * as an editable tree on the right. Viewers see everything read-only.
 */
export function NavigationManager({ canEdit }: { canEdit: boolean }) {
  const menus = useQuery(menusQuery())
  const [slug, setSlug] = useMenuParam()
  const [form, setForm] = useState<MenuFormState>({ open: false })
  const [deleting, setDeleting] = useState<Menu | null>(null)

  const list = menus.data
  const selected = list?.find((menu) => menu.slug === slug) ?? list?.[0] ?? null

  // An unknown or missing `?menu=` shows the first menu; the URL follows, without a history entry.
  useEffect(() => {
    if (selected && selected.slug !== slug) setSlug(selected.slug, { replace: true })
  }, [selected, slug, setSlug])

  const onAction = ({ kind, menu }: MenuAction) => {
    if (kind === 'edit') setForm({ open: true, menu })
    else setDeleting(menu)
  }

  const addMenu = (
    <Button onClick={() => setForm({ open: true, menu: null })}>
      <Plus className="size-4" aria-hidden="true" />
      Add Menu
    </Button>
  )

  let body
  if (menus.isError)
    body = (
      <ErrorState
        title="Could not load menus"
        message={errorMessage(menus.error)}
        onRetry={() => void menus.refetch()}
        className="rounded-2xl border border-border bg-card"
      />
    )
  else if (list?.length === 0)
    body = (
      <EmptyState
        icon={ListTree}
        title="No menus yet"
        action={canEdit && addMenu}
        className="rounded-2xl border border-border bg-card"
      >
        {canEdit
          ? 'Create a menu, such as the main menu or the footer links, then add its items.'
          : 'When an editor or admin creates a menu, it shows here.'}
      </EmptyState>
    )
  else
    body = (
      <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6">
        <MenuList
          menus={list}
          selectedId={selected?.id ?? null}
          canEdit={canEdit}
          onSelect={(menu) => setSlug(menu.slug)}
          onAction={onAction}
        />
        {selected ? (
          <MenuTreePanel key={selected.id} menu={selected} canEdit={canEdit} />
        ) : (
          <div
            aria-hidden="true"
            className="h-72 animate-pulse rounded-2xl border border-border bg-card"
          />
        )}
      </div>
    )

  return (
    <>
      <PageHeader
        title="Navigation"
        description={
          canEdit
            ? 'Build the menus your sites and apps render: nest items, reorder them by dragging.'
            : 'The menus your sites and apps render. Only editors and admins can change them.'
        }
        actions={canEdit && list !== undefined && list.length > 0 && addMenu}
      />
      {body}
      {canEdit && (
        <>
          <MenuFormDialog
            open={form.open}
            menu={form.open ? form.menu : null}
            onClose={() => setForm({ open: false })}
            onSaved={(menu) => setSlug(menu.slug, { replace: form.open && form.menu !== null })}
          />
          <DeleteMenuConfirm
            menu={deleting}
            onDone={() => setDeleting(null)}
            onDeleted={(menu) => {
              if (menu.id === selected?.id) setSlug(null, { replace: true })
            }}
          />
        </>
      )}
    </>
  )
}
