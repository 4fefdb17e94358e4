import { PageHeader } from '@/components/layouts/page-header'
import { ApiDocs } from '@/features/api-docs/components/api-docs'
import { PageMeta } from '@/lib/page-meta'

/** `/api` (admins): how to call the content API, its endpoints, examples and SDKs. */
export function ApiDocsPage() {
  return (
    <>
      <PageMeta
        title="API — Folio"
        description="Authenticate, explore the endpoints and call the Folio content API."
      />
      <PageHeader
        title="API"
        description="Everything an app needs to read and write this installation's content."
      />
      <ApiDocs />
    </>
  )
}
