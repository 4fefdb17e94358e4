import { isAdmin } from '@folio/schema'
import { Plus } from 'lucide-react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

import { PageHeader } from '@/components/layouts/page-header'
import { Button } from '@/components/ui/button'
import { ContentTypesManager } from '@/features/content-types/components/content-types-manager'
import { PageMeta } from '@/lib/page-meta'
import { useAuth } from '@/stores/auth'
import { uiStore } from '@/stores/ui'

/** `/content-types`: the content model. Everyone reads it; admins change it. */
export function ContentTypesPage() {
  const canManage = useAuth((state) => isAdmin(state.user?.role))
  const [params, setParams] = useSearchParams()
  const editId = params.get('edit')

  // The command palette links to `?edit=<id>`: open that type once, then drop the parameter so
  // reloading or going back does not open it again.
  useEffect(() => {
    if (editId === null) return
    if (canManage && editId) uiStore.getState().openModal({ kind: 'content-type', id: editId })
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('edit')
        return next
      },
      { replace: true },
    )
  }, [editId, canManage, setParams])

  return (
    <>
      <PageMeta
        title="Content Types — Folio"
        description="The content types of this Folio installation and their fields."
      />
      <PageHeader
        title="Content Types"
        description={
          canManage
            ? 'Define the structure of your content: each type has its own fields.'
            : 'The structure of your content: each type has its own fields.'
        }
        actions={
          canManage && (
            <Button onClick={() => uiStore.getState().openModal({ kind: 'content-type' })}>
              <Plus className="size-4" aria-hidden="true" />
              Add Content Type
            </Button>
          )
        }
      />
      <ContentTypesManager canManage={canManage} />
    </>
  )
}
