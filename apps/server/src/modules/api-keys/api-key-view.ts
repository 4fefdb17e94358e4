import { apiKeyMessages } from '@folio/schema'
import type { ApiKey, ApiKeyScope } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { ApiKeyRow } from './api-keys.repository.js'

/** A key as the Settings → API tab lists it: everything but the secret's hash. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiKeyScope,
    prefix: row.prefix,
    createdAt: row.created_at,
    createdBy: row.created_by,
    lastUsedAt: row.last_used_at,
  }
}

export function apiKeyNotFound(): AppError {
  return new AppError('not_found', apiKeyMessages.notFound)
}
