import { MediaLibrary } from '@/features/media/components/media-library'
import { PageMeta } from '@/lib/page-meta'

/** `/media`: the media library (folder in `?folder=`, view in `?view=`, open file in `?file=`). */
export function MediaPage() {
  return (
    <>
      <PageMeta title="Media Library — Folio" description="Upload, organise and reuse files." />
      <MediaLibrary />
    </>
  )
}
