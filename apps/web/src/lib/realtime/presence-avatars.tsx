import type { PresencePerson } from '@folio/schema'

import { Avatar } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'

/** What a person is doing, in words: for the tooltip and screen readers. */
export function presenceLabel(person: PresencePerson): string {
  const doing = person.editing ? 'editing' : 'viewing'
  const where = person.field ? ` ${person.field}` : ''
  return `${person.name} is ${doing}${where}${person.idle ? ' (idle)' : ''}`
}

/** One avatar per person (several tabs of one person count once); idle ones are faded. */
export function PresenceAvatars({
  people,
  compact = false,
  className,
}: {
  people: readonly PresencePerson[]
  /** Small, for a marker in a list row. */
  compact?: boolean
  className?: string
}) {
  const byUser = new Map<string, PresencePerson>()
  for (const person of people) {
    const seen = byUser.get(person.userId)
    // The most telling tab wins: editing over viewing, active over idle.
    if (!seen || (person.editing && !seen.editing) || (seen.idle && !person.idle)) {
      byUser.set(person.userId, person)
    }
  }
  const shown = [...byUser.values()]
  if (shown.length === 0) return null
  const names = shown.map(presenceLabel).join(', ')
  return (
    <ul
      aria-label={`Also here: ${names}`}
      data-testid="presence-avatars"
      className={cn('flex -space-x-1.5', className)}
    >
      {shown.slice(0, 4).map((person) => (
        <li key={person.userId} title={presenceLabel(person)} className="flex">
          <Avatar
            name={person.name}
            src={person.avatarUrl}
            className={cn(
              'ring-2 ring-card',
              compact && 'size-6 text-[0.625rem]',
              person.idle && 'opacity-50 grayscale',
            )}
          />
          <span className="sr-only">{presenceLabel(person)}</span>
        </li>
      ))}
      {shown.length > 4 && (
        <li className="grid size-8 place-items-center rounded-full bg-muted text-xs font-semibold ring-2 ring-card">
          +{shown.length - 4}
        </li>
      )}
    </ul>
  )
}
