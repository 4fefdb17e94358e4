import type { AiSettings, AiSettingsInput, AiTestConnectionResult } from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { aiStatusKey } from './status'

import { apiRequest } from '@/lib/api-client'

const SETTINGS_PATH = '/api/v1/ai/settings'

export const aiKeys = {
  all: ['ai'] as const,
  settings: ['ai', 'settings'] as const,
  /** `GET /ai/status` (chat, and the editor's AI menu under the same key): refreshed on change. */
  status: aiStatusKey,
  usageAll: ['ai', 'usage'] as const,
  usage: (days: number) => ['ai', 'usage', days] as const,
}

const dataOf = <T>(body: { data: T }) => body.data

/** `GET /api/v1/ai/settings` (admins): the configuration, never the key itself. */
export const aiSettingsQuery = () =>
  queryOptions({
    queryKey: aiKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AiSettings }>(SETTINGS_PATH, { signal }).then(dataOf),
  })

/** After a change, the settings answer is the new truth; status and usage may follow it. */
function useSettingsMutation<V>(run: (vars: V) => Promise<AiSettings>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (saved) => {
      queryClient.setQueryData(aiKeys.settings, saved)
      void queryClient.invalidateQueries({ queryKey: aiKeys.status })
    },
  })
}

/** `PUT /api/v1/ai/settings`; leave `apiKey` out to keep the stored key. */
export const useSaveAiSettings = () =>
  useSettingsMutation((input: AiSettingsInput) =>
    apiRequest<{ data: AiSettings }>(SETTINGS_PATH, { method: 'PUT', body: input }).then(dataOf),
  )

/** `DELETE /api/v1/ai/settings`: back to unconfigured (or the server's built-in assistant). */
export const useRemoveAiSettings = () =>
  useSettingsMutation(() =>
    apiRequest<{ data: AiSettings }>(SETTINGS_PATH, { method: 'DELETE' }).then(dataOf),
  )

/** `POST /api/v1/ai/settings/test`: one tiny completion with the form's values. */
export function useTestAiConnection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AiSettingsInput) =>
      apiRequest<{ data: AiTestConnectionResult }>(`${SETTINGS_PATH}/test`, {
        method: 'POST',
        body: input,
      }).then(dataOf),
    // The test is a real (tiny) completion: it counts in the usage report.
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.usageAll }),
  })
}
