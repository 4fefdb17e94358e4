import { isEditor } from '@folio/schema'

import { NavigationManager } from '@/features/navigation/components/navigation-manager'
import { PageMeta } from '@/lib/page-meta'
import { useAuth } from '@/stores/auth'

/** `/navigation`: menus and their item trees (the chosen menu in `?menu=<slug>`). */
export function NavigationPage() {
  const canEdit = isEditor(useAuth((state) => state.user?.role ?? null))
  return (
    <>
      <PageMeta
        title="Navigation — Folio"
        description="Build the menus your sites and apps render."
      />
      <NavigationManager canEdit={canEdit} />
    </>
  )
}
