import { useState } from 'react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'

import { apiDocsTabFor, apiDocsTabs } from '../api-docs-tabs'
import type { ApiDocsTabId } from '../api-docs-tabs'

import { AuthenticationPanel } from './authentication-panel'
import { EndpointsPanel } from './endpoints-panel'
import { ExamplesPanel } from './examples-panel'
import { GraphqlPanel } from './graphql-panel'
import { SdksPanel } from './sdks-panel'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

/** The /api tabs, the open one in `?tab=` so links and reloads keep it. */
export function ApiDocs() {
  const [params, setParams] = useSearchParams()
  const active = apiDocsTabFor(params.get('tab'))
  // Lives above the tabs so a key pasted in Examples is still there in SDKs and GraphQL.
  const [apiKey, setApiKey] = useState('')

  const select = (id: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('tab', id)
        return next
      },
      // Switching tabs is not a new page: Back leaves the page instead of replaying tabs.
      { replace: true },
    )
  }

  const panels: Record<ApiDocsTabId, ReactNode> = {
    authentication: <AuthenticationPanel />,
    endpoints: <EndpointsPanel />,
    examples: <ExamplesPanel apiKey={apiKey} onApiKeyChange={setApiKey} />,
    graphql: <GraphqlPanel apiKey={apiKey} onApiKeyChange={setApiKey} />,
    sdks: <SdksPanel apiKey={apiKey} />,
  }

  return (
    <Tabs value={active} onValueChange={select}>
      <TabsList aria-label="API documentation sections">
        {apiDocsTabs.map((tab) => {
          const Icon = tab.icon
          return (
            <TabsTrigger key={tab.id} value={tab.id} className="inline-flex items-center gap-1.5">
              <Icon className="size-4" aria-hidden="true" />
              {tab.label}
            </TabsTrigger>
          )
        })}
      </TabsList>
      {apiDocsTabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id}>
          {panels[tab.id]}
        </TabsContent>
      ))}
    </Tabs>
  )
}
