import type { CSSProperties } from 'react'

const HEX = /^#[0-9a-f]{6}$/i
const FALLBACK_COLOR = '#64748B'

/**
 * The inline style that gives a badge its workflow state's colour. The badge classes mix the
 * colour into a soft background and a text shade readable in light and dark mode, so any colour
 * an admin picks stays legible. Anything that is not a hex colour falls back to slate.
 */
export function stateColorStyle(color: string | null | undefined): CSSProperties {
  const value = color && HEX.test(color) ? color : FALLBACK_COLOR
  return { '--state-color': value } as CSSProperties
}
