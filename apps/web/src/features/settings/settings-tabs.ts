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

/** The tabs of Settings (spec "Settings (admin)"), in their order on screen. */
export const settingsTabs = [
  { id: 'general', label: 'General', icon: SlidersHorizontal },
  { id: 'subscription', label: 'Subscription', icon: CreditCard },
  { id: 'api', label: 'API', icon: KeyRound },
  { id: 'webhooks', label: 'Webhooks', icon: Webhook },
  { id: 'plugins', label: 'Plugins', icon: Puzzle },
  { id: 'ai', label: 'AI', icon: Sparkles },
  { id: 'localization', label: 'Localization', icon: Languages },
  { id: 'seo', label: 'SEO', icon: Globe },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'permissions', label: 'Permissions', icon: ShieldCheck },
  { id: 'workflow', label: 'Workflow', icon: Workflow },
  { id: 'database', label: 'Database', icon: Database },
  { id: 'appearance', label: 'Appearance', icon: Palette },
  { id: 'audit', label: 'Audit log', icon: History },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[]

export type SettingsTabId = (typeof settingsTabs)[number]['id']
export type SettingsTab = (typeof settingsTabs)[number]

export const DEFAULT_SETTINGS_TAB: SettingsTabId = 'general'

/** The tab a `?tab=` value names; anything unknown (or nothing) opens General. */
export function settingsTabFor(value: string | null): SettingsTab {
  const tab = settingsTabs.find((candidate) => candidate.id === value)
  return tab ?? settingsTabs[0]
}
