import { Bot, Layers, Plus, Upload } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { Link } from 'react-router'

import { DashboardCard } from './dashboard-card'

import { UploadMediaModal } from '@/components/media/upload-media-modal'

const actionClass =
  'flex w-full items-center gap-3 rounded-xl border border-border px-3.5 py-3 text-left text-sm font-medium transition-colors hover:border-primary hover:bg-primary-soft'

function ActionBody({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-text">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      {children}
    </>
  )
}

/** Shortcuts; creating content and uploading media are for editors and admins. */
export function QuickActions({ canEdit }: { canEdit: boolean }) {
  const [uploading, setUploading] = useState(false)
  return (
    <DashboardCard id="quick-actions" title="Quick Actions">
      <ul className="grid gap-2">
        {canEdit && (
          <li>
            <Link to="/content?new=1" className={actionClass}>
              <ActionBody icon={Plus}>Create Content</ActionBody>
            </Link>
          </li>
        )}
        <li>
          <Link to="/content-types" className={actionClass}>
            <ActionBody icon={Layers}>Manage Content Types</ActionBody>
          </Link>
        </li>
        {canEdit && (
          <li>
            <button type="button" className={actionClass} onClick={() => setUploading(true)}>
              <ActionBody icon={Upload}>Upload Media</ActionBody>
            </button>
            <UploadMediaModal open={uploading} onOpenChange={setUploading} folderId={null} />
          </li>
        )}
        <li>
          <Link to="/ai-assistant" className={actionClass}>
            <ActionBody icon={Bot}>AI Assistant</ActionBody>
          </Link>
        </li>
      </ul>
    </DashboardCard>
  )
}
