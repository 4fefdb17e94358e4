import { PageHeader } from '@/components/layouts/page-header'
import { InboxScreen } from '@/features/contact/components/inbox-screen'
import { PageMeta } from '@/lib/page-meta'

/** `/inbox` (admins): the messages people sent from the contact page. */
export function InboxPage() {
  return (
    <>
      <PageMeta title="Inbox — Folio" description="Messages people sent from the contact page." />
      <PageHeader
        title="Inbox"
        description="Messages people sent from the contact page. Opening one marks it read for every admin."
      />
      <InboxScreen />
    </>
  )
}
