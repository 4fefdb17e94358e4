import { PageHeader } from '@/components/layouts/page-header'
import { PageMeta } from '@/lib/page-meta'

/** `/workflow` */
export function WorkflowPage() {
  return (
    <>
      <PageMeta title="Workflow — Folio" description="Workflow" />
      <PageHeader title="Workflow" description="Workflow" />
    </>
  )
}
