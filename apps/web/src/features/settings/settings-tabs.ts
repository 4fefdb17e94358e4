import {
  Bell,
  CreditCard,
  Database,
  Globe,
  History,
  KeyRound,
  Languages,
  Palette,
  Puzzle,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Webhook,
  Workflow,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

/** The groups the Settings tabs are listed under, in their order on screen. */
export const settingsTabGroups = ['Site', 'Content', 'Developers', 'Installation'] as const
export type SettingsTabGroup = (typeof settingsTabGroups)[number]

/** The tabs of Settings (spec "Settings (admin)"), in their order on screen, by group. */
export const settingsTabs = [
  { id: 'general', label: 'General', icon: SlidersHorizontal, group: 'Site' },
  { id: 'appearance', label: 'Appearance', icon: Palette, group: 'Site' },
  { id: 'seo', label: 'SEO', icon: Globe, group: 'Site' },
  { id: 'localization', label: 'Localization', icon: Languages, group: 'Site' },
  { id: 'workflow', label: 'Workflow', icon: Workflow, group: 'Content' },
  { id: 'permissions', label: 'Permissions', icon: ShieldCheck, group: 'Content' },
  { id: 'notifications', label: 'Notifications', icon: Bell, group: 'Content' },
  { id: 'api', label: 'API', icon: KeyRound, group: 'Developers' },
  { id: 'webhooks', label: 'Webhooks', icon: Webhook, group: 'Developers' },
  { id: 'plugins', label: 'Plugins', icon: Puzzle, group: 'Developers' },
  { id: 'ai', label: 'AI', icon: Sparkles, group: 'Developers' },
  { id: 'subscription', label: 'Subscription', icon: CreditCard, group: 'Installation' },
  { id: 'database', label: 'Database', icon: Database, group: 'Installation' },
  { id: 'audit', label: 'Audit log', icon: History, group: 'Installation' },
] as const satisfies readonly {
  id: string
  label: string
  icon: LucideIcon
  group: SettingsTabGroup
}[]

export type SettingsTabId = (typeof settingsTabs)[number]['id']
export type SettingsTab = (typeof settingsTabs)[number]

export const DEFAULT_SETTINGS_TAB: SettingsTabId = 'general'

/** The tab a `?tab=` value names; anything unknown (or nothing) opens General. */
export function settingsTabFor(value: string | null): SettingsTab {
  const tab = settingsTabs.find((candidate) => candidate.id === value)
  return tab ?? settingsTabs[0]
}

/** The tabs of each group, groups in their order on screen. */
export function settingsTabsByGroup(): { group: SettingsTabGroup; tabs: SettingsTab[] }[] {
  return settingsTabGroups.map((group) => ({
    group,
    tabs: settingsTabs.filter((tab) => tab.group === group),
  }))
}
