import { Fragment } from 'react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'

import { settingsTabFor, settingsTabs, settingsTabsByGroup } from '../settings-tabs'
import type { SettingsTabId } from '../settings-tabs'

import { FutureUpdatePanel } from './future-update-panel'

import { SelectField } from '@/components/ui/form-field'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/cn'
import { useMediaQuery } from '@/lib/use-media-query'

/** From here up the tabs are a vertical list beside the panel (Tailwind's `lg`). */
const WIDE_QUERY = '(min-width: 1024px)'

const groups = settingsTabsByGroup()

/**
 * The Settings tabs, with the open tab in the URL (`?tab=api`) so links and reloads keep it.
 * Fourteen tabs fit no single row: from 1024 px they are a vertical list by group beside the
 * panel, from 640 px rows that wrap, and on a phone a labelled select. Tabs without a panel say
 * their options arrive in a future update.
 */
export function SettingsTabs({ panels }: { panels: Partial<Record<SettingsTabId, ReactNode>> }) {
  const [params, setParams] = useSearchParams()
  const active = settingsTabFor(params.get('tab'))
  const wide = useMediaQuery(WIDE_QUERY)

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
    <Tabs
      value={active.id}
      onValueChange={select}
      orientation={wide ? 'vertical' : 'horizontal'}
      className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:items-start lg:gap-8"
    >
      <div className="sm:hidden">
        <SelectField
          id="settings-section"
          label="Settings section"
          value={active.id}
          onChange={(event) => select(event.target.value)}
        >
          {groups.map(({ group, tabs }) => (
            <optgroup key={group} label={group}>
              {tabs.map((tab) => (
                <option key={tab.id} value={tab.id}>
                  {tab.label}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      <TabsList
        aria-label="Settings sections"
        className={cn(
          'hidden sm:flex sm:flex-wrap sm:overflow-visible',
          // Below the sticky header (4rem), scrolling on its own if a short window cuts it off.
          'lg:sticky lg:top-22 lg:max-h-[calc(100dvh-7rem)] lg:flex-col lg:flex-nowrap lg:gap-0 lg:overflow-y-auto lg:border-b-0',
        )}
      >
        {groups.map(({ group, tabs }) => (
          <Fragment key={group}>
            <p
              aria-hidden="true"
              className="hidden px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase first:pt-0 lg:block"
            >
              {group}
            </p>
            {tabs.map((tab) => (
              <TabsTrigger
                key={tab.id}
                value={tab.id}
                className={cn(
                  'lg:mb-0 lg:flex lg:items-center lg:gap-2.5 lg:rounded-lg lg:border-b-0 lg:py-1.5 lg:text-left',
                  'lg:hover:bg-muted lg:data-[state=active]:bg-primary-soft lg:data-[state=active]:text-primary-text',
                )}
              >
                <tab.icon className="hidden size-4 shrink-0 lg:block" aria-hidden="true" />
                {tab.label}
              </TabsTrigger>
            ))}
          </Fragment>
        ))}
      </TabsList>
      <div className="min-w-0">
        {settingsTabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id} className="lg:pt-0">
            {panels[tab.id] ?? <FutureUpdatePanel icon={tab.icon} name={tab.label} />}
          </TabsContent>
        ))}
      </div>
    </Tabs>
  )
}
