import { isAdmin } from '@folio/schema'
import { Plus } from 'lucide-react'
import { useState } from 'react'

import { PageHeader } from '@/components/layouts/page-header'
import { Button } from '@/components/ui/button'
import type { ComponentEditing } from '@/features/components/components/component-dialog'
import { ComponentsManager } from '@/features/components/components/components-manager'
import { PageMeta } from '@/lib/page-meta'
import { useAuth } from '@/stores/auth'

/** `/components`: reusable field groups. Everyone reads them; admins change them. */
export function ComponentsPage() {
  const canManage = useAuth((state) => isAdmin(state.user?.role))
  const [editing, setEditing] = useState<ComponentEditing>(null)
  return (
    <>
      <PageMeta
        title="Components — Folio"
        description="Reusable groups of fields for component and blocks fields."
      />
      <PageHeader
        title="Components"
        description="Groups of fields defined once and used by component and blocks fields of any content type."
        actions={
          canManage && (
            <Button onClick={() => setEditing({ id: null })}>
              <Plus className="size-4" aria-hidden="true" />
              Add Component
            </Button>
          )
        }
      />
      <ComponentsManager canManage={canManage} editing={editing} onEdit={setEditing} />
    </>
  )
}
