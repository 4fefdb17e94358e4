import { ArrowRight, Code2, Gem, Hourglass, MessageSquarePlus } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { SDK_REGISTRY_INSTALL, sdkInstallCommand } from '@folio/schema'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { KEY_PLACEHOLDER } from '../code-snippets'

import { CodeBlock } from '@/components/ui/code-block'

import { Badge } from '@/components/ui/badge'
import { buttonClass } from '@/components/ui/button'
import { useApiOrigin } from '@/lib/use-api-origin'

function SdkCard({
  title,
  icon: Icon,
  badge,
  children,
}: {
  title: string
  icon: LucideIcon
  badge: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-label={title}
      className="flex min-w-0 flex-col rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-muted text-muted-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 className="font-semibold">{title}</h2>
        </div>
        {badge}
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-3 text-sm text-muted-foreground">
        {children}
      </div>
    </section>
  )
}

const comingSoon = (
  <Badge tone="warning">
    <Hourglass className="size-3" aria-hidden="true" />
    Coming soon
  </Badge>
)

function RestInstead({ language }: { language: string }) {
  return (
    <>
      <p>
        A {language} library is not ready yet. Until it is, the REST API works from {language} with
        nothing to install: the Examples tab has a snippet that runs against this server.
      </p>
      <Link
        to="?tab=examples"
        className="mt-auto inline-flex items-center gap-1 self-start font-semibold text-primary-text hover:underline"
      >
        Use the REST API with the snippets in Examples
        <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
      </Link>
    </>
  )
}

/** Client libraries: what exists today, said plainly, and a way to ask for more. */
export function SdksPanel({ apiKey }: { apiKey: string }) {
  const origin = useApiOrigin()
  const key = apiKey.trim() || KEY_PLACEHOLDER
  const usage = [
    `import { createClient } from '@folio/sdk'`,
    ``,
    `const folio = createClient({`,
    `  url: '${origin}',`,
    `  apiKey: process.env.FOLIO_API_KEY,`,
    `})`,
    `const { data } = await folio.items('product').list({`,
    `  pageSize: 10,`,
    `})`,
  ].join('\n')

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <SdkCard
        title="JavaScript / TypeScript"
        icon={Code2}
        badge={<Badge tone="success">Available</Badge>}
      >
        <p>
          <code className="font-mono text-foreground">@folio/sdk</code>: a typed client for every
          delivery endpoint and the query language, with typed errors. No dependencies; it runs in
          Node.js 20+ and browsers.
        </p>
        <p>Install it from this server, which serves the SDK it was built with:</p>
        <CodeBlock title="Install" copyLabel="install command" code={sdkInstallCommand(origin)} />
        <p>
          Once the SDK is on the npm registry,{' '}
          <code className="font-mono whitespace-nowrap text-foreground">
            {SDK_REGISTRY_INSTALL}
          </code>{' '}
          does the same.
        </p>
        <CodeBlock title="Usage" copyLabel="SDK usage" code={usage} />
        <p>Generate TypeScript interfaces for this installation&rsquo;s content types:</p>
        <CodeBlock
          title="Types generator"
          copyLabel="types command"
          code={`npx folio types --url ${origin} --key ${key} --out folio-types.ts`}
        />
      </SdkCard>

      <div className="grid grid-cols-1 gap-6">
        <SdkCard title="Python" icon={Code2} badge={comingSoon}>
          <RestInstead language="Python" />
        </SdkCard>
        <SdkCard title="PHP" icon={Code2} badge={comingSoon}>
          <RestInstead language="PHP" />
        </SdkCard>
      </div>

      <section
        aria-label="More languages coming soon"
        className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-border bg-surface p-5 sm:flex-row sm:items-center md:col-span-2"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-muted text-muted-foreground">
          <Gem className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold">
            Coming Soon {comingSoon}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Ruby, Go and Java libraries are planned. Tell us which one you need first.
          </p>
        </div>
        <Link to="/contact" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          <MessageSquarePlus className="size-4" aria-hidden="true" />
          Request an SDK
        </Link>
      </section>
    </div>
  )
}
