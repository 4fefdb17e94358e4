import { isEditor } from '@folio/schema'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'

import { PageHeader } from '@/components/layouts/page-header'
import { Button } from '@/components/ui/button'
import { SubmitItemDialog } from '@/features/workflow/components/submit-item-dialog'
import { WorkflowScreen } from '@/features/workflow/components/workflow-screen'
import { PageMeta } from '@/lib/page-meta'
import { useAuth } from '@/stores/auth'

/** `/workflow`: review assignments, their side panel, and Submit item for editors. */
export function WorkflowPage() {
  const user = useAuth((state) => state.user)
  const [submitting, setSubmitting] = useState(false)
  const navigate = useNavigate()
  return (
    <>
      <PageMeta title="Workflow — Folio" description="Review, approve and publish content." />
      <PageHeader
        title="Workflow"
        description="Submit content for review, review it, and publish what was approved."
        actions={
          isEditor(user?.role ?? null) && (
            <Button onClick={() => setSubmitting(true)}>
              <Send className="size-4" aria-hidden="true" />
              Submit item
            </Button>
          )
        }
      />
      <WorkflowScreen />
      <SubmitItemDialog
        open={submitting}
        currentUserId={user?.id ?? null}
        onOpenChange={setSubmitting}
        onSubmitted={(itemId) => void navigate(`/workflow?item=${encodeURIComponent(itemId)}`)}
      />
    </>
  )
}
