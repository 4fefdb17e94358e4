import { formatCents } from '@folio/schema'

/** A plan's monthly price as the pricing cards show it: whole dollars, no cents (`$19`). */
export function formatPlanPrice(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '')
}
