import { apiKeyScopeLabels } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { KeyRound, TriangleAlert } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'

import { buildSnippets, KEY_PLACEHOLDER, TYPE_PLACEHOLDER } from '../code-snippets'

import { CodeBlock } from '@/components/ui/code-block'

import { Button } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/form-field'
import { SectionCard } from '@/components/ui/section-card'
import { apiSettingsQuery } from '@/lib/api/get-api-keys'
import { useCreateApiKey } from '@/lib/api/api-key-mutations'
import { errorMessage } from '@/lib/api-client'
import { useApiOrigin } from '@/lib/use-api-origin'
import { useReadableContentTypes } from '@/lib/use-readable-content-types'

/** The name of the key the Create button makes, so it is easy to find and revoke later. */
export const EXAMPLE_KEY_NAME = 'API docs example'

function ApiDisabledNote() {
  const settings = useQuery(apiSettingsQuery())
  if (!settings.data || settings.data.enabled) return null
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        API access is disabled, so every key gets 403.{' '}
        <Link to="/settings?tab=api" className="font-semibold underline">
          Enable it in Settings → API
        </Link>
        .
      </span>
    </p>
  )
}

/**
 * Runnable calls against this server: the key and content type chosen here are filled into
 * every snippet. The key lives only in this page's memory, never in storage.
 */
export function ExamplesPanel({
  apiKey,
  onApiKeyChange,
}: {
  apiKey: string
  onApiKeyChange: (key: string) => void
}) {
  // Only types the user may read: an example listing another type's items would be refused.
  const { types, isPending: typesPending, isError: typesError } = useReadableContentTypes()
  const [typeSlug, setTypeSlug] = useState<string | null>(null)
  const createKey = useCreateApiKey()
  const apiOrigin = useApiOrigin()
  const [createdName, setCreatedName] = useState<string | null>(null)

  const type = types?.find((candidate) => candidate.slug === typeSlug) ?? types?.[0]
  const snippets = useMemo(
    () =>
      buildSnippets({
        origin: apiOrigin,
        apiKey: apiKey.trim() || KEY_PLACEHOLDER,
        typeSlug: type?.slug ?? TYPE_PLACEHOLDER,
        fields: type?.fields ?? [],
      }),
    [apiKey, apiOrigin, type],
  )

  const create = () => {
    createKey.mutate(
      { name: EXAMPLE_KEY_NAME, scope: 'read' },
      {
        onSuccess: (key) => {
          onApiKeyChange(key.secret)
          setCreatedName(key.name)
        },
      },
    )
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <SectionCard
        title="Try it with your key"
        description="The examples call this server. Paste a key, or create a read-only one for trying things out."
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:items-start">
          <div className="space-y-2">
            <TextField
              id="example-api-key"
              label="API key"
              placeholder="folio_..."
              value={apiKey}
              onChange={(event) => {
                onApiKeyChange(event.target.value)
                setCreatedName(null)
              }}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              hint={
                createdName
                  ? undefined
                  : 'Until a key is set, the examples show YOUR_API_KEY. The key stays in this page only.'
              }
            />
            {createdName && (
              <p role="status" className="text-sm text-success">
                Created the {apiKeyScopeLabels.read.toLowerCase()} key &ldquo;{createdName}&rdquo;.
                Its secret is shown only now; revoke it in Settings → API when you are done.
              </p>
            )}
            {createKey.isError && (
              <p role="alert" className="text-sm font-medium text-danger">
                {errorMessage(createKey.error, 'The key could not be created.')}
              </p>
            )}
            <Button variant="secondary" size="sm" onClick={create} disabled={createKey.isPending}>
              <KeyRound className="size-4" aria-hidden="true" />
              {createKey.isPending ? 'Creating...' : 'Create a read-only key'}
            </Button>
          </div>
          <SelectField
            id="example-content-type"
            label="Content type"
            value={type?.slug ?? ''}
            onChange={(event) => setTypeSlug(event.target.value)}
            disabled={!types?.length}
            hint={
              typesError
                ? 'The content types could not be loaded; the examples use a placeholder.'
                : types?.length === 0
                  ? 'No content type you can read yet: create one in Content Types, then its items can be listed.'
                  : 'The examples list the items of this type.'
            }
          >
            {typesPending && <option value="">Loading...</option>}
            {types?.length === 0 && <option value="">{TYPE_PLACEHOLDER}</option>}
            {types?.map((candidate) => (
              <option key={candidate.id} value={candidate.slug}>
                {candidate.name} ({candidate.slug})
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4">
          <ApiDisabledNote />
        </div>
      </SectionCard>

      {snippets.map((snippet) => (
        <section key={snippet.language} aria-labelledby={`snippet-${snippet.language}`}>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
            <h2 id={`snippet-${snippet.language}`} className="font-semibold">
              {snippet.label}
            </h2>
            <p className="text-xs text-muted-foreground">{snippet.setup}</p>
          </div>
          <CodeBlock
            title={`${snippet.label}: list ${type?.name ?? 'items'}`}
            copyLabel={`${snippet.label} example`}
            code={snippet.code}
          />
        </section>
      ))}
    </div>
  )
}
