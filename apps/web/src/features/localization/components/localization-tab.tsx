import { languageMessages, type Language } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Languages, Pencil, Plus, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'

import { languagesQuery, useDeleteLanguage, useUpdateLanguage } from '@/lib/api/languages'

import { LanguageDialog } from './language-dialog'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import { LoadingState } from '@/components/ui/loading'
import { SectionCard } from '@/components/ui/section-card'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { RowMenu, RowMenuItem } from '@/components/ui/table'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'
import { plural } from '@/lib/format'

interface Deleting {
  language: Language
  /** Set once the server said how many translations would go with it. */
  translations?: number
}

function LanguageRow({
  language,
  onRename,
  onDelete,
}: {
  language: Language
  onRename: () => void
  onDelete: () => void
}) {
  const update = useUpdateLanguage()
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="w-16 shrink-0 font-mono text-sm text-muted-foreground">{language.code}</span>
      <span className="min-w-0 flex-1 truncate font-medium">{language.name}</span>
      {language.isDefault && <Badge tone="primary">Default</Badge>}
      <RowMenu label={`Actions for ${language.name}`}>
        <RowMenuItem icon={Pencil} onSelect={onRename}>
          Rename
        </RowMenuItem>
        {!language.isDefault && (
          <>
            <RowMenuItem
              icon={Star}
              onSelect={() =>
                update.mutate(
                  { code: language.code, isDefault: true },
                  {
                    onSuccess: () => notify.success(`${language.name} is now the default language`),
                    onError: (caught) => notify.error(errorMessage(caught)),
                  },
                )
              }
            >
              Make default
            </RowMenuItem>
            <DropdownMenuSeparator />
            <RowMenuItem icon={Trash2} tone="danger" onSelect={onDelete}>
              Delete
            </RowMenuItem>
          </>
        )}
      </RowMenu>
    </li>
  )
}

/** Settings → Localization: the languages content is written in, the default first. */
export function LocalizationTab() {
  const languages = useQuery(languagesQuery())
  const remove = useDeleteLanguage()
  const [dialog, setDialog] = useState<{ editing: Language | null } | null>(null)
  const [deleting, setDeleting] = useState<Deleting | null>(null)

  const confirmDelete = () => {
    if (!deleting) return
    const { language, translations } = deleting
    remove.mutate(
      { code: language.code, force: translations !== undefined },
      {
        onSuccess: () => {
          notify.success(`${language.name} deleted`)
          setDeleting(null)
        },
        onError: (caught) => {
          const count =
            caught instanceof ApiError && caught.code === 'in_use'
              ? Number(caught.details.find((d) => d.path === 'translationCount')?.message)
              : NaN
          if (!Number.isNaN(count)) return setDeleting({ language, translations: count })
          notify.error(errorMessage(caught))
          setDeleting(null)
        },
      },
    )
  }

  let body
  if (languages.isPending) body = <LoadingState label="Loading languages..." className="py-6" />
  else if (languages.isError)
    body = (
      <ErrorState
        title="Could not load the languages"
        message={languageMessages.loadFailed}
        onRetry={() => void languages.refetch()}
        className="py-6"
      />
    )
  else if (languages.data.length === 0)
    body = <EmptyState icon={Languages} title="No languages yet" />
  else
    body = (
      <ul className="divide-y divide-border" aria-label="Languages">
        {languages.data.map((language) => (
          <LanguageRow
            key={language.code}
            language={language}
            onRename={() => setDialog({ editing: language })}
            onDelete={() => setDeleting({ language })}
          />
        ))}
      </ul>
    )

  return (
    <SectionCard
      id="languages"
      title="Languages"
      description="The languages your content is written in. Items are written in the default language first; each can have a translation per other language."
    >
      <div className="mb-2 flex justify-end">
        <Button size="sm" onClick={() => setDialog({ editing: null })}>
          <Plus className="size-4" aria-hidden="true" />
          Add language
        </Button>
      </div>
      {body}
      {dialog && <LanguageDialog open editing={dialog.editing} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.language.name ?? 'language'}?`}
        description={
          deleting?.translations !== undefined
            ? `${deleting.language.name} has ${plural(deleting.translations, 'translation')}. Deleting the language deletes them too.`
            : 'Content can no longer be translated into it.'
        }
        confirmLabel={deleting?.translations !== undefined ? 'Delete with translations' : 'Delete'}
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  )
}
