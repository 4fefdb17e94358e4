import { seoMessages, sitemapEntryInputSchema, type SitemapEntry } from '@folio/schema'
import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'

import { useDeleteSitemapEntry, useSaveSitemapEntry } from '../api/seo'

import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/stores/notifications'

const priorities = Array.from({ length: 11 }, (_, i) => (10 - i) / 10)

/** The sitemap's manual entries, priority first then URL (the server's order), and a form to add one. */
export function SitemapEntries({ entries }: { entries: SitemapEntry[] }) {
  const save = useSaveSitemapEntry()
  const remove = useDeleteSitemapEntry()
  const [url, setUrl] = useState('')
  const [priority, setPriority] = useState(0.5)
  const [error, setError] = useState<string | null>(null)

  const add = () => {
    const parsed = sitemapEntryInputSchema.safeParse({ url, priority })
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? seoMessages.entryUrlInvalid)
    setError(null)
    save.mutate(parsed.data, {
      onSuccess: () => {
        setUrl('')
        notify.success('Sitemap entry added')
      },
      onError: (caught) => setError(errorMessage(caught)),
    })
  }

  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label="Add a sitemap entry"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <div className="flex-1">
          <label htmlFor="sitemap-url" className="sr-only">
            URL
          </label>
          <input
            id="sitemap-url"
            value={url}
            placeholder="/about or https://example.com/about"
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sitemap-url-error' : undefined}
            className={cn(controlClass, error ? 'border-danger' : 'border-input')}
          />
          {error && (
            <p id="sitemap-url-error" className="mt-1.5 text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </div>
        <label htmlFor="sitemap-priority" className="sr-only">
          Priority
        </label>
        <select
          id="sitemap-priority"
          value={priority}
          onChange={(event) => setPriority(Number(event.target.value))}
          className={cn(controlClass, 'border-input sm:w-28')}
        >
          {priorities.map((value) => (
            <option key={value} value={value}>
              {value.toFixed(1)}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={save.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </form>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No manual entries. Published items with a URL pattern are listed on their own.
        </p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="py-2 font-semibold">
                URL
              </th>
              <th scope="col" className="w-24 py-2 font-semibold">
                Priority
              </th>
              <th scope="col" className="w-12 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="py-2 break-all">{entry.url}</td>
                <td className="py-2">{entry.priority.toFixed(1)}</td>
                <td className="py-2 text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${entry.url}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(entry.id, {
                        onError: (caught) => notify.error(errorMessage(caught)),
                      })
                    }
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
