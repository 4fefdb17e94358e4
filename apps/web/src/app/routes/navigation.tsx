import { PageHeader } from '@/components/layouts/page-header'
import { PageMeta } from '@/lib/page-meta'

/** `/navigation` */
export function NavigationPage() {
  return (
    <>
      <PageMeta title="Navigation — Folio" description="Navigation" />
      <PageHeader title="Navigation" description="Navigation" />
    </>
  )
}
