import { seoMessages, seoSettingsSchema, type SeoSettings } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { useSaveSeoSettings } from '../api/seo'

import { Alert } from '@/components/ui/alert'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { Switch } from '@/components/ui/switch'
import { contentTypesQuery } from '@/lib/api/get-content-types'
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/field-errors'
import { errorMessage } from '@/lib/api-client'
import { sameValues, useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'
import { SaveButton } from '@/components/ui/save-button'

/** What robots.txt will say, shown as the admin types (the server writes the same). */
function robotsPreview(robots: SeoSettings['robots'], paths: string[]): string {
  const lines = ['User-agent: *']
  if (!robots.indexing) lines.push('Disallow: /')
  else if (paths.length === 0) lines.push('Disallow:')
  else lines.push(...paths.map((path) => `Disallow: ${path}`))
  if (robots.extra.trim()) lines.push('', robots.extra.trim())
  lines.push('', `Sitemap: ${window.location.origin}/sitemap.xml`)
  return lines.join('\n')
}

/** The site-wide SEO record: address, title template, defaults, URL patterns and robots rules. */
export function SeoSettingsForm({ saved }: { saved: SeoSettings }) {
  const save = useSaveSeoSettings()
  const types = useQuery(contentTypesQuery())
  const [draft, setDraft] = useState(saved)
  const [paths, setPaths] = useState(saved.robots.disallowPaths.join('\n'))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const pathList = paths
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  // What is saved now: leaving with settings that differ asks first.
  const [baseline, setBaseline] = useState(saved)
  useUnsavedChanges(
    !sameValues({ ...draft, robots: { ...draft.robots, disallowPaths: pathList } }, baseline),
  )
  const set = <K extends keyof SeoSettings>(key: K, value: SeoSettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))
  const setRobots = (changes: Partial<SeoSettings['robots']>) =>
    set('robots', { ...draft.robots, ...changes })

  return (
    <form
      noValidate
      aria-label="SEO settings"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        setFailure(null)
        const next = { ...draft, robots: { ...draft.robots, disallowPaths: pathList } }
        const parsed = seoSettingsSchema.safeParse(next)
        if (!parsed.success) {
          const found = zodFieldErrors(parsed.error)
          if (parsed.error.issues.some((issue) => issue.path[0] === 'robots'))
            found.robots = seoMessages.pathInvalid
          return setErrors(found)
        }
        setErrors({})
        save.mutate(parsed.data, {
          onSuccess: (result) => {
            setDraft(result)
            setBaseline(result)
            notify.success(seoMessages.saved)
          },
          onError: (caught) => {
            setErrors(apiFieldErrors(caught))
            setFailure(errorMessage(caught, 'The SEO settings could not be saved.'))
          },
        })
      }}
    >
      {failure && <Alert>{failure}</Alert>}
      <TextField
        id="seo-site-url"
        label="Site URL"
        type="url"
        placeholder="https://www.example.com"
        hint="Where your site lives; sitemap URLs are built on it."
        value={draft.siteUrl}
        error={errors.siteUrl}
        onChange={(event) => set('siteUrl', event.target.value)}
      />
      <TextField
        id="seo-title-template"
        label="Title template"
        hint="%s is replaced by the page title, e.g. %s | My Site."
        value={draft.titleTemplate}
        error={errors.titleTemplate}
        onChange={(event) => set('titleTemplate', event.target.value)}
      />
      <TextAreaField
        id="seo-description"
        label="Default description"
        rows={2}
        value={draft.defaultDescription}
        error={errors.defaultDescription}
        onChange={(event) => set('defaultDescription', event.target.value)}
      />
      <TextField
        id="seo-social-image"
        label="Social image URL"
        type="url"
        value={draft.socialImageUrl}
        error={errors.socialImageUrl}
        onChange={(event) => set('socialImageUrl', event.target.value)}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">URL patterns</legend>
        <p className="text-sm text-muted-foreground">
          The path of each type&apos;s items on your site, with {'{slug}'} or {'{id}'}. Types
          without a pattern stay out of the sitemap.
        </p>
        {types.data?.map((type) => (
          <TextField
            key={type.id}
            id={`seo-pattern-${type.id}`}
            label={type.name}
            placeholder={`/${type.slug}/{slug}`}
            value={draft.urlPatterns[type.id] ?? ''}
            error={errors.urlPatterns}
            onChange={(event) =>
              set('urlPatterns', { ...draft.urlPatterns, [type.id]: event.target.value })
            }
          />
        ))}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Robots</legend>
        <div className="flex items-center justify-between gap-4">
          <span id="seo-indexing-label" className="text-sm">
            Let search engines index the site
          </span>
          <Switch
            checked={draft.robots.indexing}
            onChange={(on) => setRobots({ indexing: on })}
            aria-labelledby="seo-indexing-label"
          />
        </div>
        <TextAreaField
          id="seo-disallow"
          label="Paths to keep out (one per line)"
          rows={3}
          placeholder="/preview"
          value={paths}
          error={errors.robots}
          onChange={(event) => setPaths(event.target.value)}
        />
        <TextAreaField
          id="seo-robots-extra"
          label="More rules"
          rows={2}
          placeholder="Crawl-delay: 5"
          value={draft.robots.extra}
          onChange={(event) => setRobots({ extra: event.target.value })}
        />
        <div>
          <p className="text-sm font-medium">robots.txt preview</p>
          <pre
            aria-label="robots.txt preview"
            className="mt-1.5 overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs"
          >
            {robotsPreview(draft.robots, pathList)}
          </pre>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <a
          className="text-sm text-primary-text underline"
          href="/sitemap.xml"
          target="_blank"
          rel="noreferrer"
        >
          Open sitemap.xml
        </a>
        <a
          className="text-sm text-primary-text underline"
          href="/robots.txt"
          target="_blank"
          rel="noreferrer"
        >
          Open robots.txt
        </a>
        <SaveButton pending={save.isPending}>Save Settings</SaveButton>
      </div>
    </form>
  )
}
