import type { ApiKey, ApiSettings } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** Spec section 9; the server answers 429 with Retry-After past it. */
export const API_RATE_LIMIT_PER_MINUTE = 100

export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: ['api-keys', 'list'] as const,
  settings: ['api-keys', 'settings'] as const,
}

/** `GET /api/v1/api-keys`: every key, newest first; secrets are never listed. */
export function getApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return apiRequest<{ data: ApiKey[] }>('/api/v1/api-keys', { signal }).then((body) => body.data)
}

/** `GET /api/v1/settings/api`: whether keys may call the API, and the CORS origins. */
export function getApiSettings(signal?: AbortSignal): Promise<ApiSettings> {
  return apiRequest<{ data: ApiSettings }>('/api/v1/settings/api', { signal }).then(
    (body) => body.data,
  )
}

export const apiKeysQuery = () =>
  queryOptions({ queryKey: apiKeysKeys.list, queryFn: ({ signal }) => getApiKeys(signal) })

export const apiSettingsQuery = () =>
  queryOptions({ queryKey: apiKeysKeys.settings, queryFn: ({ signal }) => getApiSettings(signal) })
