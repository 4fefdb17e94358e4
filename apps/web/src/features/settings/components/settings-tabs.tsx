import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'

import { settingsTabFor, settingsTabs } from '../settings-tabs'
import type { SettingsTabId } from '../settings-tabs'

import { FutureUpdatePanel } from './future-update-panel'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

/**
 * The Settings tabs, with the open tab in the URL (`?tab=api`) so links and reloads keep it.
 * Tabs without a panel say their options arrive in a future update.
 */
export function SettingsTabs({ panels }: { panels: Partial<Record<SettingsTabId, ReactNode>> }) {
  const [params, setParams] = useSearchParams()
  const active = settingsTabFor(params.get('tab'))
  const listRef = useRef<HTMLDivElement>(null)

  // On a phone the tab row scrolls sideways: bring a deep-linked tab (Webhooks, Database) into view.
  useEffect(() => {
    const list = listRef.current
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')
    if (!list || !tab) return
    const start = tab.offsetLeft - list.offsetLeft
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = start - (list.clientWidth - tab.offsetWidth) / 2
    }
  }, [active.id])

  const select = (id: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('tab', id)
        return next
      },
      // Switching tabs is not a new page: Back leaves Settings instead of replaying tabs.
      { replace: true },
    )
  }

  return (
    <Tabs value={active.id} onValueChange={select}>
      <TabsList ref={listRef} aria-label="Settings sections">
        {settingsTabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {settingsTabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id}>
          {panels[tab.id] ?? <FutureUpdatePanel icon={tab.icon} name={tab.label} />}
        </TabsContent>
      ))}
    </Tabs>
  )
}
