import type { ContentType } from '@folio/schema'
import { useMemo } from 'react'
import { Link } from 'react-router'

import { buildConnectSnippets, TYPE_PLACEHOLDER } from '../snippets'
import type { ConnectSnippet } from '../snippets'

import { CodeBlock } from '@/components/ui/code-block'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

const MCP_TOOLS_NOTE =
  'Tools: list and get content types, list, search and get items, create and update items, publish and unpublish, list media, get TypeScript types and describe_api. A read-only key gets the read tools only.'

const copyLabels: Record<ConnectSnippet['id'], [main: string, extra: string]> = {
  fetch: ['fetch example', ''],
  sdk: ['JavaScript SDK example', ''],
  nextjs: ['Next.js example', 'Next.js environment variables'],
  auth: ['auth example', ''],
  mcp: ['MCP configuration', 'MCP command'],
}

/** Which content type the examples read, or how to get one when there is none yet. */
function TypeNote({ type, loading }: { type: ContentType | undefined; loading: boolean }) {
  if (loading) return null
  if (type) {
    return (
      <p className="mt-1 text-sm text-muted-foreground">
        The examples list the items of {type.name} (
        <code className="font-mono text-foreground">{type.slug}</code>).
      </p>
    )
  }
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      No content type to read yet: the examples say{' '}
      <code className="font-mono text-foreground">{TYPE_PLACEHOLDER}</code> until you{' '}
      <Link to="/content-types" className="font-medium text-primary-text hover:underline">
        create a content type
      </Link>
      .
    </p>
  )
}

/**
 * Ready-to-paste code for each way in; `apiKey` is the new key, or the placeholder. The examples
 * read `type`, the installation's first type the user may read, or a placeholder without one.
 */
export function ConnectionSnippets({
  origin,
  apiKey,
  hasKey,
  type,
  typesLoading = false,
}: {
  origin: string
  apiKey: string
  /** A real key is filled in (otherwise the snippets hold the placeholder). */
  hasKey: boolean
  type?: ContentType | undefined
  typesLoading?: boolean
}) {
  const typeSlug = type?.slug
  const snippets = useMemo(
    () => buildConnectSnippets({ origin, apiKey, typeSlug }),
    [origin, apiKey, typeSlug],
  )

  return (
    <section
      aria-labelledby="connection-snippets-title"
      className="rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="border-b border-border px-5 py-4 sm:px-6">
        <h2 id="connection-snippets-title" className="font-semibold">
          Paste it into your app or assistant
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {hasKey ? (
            'Every example below holds your new key.'
          ) : (
            <>
              Create a key above and it replaces{' '}
              <code className="font-mono text-foreground">folio_your_key</code> in every example.
            </>
          )}
        </p>
        <TypeNote type={type} loading={typesLoading} />
      </div>
      <Tabs defaultValue="fetch" className="px-5 pt-2 pb-5 sm:px-6">
        <TabsList aria-label="Ways to connect">
          {snippets.map((snippet) => (
            <TabsTrigger key={snippet.id} value={snippet.id}>
              {snippet.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {snippets.map((snippet) => (
          <TabsContent key={snippet.id} value={snippet.id} className="space-y-3 pt-4">
            <p className="text-sm text-pretty text-muted-foreground">{snippet.description}</p>
            {snippet.install && (
              <>
                <p className="text-sm text-muted-foreground">{snippet.install.description}</p>
                <CodeBlock
                  monoTitle
                  title="Terminal"
                  code={snippet.install.code}
                  copyLabel="install command"
                />
              </>
            )}
            {snippet.id === 'nextjs' && snippet.extra && (
              <>
                <p className="text-sm text-muted-foreground">{snippet.extra.description}</p>
                <CodeBlock
                  monoTitle
                  title={snippet.extra.file}
                  code={snippet.extra.code}
                  copyLabel={copyLabels.nextjs[1]}
                />
              </>
            )}
            <CodeBlock
              monoTitle
              title={snippet.file}
              code={snippet.code}
              copyLabel={copyLabels[snippet.id][0]}
            />
            {snippet.id === 'mcp' && snippet.extra && (
              <>
                <p className="text-sm text-muted-foreground">{snippet.extra.description}</p>
                <CodeBlock
                  monoTitle
                  title={snippet.extra.file}
                  code={snippet.extra.code}
                  copyLabel={copyLabels.mcp[1]}
                />
                <p className="text-sm text-pretty text-muted-foreground">{MCP_TOOLS_NOTE}</p>
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}
