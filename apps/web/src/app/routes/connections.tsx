import { PageHeader } from '@/components/layouts/page-header'
import { ConnectionsScreen } from '@/features/connections/components/connections-screen'
import { PageMeta } from '@/lib/page-meta'

/** `/connections` (admins): connect an app or AI coding assistant and see every connection. */
export function ConnectionsPage() {
  return (
    <>
      <PageMeta
        title="Connections — Folio"
        description="Connect apps and AI coding assistants to Folio and see what they use."
      />
      <PageHeader
        title="Connections"
        description="Apps and AI coding assistants that read and write this installation's content."
      />
      <ConnectionsScreen />
    </>
  )
}
