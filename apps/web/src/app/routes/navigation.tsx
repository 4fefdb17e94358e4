import { NavigationManager } from '@/features/navigation/components/navigation-manager'
import { usePermissions } from '@/lib/use-permissions'
import { PageMeta } from '@/lib/page-meta'

/** `/navigation`: menus and their item trees (the chosen menu in `?menu=<slug>`). */
export function NavigationPage() {
  const canEdit = usePermissions().navigation('edit')
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
