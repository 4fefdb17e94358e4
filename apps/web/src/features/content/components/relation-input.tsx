import type { ContentItem, ContentTypeField } from '@folio/schema'
import { RELATION_MAX_ENTRIES } from '@folio/schema'
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { Plus, Search } from 'lucide-react'
import { useState } from 'react'

import { contentItemsKeys, getContentItemById, getContentItems } from '@/lib/api/get-content-items'

import { SortableValues } from './sortable-values'

import { controlClass } from '@/components/ui/form-field'
import { contentTypesQuery } from '@/lib/api/get-content-types'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** One item by id, for the title of a related item the search has not shown. */
export const relatedItemQuery = (id: string) =>
  queryOptions({
    queryKey: [...contentItemsKeys.all, 'by-id', id] as const,
    queryFn: ({ signal }) => getContentItemById(id, signal),
    retry: false,
    staleTime: 60_000,
  })

/**
 * A relation: the items it points to in order, with their titles, reordered by drag (pointer
 * or keyboard) or the move buttons; items to add are found by searching those of the allowed
 * types.
 */
export function RelationInput({
  id,
  field,
  value,
  onChange,
  excludeId,
  invalid,
  describedBy,
  fieldPath,
}: {
  id: string
  field: ContentTypeField
  value: readonly string[]
  onChange: (ids: string[]) => void
  excludeId?: string | undefined
  invalid: boolean
  describedBy?: string | undefined
  fieldPath: string
}) {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 250)
  const allowed = field.relationTypeIds ?? []
  const types = useQuery(contentTypesQuery()).data ?? []
  const typeName = (typeId: string) => types.find((type) => type.id === typeId)?.name ?? ''
  const max = Math.min(field.max ?? RELATION_MAX_ENTRIES, RELATION_MAX_ENTRIES)
  const full = value.length >= max

  // One allowed type narrows the search on the server; several are filtered here.
  const found = useQuery({
    queryKey: [...contentItemsKeys.all, 'relation-search', allowed, q] as const,
    queryFn: ({ signal }) =>
      getContentItems(
        {
          q: q || undefined,
          type: allowed.length === 1 ? allowed[0] : undefined,
          pageSize: 20,
          sort: 'title',
          order: 'asc',
        },
        signal,
      ),
    enabled: search.trim() !== '',
  })
  const candidates = (found.data?.data ?? []).filter(
    (item) =>
      item.id !== excludeId &&
      !value.includes(item.id) &&
      (allowed.length === 0 || allowed.includes(item.contentTypeId)),
  )

  const chosen = useQueries({ queries: value.map((itemId) => relatedItemQuery(itemId)) })
  const itemOf = (itemId: string): ContentItem | undefined =>
    chosen[value.indexOf(itemId)]?.data ?? found.data?.data.find((item) => item.id === itemId)
  const titleOf = (itemId: string) => {
    const item = itemOf(itemId)
    if (item) return item.title || item.slug
    const query = chosen[value.indexOf(itemId)]
    return query?.isError ? `Unavailable item (${itemId.slice(0, 8)})` : 'Loading…'
  }

  const add = (item: ContentItem) => {
    onChange([...value, item.id])
    setSearch('')
    requestAnimationFrame(() => document.getElementById(id)?.focus())
  }

  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <SortableValues
          label={`${field.name}: related items`}
          items={value}
          idOf={(itemId) => itemId}
          nameOf={titleOf}
          onChange={onChange}
          render={(itemId) => {
            const item = itemOf(itemId)
            return (
              <div className="min-w-0 px-1">
                <p className="truncate text-sm font-medium">{titleOf(itemId)}</p>
                {item && (
                  <p className="truncate text-xs text-muted-foreground">
                    {[typeName(item.contentTypeId), item.status].filter(Boolean).join(' · ')}
                  </p>
                )}
              </div>
            )
          }}
        />
      )}
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          aria-controls={`${id}-results`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-field-path={fieldPath}
          autoComplete="off"
          disabled={full}
          placeholder={full ? `At most ${max} items` : 'Search items to add'}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={cn(controlClass, 'pl-9', invalid ? 'border-danger' : 'border-input')}
        />
      </div>
      {search.trim() !== '' && (
        <ul
          id={`${id}-results`}
          aria-label={`Items to add to ${field.name}`}
          aria-busy={found.isFetching || undefined}
          className="max-h-60 overflow-auto rounded-lg border border-border bg-card p-1 shadow-sm"
        >
          {candidates.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted-foreground">
              {found.isPending ? 'Searching…' : 'No matching items'}
            </li>
          ) : (
            candidates.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-label={`Add ${item.title || item.slug}`}
                  onClick={() => add(item)}
                  className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Plus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{item.title || item.slug}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {typeName(item.contentTypeId)}
                  </span>
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  )
}
