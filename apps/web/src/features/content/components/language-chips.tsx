import type { ContentItem } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { languagesQuery } from '@/lib/api/languages'

import { languageState, languageStateLabels, type LanguageState } from './translation-state'

import { cn } from '@/lib/cn'

const chipClass: Record<LanguageState, string> = {
  main: 'bg-primary-soft text-primary-text',
  published: 'bg-success-soft text-success',
  draft: 'border border-border text-muted-foreground',
  scheduled: 'border border-border text-muted-foreground',
  outdated: 'bg-warning-soft text-warning',
  missing: 'border border-dashed border-border text-muted-foreground/60',
}

/**
 * An item's translation progress in the content list: one chip per language, filled when
 * published, outlined for drafts, amber when outdated, dashed when missing. Nothing with one language.
 */
export function LanguageChips({ item }: { item: ContentItem }) {
  const languages = useQuery(languagesQuery())
  if (!languages.data || languages.data.length < 2) return null
  const source = item.locale ?? languages.data.find((l) => l.isDefault)?.code ?? 'en'
  const translations = item.translations ?? []
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1" aria-label={`Languages of ${item.title}`}>
      {languages.data.map((language) => {
        const state =
          language.code === source ? 'main' : languageState(language.code, source, translations)
        const label = `${language.name}: ${state === 'main' ? `${item.status}, main language` : languageStateLabels[state]}`
        return (
          <li
            key={language.code}
            title={label}
            aria-label={label}
            className={cn(
              'rounded px-1.5 py-0.5 font-mono text-[0.7rem] uppercase',
              chipClass[state],
            )}
          >
            {language.code}
          </li>
        )
      })}
    </ul>
  )
}
