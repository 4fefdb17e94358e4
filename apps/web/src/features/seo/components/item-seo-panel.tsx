import { seoMessages, seoMetaSchema, type ContentItem, type SeoMeta } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Save } from 'lucide-react'
import { useState } from 'react'

import { itemSeoQuery, seoSettingsQuery, useSaveItemSeo } from '../api/seo'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { Switch } from '@/components/ui/switch'
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/field-errors'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

const TITLE_LIMIT = 60
const DESCRIPTION_LIMIT = 160

function SeoForm({
  item,
  saved,
  template,
}: {
  item: ContentItem
  saved: SeoMeta
  template: string
}) {
  const save = useSaveItemSeo(item.id)
  const [draft, setDraft] = useState(saved)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const set = <K extends keyof SeoMeta>(key: K, value: SeoMeta[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))
  const shownTitle = (template || '%s').replace('%s', draft.title || item.title)

  return (
    <form
      noValidate
      aria-label="SEO"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        setFailure(null)
        const parsed = seoMetaSchema.safeParse(draft)
        if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
        setErrors({})
        save.mutate(parsed.data, {
          onSuccess: () => notify.success('SEO saved'),
          onError: (caught) => {
            setErrors(apiFieldErrors(caught))
            setFailure(errorMessage(caught, 'The SEO meta could not be saved.'))
          },
        })
      }}
    >
      {failure && <Alert>{failure}</Alert>}
      <div
        aria-label="Search result preview"
        className="rounded-lg border border-border p-3 text-sm"
      >
        <p className="truncate text-base text-primary-text">{shownTitle}</p>
        <p className="line-clamp-2 text-muted-foreground">
          {draft.description || 'Search engines pick a snippet from the page.'}
        </p>
      </div>
      <TextField
        id="seo-title"
        label="SEO title"
        placeholder={item.title}
        hint={`${draft.title.length}/${TITLE_LIMIT} characters show in results.`}
        value={draft.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        id="seo-meta-description"
        label="Meta description"
        rows={3}
        hint={`${draft.description.length}/${DESCRIPTION_LIMIT} characters show in results.`}
        value={draft.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField
        id="seo-canonical"
        label="Canonical URL"
        type="url"
        placeholder="https://"
        value={draft.canonicalUrl}
        error={errors.canonicalUrl}
        onChange={(event) => set('canonicalUrl', event.target.value)}
      />
      <TextField
        id="seo-item-image"
        label="Social image URL"
        type="url"
        placeholder="https://"
        value={draft.socialImageUrl}
        error={errors.socialImageUrl}
        onChange={(event) => set('socialImageUrl', event.target.value)}
      />
      <div className="flex items-center justify-between gap-4">
        <span id="seo-noindex-label" className="text-sm">
          Hide from search engines (noindex, left out of the sitemap)
        </span>
        <Switch
          checked={draft.noindex}
          onChange={(on) => set('noindex', on)}
          aria-labelledby="seo-noindex-label"
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Save className="size-4" aria-hidden="true" />
          )}
          Save SEO
        </Button>
      </div>
    </form>
  )
}

/** The editor's SEO tab: the item's title, description, canonical URL, image and noindex. */
export function ItemSeoPanel({ item }: { item: ContentItem }) {
  const meta = useQuery(itemSeoQuery(item.id))
  const settings = useQuery(seoSettingsQuery())
  if (meta.isPending) return <LoadingState label="Loading SEO..." />
  if (meta.isError)
    return <ErrorState message={seoMessages.loadFailed} onRetry={() => void meta.refetch()} />
  return <SeoForm item={item} saved={meta.data} template={settings.data?.titleTemplate ?? '%s'} />
}
