import type { Plan } from '@folio/schema'

/** One-line pitch under each plan name. */
export const planSummaries: Record<Plan['id'], string> = {
  free: 'Everything you need to model, write and deliver content.',
  premium: 'AI built in, priority help and room to grow for busy teams.',
}
