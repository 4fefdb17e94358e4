import { useSyncExternalStore } from 'react'

import { rememberedSiteTheme } from './site-appearance'

/** The theme choices a user can store. `system` follows the operating system. */
export const themes = ['light', 'dark', 'system'] as const
export type Theme = (typeof themes)[number]

/** localStorage key; index.html reads it before first paint, so keep both in step. */
export const THEME_STORAGE_KEY = 'folio-theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value)
}

/**
 * The stored choice; with nothing (or something unknown) stored, the site's default theme from
 * Settings → Appearance, which is `system` unless an admin chose otherwise.
 */
export function getStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY)
    return isTheme(stored) ? stored : rememberedSiteTheme()
  } catch {
    return 'system'
  }
}

/** Light or dark for a choice, given whether the operating system prefers dark. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light'
  return theme
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
}

/** Puts the `dark` class (and the native colour scheme) on <html> for a choice. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const dark = resolveTheme(theme, systemPrefersDark()) === 'dark'
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

const listeners = new Set<() => void>()

/** Stores a choice, applies it and tells every `useTheme` subscriber. */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Private mode or storage disabled: the choice still applies to this page.
  }
  applyTheme(theme)
  listeners.forEach((listener) => listener())
}

/** Re-applies the theme after the site's default changed, for people without a choice. */
export function refreshTheme(): void {
  applyTheme(getStoredTheme())
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
  const onSystemChange = () => {
    if (getStoredTheme() === 'system') applyTheme('system')
  }
  // Another tab changed the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return
    applyTheme(getStoredTheme())
    listener()
  }
  query?.addEventListener('change', onSystemChange)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    query?.removeEventListener('change', onSystemChange)
    window.removeEventListener('storage', onStorage)
  }
}

// The server cannot know the stored theme, so it renders `system`; React swaps in the real value
// right after hydration without a mismatch.
const getServerTheme = (): Theme => 'system'

/** The stored theme choice, kept current across components and tabs. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getStoredTheme, getServerTheme)
}
