import { pluginSummarySchema } from '@folio/schema'
import type { PluginList, PluginSummary, PluginUpdate } from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const pluginsKeys = {
  all: ['plugins'] as const,
  list: ['plugins', 'list'] as const,
}

// Names may be scoped (`@acme/seo`): the slash must not become a path segment.
const pluginPath = (name: string) => `/api/v1/plugins/${encodeURIComponent(name)}`

/** `GET /api/v1/plugins` (admins): every plugin found at start, whatever its state. */
export function getPlugins(signal?: AbortSignal): Promise<PluginSummary[]> {
  return apiRequest<PluginList>('/api/v1/plugins', { signal }).then((body) => body.plugins)
}

/**
 * The plugin an answer carries. The route answers the summary itself; a `{ data }` envelope, as
 * most routes use, is read too so the screen does not depend on which of the two it gets.
 */
function summaryOf(body: unknown): PluginSummary | null {
  const bare = pluginSummarySchema.safeParse(body)
  if (bare.success) return bare.data
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const wrapped = pluginSummarySchema.safeParse(body.data)
    if (wrapped.success) return wrapped.data
  }
  return null
}

/** `PATCH /api/v1/plugins/{name}`: enable or disable, grant permissions, save its settings. */
export function updatePlugin(name: string, update: PluginUpdate): Promise<PluginSummary | null> {
  return apiRequest<unknown>(pluginPath(name), { method: 'PATCH', body: update }).then(summaryOf)
}

export const pluginsQuery = () =>
  queryOptions({
    queryKey: pluginsKeys.list,
    queryFn: ({ signal }) => getPlugins(signal),
  })

export interface PluginUpdateVariables {
  name: string
  update: PluginUpdate
}

function replacePlugin(queryClient: QueryClient, plugin: PluginSummary) {
  queryClient.setQueryData<PluginSummary[]>(pluginsKeys.list, (list) =>
    list?.map((entry) => (entry.name === plugin.name ? plugin : entry)),
  )
}

/**
 * Saves a change to one plugin. The saved summary replaces the plugin in the list at once (its
 * state can change with a grant: a plugin may start only once it holds what it needs), and the
 * list is read again afterwards for anything the change moved elsewhere.
 */
export function useUpdatePlugin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ name, update }: PluginUpdateVariables) => updatePlugin(name, update),
    onSuccess: (saved) => {
      if (saved) replacePlugin(queryClient, saved)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pluginsKeys.list }),
  })
}

/**
 * Turns a plugin on or off, showing the new state before the server answers. On failure only
 * this plugin goes back to what it was, so a switch flipped on another card meanwhile stays.
 */
export function useTogglePlugin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ name, enabled }: { name: string; enabled: boolean }) =>
      updatePlugin(name, { enabled }),
    onMutate: async ({ name, enabled }) => {
      await queryClient.cancelQueries({ queryKey: pluginsKeys.list })
      const previous = queryClient
        .getQueryData<PluginSummary[]>(pluginsKeys.list)
        ?.find((plugin) => plugin.name === name)
      if (previous)
        replacePlugin(queryClient, { ...previous, state: enabled ? 'running' : 'disabled' })
      return { previous }
    },
    onError: (_error, _vars, context) => {
      const previous = context?.previous
      if (previous) replacePlugin(queryClient, previous)
    },
    onSuccess: (saved) => {
      if (saved) replacePlugin(queryClient, saved)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pluginsKeys.list }),
  })
}
