import { Plus } from 'lucide-react'

import { PageHeader } from '@/components/layouts/page-header'
import { Button } from '@/components/ui/button'
import { startCreateContent } from '@/features/content/content-actions'
import { ContentManager } from '@/features/content/components/content-manager'
import { contentListParams } from '@/features/content/content-list-params'
import { usePermissions } from '@/lib/use-permissions'
import { PageMeta } from '@/lib/page-meta'
import { useUrlListState } from '@/lib/use-url-list-state'

/** `/content`: every content item, searchable and filterable. */
export function ContentPage() {
  const { state } = useUrlListState(contentListParams)
  const may = usePermissions()
  const canEdit = state.type ? may.content(state.type, 'create') : may.anyContent('create')
  return (
    <>
      <PageMeta title="Content — Folio" description="Write, schedule and publish content." />
      <PageHeader
        title="Content"
        description="Write, schedule and publish the items of every content type."
        actions={
          canEdit && (
            <Button onClick={() => startCreateContent(state.type)}>
              <Plus className="size-4" aria-hidden="true" />
              Create Content
            </Button>
          )
        }
      />
      <ContentManager />
    </>
  )
}
