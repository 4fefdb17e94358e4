import type { AiAssistInput, AiAssistResult, AiStatus, Language } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/**
 * The same keys Settings → AI and Settings → Localization use for these endpoints, so a change
 * saved there refreshes the editor's menu (features share keys, not code).
 */
export const aiAssistKeys = {
  status: ['ai', 'status'] as const,
  languages: ['languages'] as const,
}

/** `GET /api/v1/ai/status` (editors and admins): whether the AI menu can be offered. */
export const aiStatusQuery = () =>
  queryOptions({
    queryKey: aiAssistKeys.status,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AiStatus }>('/api/v1/ai/status', { signal }).then((body) => body.data),
    staleTime: 60_000,
  })

/** `GET /api/v1/languages`: the languages Translate into… offers (default first, then by name). */
export const assistLanguagesQuery = () =>
  queryOptions({
    queryKey: aiAssistKeys.languages,
    queryFn: ({ signal }) =>
      apiRequest<{ data: Language[] }>('/api/v1/languages', { signal }).then((body) => body.data),
    staleTime: 60_000,
  })

/** `POST /api/v1/ai/assist`: one editor action; aborting the signal stops the provider call. */
export function requestAiAssist(
  input: AiAssistInput,
  signal: AbortSignal,
): Promise<AiAssistResult> {
  return apiRequest<{ data: AiAssistResult }>('/api/v1/ai/assist', {
    method: 'POST',
    body: input,
    signal,
  }).then((body) => body.data)
}
