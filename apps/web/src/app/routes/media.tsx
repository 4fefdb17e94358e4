import { PageHeader } from '@/components/layouts/page-header'
import { PageMeta } from '@/lib/page-meta'

/** `/media`: the media library (folder in `?folder=`, view in `?view=`). */
export function MediaPage() {
  return (
    <>
      <PageMeta title="Media Library — Folio" description="Upload, organise and reuse files." />
      <PageHeader title="Media Library" description="Upload, organise and reuse files." />
    </>
  )
}
