import type { AppearanceSettings, GeneralSettings, GeneralSettingsInput, Site } from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const siteKeys = {
  site: ['site'] as const,
  general: ['settings', 'general'] as const,
  appearance: ['settings', 'appearance'] as const,
}

const read = <T>(path: string, signal?: AbortSignal) =>
  apiRequest<{ data: T }>(path, { signal }).then((body) => body.data)

const write = <T>(path: string, body: unknown) =>
  apiRequest<{ data: T }>(path, { method: 'PUT', body }).then((answer) => answer.data)

/** `GET /api/v1/site`: public, read by the shell for the name, logo, favicon and colour. */
export const siteQuery = () =>
  queryOptions({
    queryKey: siteKeys.site,
    queryFn: ({ signal }) => read<Site>('/api/v1/site', signal),
    staleTime: 60_000,
  })

/** `GET /api/v1/settings/general` */
export const generalSettingsQuery = () =>
  queryOptions({
    queryKey: siteKeys.general,
    queryFn: ({ signal }) => read<GeneralSettings>('/api/v1/settings/general', signal),
  })

/** `GET /api/v1/settings/appearance` */
export const appearanceSettingsQuery = () =>
  queryOptions({
    queryKey: siteKeys.appearance,
    queryFn: ({ signal }) => read<AppearanceSettings>('/api/v1/settings/appearance', signal),
  })

/** `PUT /api/v1/settings/general`; the shell picks the new name and logo up at once. */
export function useSaveGeneralSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: GeneralSettingsInput) =>
      write<GeneralSettings>('/api/v1/settings/general', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteKeys.general, saved)
      void queryClient.invalidateQueries({ queryKey: siteKeys.site })
    },
  })
}

/** `PUT /api/v1/settings/appearance`; the colour applies at once, everywhere on next load. */
export function useSaveAppearanceSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AppearanceSettings) =>
      write<AppearanceSettings>('/api/v1/settings/appearance', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteKeys.appearance, saved)
      void queryClient.invalidateQueries({ queryKey: siteKeys.site })
    },
  })
}
