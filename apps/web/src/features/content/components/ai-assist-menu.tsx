import { aiAssistActionLabels } from '@folio/schema'
import type { AiAssistAction, Language } from '@folio/schema'
import {
  CheckCheck,
  ChevronDown,
  Languages,
  Maximize2,
  Minimize2,
  PenLine,
  RefreshCw,
  SearchCheck,
  Sparkles,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

/** An action picked from the menu; `targetLocale` for Translate into…. */
export interface AiChoice {
  action: AiAssistAction
  /** How the preview names it: "Rewrite", "Translate into French". */
  label: string
  targetLocale?: string
}

const iconClass = 'size-4 text-muted-foreground'

/** The actions that rework the text already there. */
const rework: { action: AiAssistAction; icon: LucideIcon }[] = [
  { action: 'rewrite', icon: RefreshCw },
  { action: 'shorten', icon: Minimize2 },
  { action: 'expand', icon: Maximize2 },
  { action: 'fix-grammar', icon: CheckCheck },
]

/** The AI button of a field and its actions. Reworking needs text; drafting does not. */
export function AiAssistMenu({
  fieldLabel,
  empty,
  languages,
  offerSeo,
  onChoose,
}: {
  fieldLabel: string
  /** The field (or selection) has no text: only Draft and SEO description apply. */
  empty: boolean
  languages: Language[]
  offerSeo: boolean
  onChoose: (choice: AiChoice) => void
}) {
  const choose = (action: AiAssistAction) => () =>
    onChoose({ action, label: aiAssistActionLabels[action] })
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`AI assist for ${fieldLabel}`}
        className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-semibold text-primary-text hover:bg-primary-soft data-[state=open]:bg-primary-soft"
      >
        <Sparkles className="size-3.5" aria-hidden="true" />
        AI
        <ChevronDown className="size-3" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel>AI assist for {fieldLabel}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={choose('draft')}>
          <PenLine className={iconClass} aria-hidden="true" />
          {aiAssistActionLabels.draft}…
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {rework.map(({ action, icon: Icon }) => (
          <DropdownMenuItem key={action} disabled={empty} onSelect={choose(action)}>
            <Icon className={iconClass} aria-hidden="true" />
            {aiAssistActionLabels[action]}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSub>
          <DropdownMenuSubTrigger disabled={empty}>
            <Languages className={iconClass} aria-hidden="true" />
            Translate into…
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            {languages.length === 0 ? (
              <DropdownMenuItem disabled>No other languages configured</DropdownMenuItem>
            ) : (
              languages.map((language) => (
                <DropdownMenuItem
                  key={language.code}
                  onSelect={() =>
                    onChoose({
                      action: 'translate',
                      label: `Translate into ${language.name}`,
                      targetLocale: language.code,
                    })
                  }
                >
                  {language.name}
                  <span className="ml-auto font-mono text-xs text-muted-foreground">
                    {language.code}
                  </span>
                </DropdownMenuItem>
              ))
            )}
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        {offerSeo && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={choose('seo-description')}>
              <SearchCheck className={iconClass} aria-hidden="true" />
              {aiAssistActionLabels['seo-description']}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
