import type { ListUsersQuery, UserSummary } from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export interface UsersPage {
  data: UserSummary[]
  meta: { page: number; pageSize: number; total: number }
}

export const USERS_PAGE_SIZE = 20

/** `GET /api/v1/users`: one page of users whose name, email or role match `q`. */
export function getUsers(query: ListUsersQuery, signal?: AbortSignal): Promise<UsersPage> {
  return apiRequest<UsersPage>('/api/v1/users', { query: { ...query }, signal })
}

export const usersKeys = {
  all: ['users'] as const,
  list: (query: ListUsersQuery) => ['users', 'list', query] as const,
}

export const usersQuery = (query: ListUsersQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // Keep the current rows on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  })
