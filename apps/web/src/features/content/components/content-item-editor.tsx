import { contentItemMessages } from '@folio/schema'
import type { ContentItem, ContentType } from '@folio/schema'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleAlert, Eye } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { ReactNode } from 'react'

import { contentItemQuery, contentItemsKeys } from '@/lib/api/get-content-items'
import type { ItemFormValues } from '../item-form-values'

import { useComponentRegistry } from './blocks/use-component-registry'
import { EditorTabPanel, EditorTabs } from './editor-tabs'
import { ItemForm } from './item-form'
import { ItemPreview } from './item-preview'
import { PrefillTypeChoice } from './prefill-type-choice'
import { toDraftItem } from './preview/draft-item'
import { PreviewPane } from './preview/preview-pane'
import { VersionHistory } from './version-history'

import { Button } from '@/components/ui/button'
import { DialogActions } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { contentTypeQuery } from '@/lib/api/get-content-types'
import { TranslationsPanel } from './translations-panel'
import { usePermissions } from '@/lib/use-permissions'
import { ApiError, errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { ItemPresenceProvider, PresenceAvatars, useOthersOn } from '@/lib/realtime'
import { ChangedElsewhere } from './changed-elsewhere'
import type { ContentPrefill, Modal } from '@/stores/ui'

export type ContentItemModalData = Extract<Modal, { kind: 'content-item' }>

/**
 * Tabs of a saved item that other features own (SEO). The app layer passes them in, so this
 * feature does not import another.
 */
export interface ItemPanels {
  seo: (item: ContentItem) => ReactNode
}

/** The content-item modal's body: create an item of a type, or edit one with its history. */
export function ContentItemEditor({
  modal,
  panels,
  onClose,
}: {
  modal: ContentItemModalData
  panels: ItemPanels
  onClose: () => void
}) {
  // Text brought from elsewhere may arrive without a type: the user picks one here.
  const [chosenType, setChosenType] = useState('')
  const prefill = modal.prefill ?? null
  const typeId = modal.contentTypeId || chosenType
  const itemId = modal.id ?? null
  if (!typeId && prefill) return <PrefillTypeChoice onChoose={setChosenType} onCancel={onClose} />
  if (!typeId)
    return <ModalError message={contentItemMessages.typeNotSpecified} onClose={onClose} />
  return (
    <TypedEditor
      typeId={typeId}
      itemId={itemId}
      prefill={prefill}
      panels={panels}
      onClose={onClose}
    />
  )
}

function ModalError({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <>
      <p role="alert" className="flex items-center gap-2 font-medium text-danger">
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  )
}

function TypedEditor({
  typeId,
  itemId,
  prefill,
  panels,
  onClose,
}: {
  typeId: string
  itemId: string | null
  prefill: ContentPrefill | null
  panels: ItemPanels
  onClose: () => void
}) {
  const type = useQuery(contentTypeQuery(typeId))
  // Settings → Permissions decide per type: without the right, the item opens read-only.
  const canEdit = usePermissions().content(typeId, itemId ? 'edit' : 'create')

  if (type.isPending) return <LoadingState />
  if (type.isError) {
    if (type.error instanceof ApiError && type.error.status === 404) {
      return <ModalError message={contentItemMessages.typeNotFound} onClose={onClose} />
    }
    return <ErrorState message={errorMessage(type.error)} onRetry={() => void type.refetch()} />
  }
  if (itemId) {
    return (
      <ExistingItem
        type={type.data}
        itemId={itemId}
        canEdit={canEdit}
        panels={panels}
        onClose={onClose}
      />
    )
  }
  if (!canEdit) {
    return <ModalError message="Your role can read content but not create it." onClose={onClose} />
  }
  return (
    <ItemForm
      type={type.data}
      base={null}
      prefill={prefill}
      onSaved={onClose}
      onReload={onClose}
      onCancel={onClose}
    />
  )
}

function ExistingItem({
  type,
  itemId,
  canEdit,
  panels,
  onClose,
}: {
  type: ContentType
  itemId: string
  canEdit: boolean
  panels: ItemPanels
  onClose: () => void
}) {
  const item = useQuery({ ...contentItemQuery(type.id, itemId), refetchOnWindowFocus: false })
  if (item.isPending) return <LoadingState />
  if (item.isError) {
    return <ErrorState message={errorMessage(item.error)} onRetry={() => void item.refetch()} />
  }
  if (!canEdit) return <ItemPreview item={item.data} type={type} typeName={type.name} />
  return (
    <LoadedItem
      type={type}
      initial={item.data}
      latest={item.data}
      panels={panels}
      onClose={onClose}
    />
  )
}

/** Edit, Languages, SEO and History tabs over a loaded item, and its live Preview beside them. */
function LoadedItem({
  type,
  initial,
  latest,
  panels,
  onClose,
}: {
  type: ContentType
  /** The item as first loaded: the form edits this version. */
  initial: ContentItem
  /** The item as the server has it now (refreshed after restores and other saves). */
  latest: ContentItem
  panels: ItemPanels
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [tab, setTab] = useState('edit')
  // Pinned: newer saves by others must surface as a conflict, not slip under the form.
  const [base, setBase] = useState({ item: initial, key: 0 })
  const [previewing, setPreviewing] = useState(false)
  // The form's values as they change: the preview shows them before they are saved.
  const [draft, setDraft] = useState<ItemFormValues | null>(null)
  const { components } = useComponentRegistry(type.fields)
  const draftItem = useMemo(
    () => toDraftItem(base.item, draft, type.fields, components),
    [base.item, draft, type.fields, components],
  )

  const reload = (next: ContentItem) => {
    queryClient.setQueryData(contentItemsKeys.detail(type.id, next.id), next)
    setBase((current) => ({ item: next, key: current.key + 1 }))
  }
  const prefix = `item-${initial.id}`
  return (
    <ItemPresenceProvider itemId={initial.id} contentTypeId={type.id}>
      <div
        data-live-preview={previewing || undefined}
        className={cn(previewing && 'md:grid md:grid-cols-2 md:items-start md:gap-5')}
      >
        <div className="min-w-0">
          <OthersHere itemId={initial.id} />
          {/* Someone saved a newer version: said now, rather than as a conflict on saving. */}
          {latest.version > base.item.version && (
            <ChangedElsewhere
              type={type}
              base={base.item}
              latest={latest}
              onLoad={() => reload(latest)}
            />
          )}
          {/* On a phone the tabs keep their width and Preview wraps below them, never over them. */}
          <div className="flex flex-wrap items-start gap-x-2">
            <div className="min-w-fit flex-1">
              <EditorTabs
                idPrefix={prefix}
                tabs={[
                  { id: 'edit', label: 'Edit' },
                  { id: 'languages', label: 'Languages' },
                  { id: 'seo', label: 'SEO' },
                  { id: 'history', label: 'History' },
                ]}
                active={tab}
                onChange={setTab}
              />
            </div>
            <Button
              variant={previewing ? 'secondary' : 'ghost'}
              size="sm"
              className="-mt-2"
              aria-pressed={previewing}
              onClick={() => setPreviewing((open) => !open)}
            >
              <Eye className="size-4" aria-hidden="true" />
              Preview
            </Button>
          </div>
          <EditorTabPanel id="edit" idPrefix={prefix} active={tab === 'edit'}>
            <ItemForm
              key={base.key}
              type={type}
              base={base.item}
              onSaved={onClose}
              onReload={reload}
              onCancel={onClose}
              // Only while previewing: the form hands its values over again the moment it opens.
              onValuesChange={previewing ? setDraft : undefined}
            />
          </EditorTabPanel>
          <EditorTabPanel id="languages" idPrefix={prefix} active={tab === 'languages'}>
            {tab === 'languages' && <TranslationsPanel type={type} item={latest} />}
          </EditorTabPanel>
          <EditorTabPanel id="seo" idPrefix={prefix} active={tab === 'seo'}>
            {tab === 'seo' && panels.seo(latest)}
          </EditorTabPanel>
          <EditorTabPanel id="history" idPrefix={prefix} active={tab === 'history'}>
            {tab === 'history' && (
              <VersionHistory type={type} current={latest} canRestore onRestored={reload} />
            )}
          </EditorTabPanel>
        </div>
        {previewing && (
          <PreviewPane type={type} item={draftItem} onClose={() => setPreviewing(false)} />
        )}
      </div>
    </ItemPresenceProvider>
  )
}

/** Who else has this item open, above the tabs. */
function OthersHere({ itemId }: { itemId: string }) {
  const others = useOthersOn(itemId)
  if (others.length === 0) return null
  return (
    <div className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
      <PresenceAvatars people={others} />
      <span>{others.some((p) => p.editing) ? 'Also editing' : 'Also viewing'}</span>
    </div>
  )
}
