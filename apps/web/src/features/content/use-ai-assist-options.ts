import type { Language } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { aiStatusQuery, assistLanguagesQuery } from './api/ai-assist'

import { useAuth } from '@/stores/auth'

/** What the fields' AI menus need from the form around them. */
export interface AiAssistOptions {
  /** The languages Translate into… offers: every configured one but the item's own. */
  languages: Language[]
  /** The item's title and field values, for Write SEO description. */
  item: { title: string; fields: Record<string, unknown> }
}

/**
 * The AI menu's options for an item form, or null when no menu should show: the assistant is
 * unavailable (`GET /ai/status`) or the user is a viewer.
 */
export function useAiAssistOptions({
  locale,
  title,
  fields,
}: {
  /** The language the item is written in; unknown for a new item (then the default). */
  locale: string | undefined
  title: string
  fields: Record<string, unknown>
}): AiAssistOptions | null {
  const role = useAuth((state) => state.user?.role ?? null)
  const allowed = role === 'admin' || role === 'editor'
  const status = useQuery({ ...aiStatusQuery(), enabled: allowed })
  const available = allowed && status.data?.available === true
  const languages = useQuery({ ...assistLanguagesQuery(), enabled: available })

  const others = useMemo(() => {
    const all = languages.data ?? []
    const own = locale ?? all.find((language) => language.isDefault)?.code
    return all.filter((language) => language.code !== own)
  }, [languages.data, locale])
  return useMemo(
    () => (available ? { languages: others, item: { title, fields } } : null),
    [available, others, title, fields],
  )
}
