import { isEditor } from '@folio/schema'
import { Plus } from 'lucide-react'

import { PageHeader } from '@/components/layouts/page-header'
import { Button } from '@/components/ui/button'
import { startCreateContent } from '@/features/content/content-actions'
import { ContentManager } from '@/features/content/components/content-manager'
import { useContentListState } from '@/features/content/use-content-list-state'
import { PageMeta } from '@/lib/page-meta'
import { useAuth } from '@/stores/auth'

/** `/content`: every content item, searchable and filterable. */
export function ContentPage() {
  const canEdit = isEditor(useAuth((state) => state.user?.role ?? null))
  const { state } = useContentListState()
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
