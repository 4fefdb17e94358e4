import type { Page } from '@playwright/test'

/** The sizes screenshots are taken at unless a spec needs others. */
export const SCREEN_SIZES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 360, height: 800 },
} as const

/**
 * Runs `shoot` in light and dark at each size, with the page's colour scheme and viewport set;
 * `look` names the combination for file names (`dark-phone`).
 */
export async function inEveryLook(
  page: Page,
  shoot: (look: string) => Promise<void>,
  sizes: Record<string, { width: number; height: number }> = SCREEN_SIZES,
) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size)
      await shoot(`${scheme}-${name}`)
    }
  }
}
