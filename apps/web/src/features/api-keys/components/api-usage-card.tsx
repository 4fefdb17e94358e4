import { ArrowRight, Gauge, KeySquare, Link2 } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { SectionCard } from '@/components/ui/section-card'
import { API_RATE_LIMIT_PER_MINUTE } from '@/lib/api/get-api-keys'
import { useApiOrigin } from '@/lib/use-api-origin'

const AUTH_HEADER = 'Authorization: Bearer <key>'

function Fact({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon
  title: string
  children: ReactNode
}) {
  return (
    <div className="flex min-w-0 gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
        <Icon className="size-4.5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-medium">{title}</h3>
        <div className="mt-1 text-sm text-muted-foreground">{children}</div>
      </div>
    </div>
  )
}

function CodeLine({ value, label }: { value: string; label: string }) {
  return (
    <div className="mt-1.5 flex items-center gap-1 rounded-lg border border-border bg-surface py-1 pr-1 pl-3">
      <code className="min-w-0 flex-1 font-mono text-xs break-all text-foreground">{value}</code>
      <CopyButton value={value} label={label} />
    </div>
  )
}

/** How to call the API with a key: the header, the base URL, the rate limit and the docs. */
export function ApiUsageCard() {
  const baseUrl = `${useApiOrigin()}/api/v1`
  return (
    <SectionCard id="api-usage" title="Using the API">
      <div className="grid gap-5 md:grid-cols-2">
        <Fact icon={KeySquare} title="Authentication">
          Send the key in the Authorization header of every request:
          <CodeLine value={AUTH_HEADER} label="Authorization header" />
        </Fact>
        <Fact icon={Link2} title="Base URL">
          Every content endpoint lives under:
          <CodeLine value={baseUrl} label="base URL" />
        </Fact>
        <Fact icon={Gauge} title="Rate limit">
          {API_RATE_LIMIT_PER_MINUTE} requests per minute per key. Past it the API answers{' '}
          <span className="font-medium text-foreground">429 Too Many Requests</span> with a
          Retry-After header saying how many seconds to wait.
        </Fact>
        <div className="flex items-end md:justify-end">
          <Link to="/api" className={buttonClass({ variant: 'secondary' })}>
            Read the API documentation
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </SectionCard>
  )
}
