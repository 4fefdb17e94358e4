import { Plug } from 'lucide-react'
import { Link } from 'react-router'

import { DashboardCard } from './dashboard-card'

import { buttonClass } from '@/components/ui/button'

/** Admins only: the way to the Connections screen, for apps and AI coding assistants. */
export function ConnectAppCard() {
  return (
    <DashboardCard id="connect-app" title="Connect your app">
      <div className="flex gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-text">
          <Plug className="size-4" aria-hidden="true" />
        </span>
        <p className="text-sm text-pretty text-muted-foreground">
          Give the apps your code-generation tool builds a key to read this content, and let AI
          coding assistants work with it over MCP. It takes a minute.
        </p>
      </div>
      <Link
        id="connect-now"
        to="/connections"
        className={buttonClass({ size: 'sm', className: 'mt-4 w-full' })}
      >
        Connect Now
      </Link>
    </DashboardCard>
  )
}
