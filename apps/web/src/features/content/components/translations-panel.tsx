import { languageMessages, type ContentItem, type ContentType } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Languages, LoaderCircle, Plus } from 'lucide-react'
import { useState } from 'react'

import { languagesQuery } from '@/lib/api/languages'
import { translationListQuery, translationQuery, useCreateTranslation } from '../api/translations'

import { TranslationForm } from './translation-form'
import { languageState, languageStateLabels, type LanguageState } from './translation-state'

import { Button } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/stores/notifications'

const stateClass: Record<LanguageState, string> = {
  main: 'bg-primary-soft text-primary-text',
  published: 'bg-success-soft text-success',
  draft: 'bg-muted text-muted-foreground',
  scheduled: 'bg-muted text-muted-foreground',
  outdated: 'bg-warning-soft text-warning',
  missing: 'border border-dashed border-border text-muted-foreground',
}

function OpenTranslation({
  type,
  itemId,
  locale,
  languageName,
  sourceName,
}: {
  type: ContentType
  itemId: string
  locale: string
  languageName: string
  sourceName: string
}) {
  const translation = useQuery(translationQuery(itemId, locale))
  if (translation.isPending) return <LoadingState label={`Loading ${languageName}...`} />
  if (translation.isError)
    return (
      <ErrorState
        message={errorMessage(translation.error)}
        onRetry={() => void translation.refetch()}
      />
    )
  return (
    <TranslationForm
      key={`${locale}-${translation.data.version}`}
      type={type}
      translation={translation.data}
      languageName={languageName}
      sourceName={sourceName}
    />
  )
}

/**
 * The editor's Languages tab: a switcher over every configured language showing where the item
 * stands in each, creating a translation from the item's values, and editing the chosen one.
 */
export function TranslationsPanel({ type, item }: { type: ContentType; item: ContentItem }) {
  const languages = useQuery(languagesQuery())
  const list = useQuery(translationListQuery(item.id))
  const create = useCreateTranslation(item.id)
  const [chosen, setChosen] = useState<string | null>(null)

  if (languages.isPending || list.isPending) return <LoadingState label="Loading languages..." />
  if (languages.isError || list.isError)
    return (
      <ErrorState
        message={languageMessages.loadFailed}
        onRetry={() => {
          void languages.refetch()
          void list.refetch()
        }}
      />
    )
  const { sourceLocale, translations } = list.data
  const others = languages.data.filter((language) => language.code !== sourceLocale)
  const sourceName = languages.data.find((l) => l.code === sourceLocale)?.name ?? sourceLocale
  if (others.length === 0)
    return (
      <EmptyState icon={Languages} title="Only one language">
        Add languages under Settings → Localization to translate this item.
      </EmptyState>
    )
  const current = others.find((language) => language.code === chosen) ?? others[0]!
  const state = languageState(current.code, sourceLocale, translations)

  return (
    <div className="space-y-5">
      <div role="radiogroup" aria-label="Language" className="flex flex-wrap gap-2">
        {languages.data.map((language) => {
          const languageStatus = languageState(language.code, sourceLocale, translations)
          const selected = language.code === current.code
          const main = languageStatus === 'main'
          return (
            <button
              key={language.code}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={main}
              title={
                main ? `${language.name} is this item's own language: edit it in Edit` : undefined
              }
              onClick={() => setChosen(language.code)}
              className={cn(
                'flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm',
                selected ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
                main && 'cursor-default opacity-80',
              )}
            >
              <span className="font-medium">{language.name}</span>
              <span className={cn('rounded-full px-2 py-0.5 text-xs', stateClass[languageStatus])}>
                {languageStateLabels[languageStatus]}
              </span>
            </button>
          )
        })}
      </div>
      {state === 'missing' ? (
        <div className="rounded-lg border border-dashed border-border p-6 text-center">
          <p className="font-medium">No {current.name} translation yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            It starts as a draft with the {sourceName} values, ready to translate.
          </p>
          <Button
            className="mt-4"
            disabled={create.isPending}
            onClick={() =>
              create.mutate(current.code, {
                onSuccess: () => notify.success(`${current.name} translation created`),
                onError: (caught) => notify.error(errorMessage(caught)),
              })
            }
          >
            {create.isPending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Plus className="size-4" aria-hidden="true" />
            )}
            Create {current.name} translation
          </Button>
        </div>
      ) : (
        <OpenTranslation
          type={type}
          itemId={item.id}
          locale={current.code}
          languageName={current.name}
          sourceName={sourceName}
        />
      )}
    </div>
  )
}
