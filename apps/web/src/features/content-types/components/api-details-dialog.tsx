import type { ContentType } from '@folio/schema'
import type { ReactNode } from 'react'

import { curlExample, exampleItemBody, typeEndpoints } from '../api-examples'
import type { TypeEndpoint } from '../api-examples'

import { CopyButton } from '@/components/ui/copy-button'

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'

const methodTones: Record<TypeEndpoint['method'], string> = {
  GET: 'bg-success-soft text-success',
  POST: 'bg-primary-soft text-primary-text',
  PUT: 'bg-warning-soft text-warning',
  DELETE: 'bg-danger-soft text-danger',
}

function Section({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="mt-6 first:mt-0">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="min-w-0 text-sm font-semibold break-words">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  )
}

const codeBlock =
  'overflow-x-auto rounded-xl border border-border bg-surface p-3.5 font-mono text-xs leading-relaxed text-foreground'

/** The delivery API of one content type: endpoints, a curl call and an example request body. */
export function ApiDetailsDialog({
  type,
  onClose,
}: {
  type: ContentType | null
  onClose: () => void
}) {
  const baseUrl = `${window.location.origin}/api/v1`
  return (
    <Dialog open={type !== null} onOpenChange={(open) => !open && onClose()}>
      {type && (
        <DialogContent
          size="lg"
          title={`API details: ${type.name}`}
          description="Read and write this type's content over the REST API with a Bearer token: the access token of a signed-in user."
        >
          <Section title="Base URL" action={<CopyButton value={baseUrl} label="base URL" />}>
            <p className={cn(codeBlock, 'break-all')}>{baseUrl}</p>
          </Section>

          <Section title="Endpoints">
            <ul className="divide-y divide-border rounded-xl border border-border">
              {typeEndpoints(type.slug).map((endpoint) => (
                <li
                  key={`${endpoint.method} ${endpoint.path}`}
                  className="flex items-center gap-3 px-3 py-2.5"
                >
                  <span
                    className={cn(
                      'w-16 shrink-0 rounded-md py-0.5 text-center font-mono text-xs font-bold',
                      methodTones[endpoint.method],
                    )}
                  >
                    {endpoint.method}
                  </span>
                  <div className="min-w-0 flex-1">
                    <code className="block font-mono text-sm break-all">{endpoint.path}</code>
                    <p className="text-xs text-muted-foreground">{endpoint.summary}</p>
                  </div>
                  <CopyButton
                    value={`${baseUrl}${endpoint.path}`}
                    label={`${endpoint.method} ${endpoint.path}`}
                  />
                </li>
              ))}
            </ul>
          </Section>

          <Section
            title="Example request"
            action={<CopyButton value={curlExample(baseUrl, type.slug)} label="curl example" />}
          >
            <pre className={cn(codeBlock, 'whitespace-pre-wrap break-all')}>
              {curlExample(baseUrl, type.slug)}
            </pre>
          </Section>

          <Section
            title={`POST body for /content/${type.slug}/items`}
            action={<CopyButton value={exampleItemBody(type)} label="example body" />}
          >
            <pre className={codeBlock}>{exampleItemBody(type)}</pre>
          </Section>
        </DialogContent>
      )}
    </Dialog>
  )
}
