import { afterEach, describe, expect, it } from 'vitest'

import { THEME_STORAGE_KEY, applyTheme, getStoredTheme, resolveTheme, setTheme } from './theme'

afterEach(() => {
  window.localStorage.clear()
  document.documentElement.className = ''
})

describe('theme', () => {
  it('treats nothing or an unknown value stored as system', () => {
    expect(getStoredTheme()).toBe('system')
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia')
    expect(getStoredTheme()).toBe('system')
  })

  it('resolves system from the operating system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it('stores the choice under folio-theme and toggles the dark class on <html>', () => {
    setTheme('dark')
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.documentElement.style.colorScheme).toBe('dark')

    setTheme('light')
    expect(getStoredTheme()).toBe('light')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })

  it('applies light for system when the preference cannot be read', () => {
    document.documentElement.classList.add('dark')
    applyTheme('system')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })
})
