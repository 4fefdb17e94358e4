import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'

import type { BodyField, Endpoint, HttpMethod, OpenApiParameter } from '../openapi-model'
import { schemaType } from '../openapi-model'

import { CodeBlock } from '@/components/ui/code-block'
import { InlineText, RichDescription } from './rich-description'

import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

const methodTones: Record<HttpMethod, string> = {
  get: 'bg-success-soft text-success',
  post: 'bg-primary-soft text-primary-text',
  put: 'bg-warning-soft text-warning',
  patch: 'bg-warning-soft text-warning',
  delete: 'bg-danger-soft text-danger',
}

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={cn(
        'inline-flex w-16 shrink-0 justify-center rounded-md py-0.5 font-mono text-xs font-bold uppercase',
        methodTones[method],
      )}
    >
      {method}
    </span>
  )
}

/** `/content/{type}/items` with the parameters set apart. */
function PathText({ path }: { path: string }) {
  return (
    <code className="font-mono text-sm break-all text-foreground">
      {path.split(/(\{[^}]+\})/g).map((piece, index) =>
        piece.startsWith('{') ? (
          <span key={index} className="text-primary-text">
            {piece}
          </span>
        ) : (
          piece
        ),
      )}
    </code>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  )
}

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row, index) => (
            <tr key={index} className="align-top">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-3 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const Name = ({ children }: { children: string }) => (
  <code className="font-mono text-xs font-semibold whitespace-nowrap text-foreground">
    {children}
  </code>
)
const Type = ({ children }: { children: string }) => (
  <code className="font-mono text-xs break-words text-muted-foreground">{children}</code>
)
const requiredText = (required: boolean | undefined) =>
  required ? <span className="font-medium text-foreground">Yes</span> : 'No'

const exampleText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

function parameterName(parameter: OpenApiParameter) {
  return parameter.style === 'deepObject' ? `${parameter.name}[field][op]` : parameter.name
}

function ParametersTable({ parameters }: { parameters: OpenApiParameter[] }) {
  return (
    <Table
      head={['Name', 'In', 'Type', 'Required', 'Description']}
      rows={parameters.map((parameter) => [
        <Name key="name">{parameterName(parameter)}</Name>,
        parameter.in,
        <Type key="type">{schemaType(parameter.schema)}</Type>,
        requiredText(parameter.required),
        <div key="description" className="min-w-48">
          {parameter.description && <RichDescription text={parameter.description} />}
          {parameter.example !== undefined && (
            <p className="mt-1 text-xs text-muted-foreground">
              Example: <code className="font-mono">{exampleText(parameter.example)}</code>
            </p>
          )}
        </div>,
      ])}
    />
  )
}

function BodyTable({ fields }: { fields: BodyField[] }) {
  return (
    <Table
      head={['Field', 'Type', 'Required', 'Description']}
      rows={fields.map((field) => [
        <Name key="name">{field.name}</Name>,
        <Type key="type">{field.type}</Type>,
        requiredText(field.required),
        field.description ?? '',
      ])}
    />
  )
}

function statusTone(status: string) {
  if (status.startsWith('2')) return 'success' as const
  if (status.startsWith('3')) return 'neutral' as const
  return status === 'default' ? ('neutral' as const) : ('danger' as const)
}

/** Every success example, and one error: all errors share the same shape. */
function shownExamples(endpoint: Endpoint) {
  const withExample = endpoint.responses.filter((response) => response.example !== undefined)
  const success = withExample.filter((response) => response.status.startsWith('2'))
  const error = withExample.find((response) => !response.status.startsWith('2'))
  return error ? [...success, error] : success
}

/** One operation: a summary row that opens onto its parameters, body and answers. */
export function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const label = `${endpoint.method.toUpperCase()} ${endpoint.path}`
  return (
    <details
      className="group rounded-xl border border-border bg-card shadow-sm open:shadow-md"
      data-testid="endpoint"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
        <MethodBadge method={endpoint.method} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-3">
          <PathText path={endpoint.path} />
          <span className="truncate text-sm text-muted-foreground">{endpoint.summary}</span>
        </span>
        {endpoint.isPublic && <Badge className="hidden sm:inline-flex">Public</Badge>}
        <ChevronRight
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-5 border-t border-border px-4 py-4" aria-label={label}>
        {endpoint.description ? (
          <RichDescription text={endpoint.description} />
        ) : (
          <p className="text-sm text-muted-foreground">{endpoint.summary}.</p>
        )}
        {endpoint.parameters.length > 0 && (
          <Section title="Parameters">
            <ParametersTable parameters={endpoint.parameters} />
          </Section>
        )}
        {endpoint.body && endpoint.body.length > 0 && (
          <Section title="Request body (JSON)">
            <BodyTable fields={endpoint.body} />
          </Section>
        )}
        <Section title="Responses">
          <ul className="space-y-1.5 text-sm">
            {endpoint.responses.map((response) => (
              <li key={response.status} className="flex items-start gap-2">
                <Badge
                  tone={statusTone(response.status)}
                  className="w-16 shrink-0 justify-center font-mono"
                >
                  {response.status}
                </Badge>
                <InlineText text={response.description} className="min-w-0 text-muted-foreground" />
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-1 gap-3">
            {shownExamples(endpoint).map((response) => (
              <CodeBlock
                key={response.status}
                title={`Example ${response.status} response`}
                copyLabel={`${label} ${response.status} example`}
                code={JSON.stringify(response.example, null, 2)}
              />
            ))}
          </div>
        </Section>
      </div>
    </details>
  )
}
