import { apiKeyMessages, type ApiErrorBody } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { CodeBlock } from '@/components/ui/code-block'

import { Badge } from '@/components/ui/badge'
import { buttonClass } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/section-card'
import { API_RATE_LIMIT_PER_MINUTE, apiSettingsQuery } from '@/lib/api/get-api-keys'
import { useApiOrigin } from '@/lib/use-api-origin'

const errorExample = (code: ApiErrorBody['error']['code'], message: string) =>
  JSON.stringify({ error: { code, message } } satisfies ApiErrorBody, null, 2)

const errors: { status: string; when: string; body: string }[] = [
  {
    status: '401',
    when: 'No key, or a key that was revoked or regenerated.',
    body: errorExample('unauthorized', apiKeyMessages.invalid),
  },
  {
    status: '403',
    when: 'API access is disabled in Settings → API, or a read-only key tried to write.',
    body: errorExample('forbidden', apiKeyMessages.readOnly),
  },
  {
    status: '429',
    when: `More than ${API_RATE_LIMIT_PER_MINUTE} requests in a minute with one key.`,
    body: errorExample(
      'rate_limited',
      `Too many requests: this API key may make ${API_RATE_LIMIT_PER_MINUTE} requests per minute. Try again in 42 seconds.`,
    ),
  },
]

const rateHeaders: [string, string][] = [
  ['RateLimit-Limit', 'Requests allowed per minute for this key.'],
  ['RateLimit-Remaining', 'Requests left in the current minute.'],
  ['RateLimit-Reset', 'Seconds until the minute starts over.'],
  ['Retry-After', 'On a 429 only: seconds to wait before trying again.'],
]

function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] text-foreground">
      {children}
    </code>
  )
}

function AllowedOrigins() {
  const settings = useQuery(apiSettingsQuery())
  if (settings.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>
  if (settings.isError) {
    return <p className="text-sm text-muted-foreground">The allowed origins could not be loaded.</p>
  }
  const origins = settings.data.allowedOrigins
  if (origins.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No origins are allowed yet, so web pages on other sites cannot call the API with a key.
        Servers, apps and scripts are not affected.
      </p>
    )
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Allowed origins">
      {origins.map((origin) => (
        <li key={origin}>
          <Badge className="font-mono">{origin === '*' ? '* (any origin)' : origin}</Badge>
        </li>
      ))}
    </ul>
  )
}

/** How to authenticate, what each key may do, and what the API answers when it refuses. */
export function AuthenticationPanel() {
  const baseUrl = `${useApiOrigin()}/api/v1`
  return (
    <div className="grid grid-cols-1 gap-6">
      <SectionCard
        title="Create an API key"
        description="Apps and websites call the delivery API with a key, not with your password."
      >
        <ol className="list-decimal space-y-1.5 pl-5 text-sm text-muted-foreground">
          <li>Open Settings → API and choose Create key.</li>
          <li>Name it after the app that will use it, and choose its scope.</li>
          <li>
            Copy the secret (it starts with <Code>folio_</Code>). It is shown only once: Folio keeps
            a hash, never the key itself.
          </li>
        </ol>
        <Link
          to="/settings?tab=api"
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
        >
          Manage API keys
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </SectionCard>

      <SectionCard
        title="Send the key with every request"
        description={
          <>
            Every endpoint lives under <Code>{baseUrl}</Code>.
          </>
        }
      >
        <CodeBlock
          title="HTTP header"
          copyLabel="Authorization header"
          code="Authorization: Bearer <key>"
        />
        <div className="mt-5 overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Key scopes</caption>
            <thead className="bg-muted/60 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Scope
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Reads
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Writes
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border text-muted-foreground">
              <tr>
                <th scope="row" className="px-3 py-2 font-medium text-foreground">
                  Read-only
                </th>
                <td className="px-3 py-2">Published items only, content types</td>
                <td className="px-3 py-2">None: writes answer 403</td>
              </tr>
              <tr>
                <th scope="row" className="px-3 py-2 font-medium text-foreground">
                  Read-write
                </th>
                <td className="px-3 py-2">Every item, whatever its status</td>
                <td className="px-3 py-2">Create, update and delete items</td>
              </tr>
            </tbody>
          </table>
        </div>
      </SectionCard>

      <SectionCard
        title="Errors"
        description={
          <>
            Every error has the same shape: a stable <Code>code</Code> to match on, a{' '}
            <Code>message</Code> for people and, for invalid input, <Code>details</Code> naming each
            problem.
          </>
        }
      >
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          {errors.map((error) => (
            <div key={error.status} className="min-w-0 space-y-2">
              <p className="text-sm">
                <Badge tone="danger" className="mr-2 font-mono">
                  {error.status}
                </Badge>
                <span className="text-muted-foreground">{error.when}</span>
              </p>
              <CodeBlock
                title={`${error.status} response`}
                copyLabel={`${error.status} response`}
                code={error.body}
              />
            </div>
          ))}
        </div>
      </SectionCard>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard
          title="Rate limit"
          description={`${API_RATE_LIMIT_PER_MINUTE} requests per minute per key; past it the API answers 429 Too Many Requests.`}
        >
          <dl className="space-y-2 text-sm">
            {rateHeaders.map(([name, meaning]) => (
              <div key={name} className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
                <dt className="shrink-0 font-mono text-xs font-semibold sm:w-40">{name}</dt>
                <dd className="text-muted-foreground">{meaning}</dd>
              </div>
            ))}
          </dl>
        </SectionCard>

        <SectionCard
          title="Caching"
          description="Successful reads carry an ETag; send it back to skip unchanged answers."
        >
          <p className="text-sm text-muted-foreground">
            Send <Code>If-None-Match: &lt;etag&gt;</Code> and an unchanged answer comes back as{' '}
            <Code>304 Not Modified</Code> with no body. Any change to the content gives a new ETag
            at once, so a cached answer is never stale. <Code>Cache-Control</Code> says how long
            published answers may be kept.
          </p>
        </SectionCard>
      </div>

      <SectionCard
        title="Browsers and CORS"
        description="Web pages on other sites may call the API with a key only from the allowed origins set in Settings → API."
      >
        <AllowedOrigins />
      </SectionCard>
    </div>
  )
}
