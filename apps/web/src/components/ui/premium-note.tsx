import { Lock } from 'lucide-react'
import { Link } from 'react-router'

import { UPGRADE_PATH } from './premium-lock'

import { cn } from '@/lib/cn'

/**
 * One line beside a choice the plan does not include (a disabled option in a form): a lock,
 * "Part of Premium", and a link to upgrade. PremiumLock is for whole panels; this is for one
 * option among others that stay usable.
 */
export function PremiumNote({ id, className }: { id?: string; className?: string }) {
  return (
    <span
      id={id}
      className={cn(
        'inline-flex flex-wrap items-center gap-x-1.5 text-xs font-medium text-primary-text',
        className,
      )}
    >
      <Lock className="size-3.5 shrink-0" aria-hidden="true" />
      Part of Premium.
      <Link to={UPGRADE_PATH} className="underline underline-offset-2 hover:no-underline">
        Upgrade
      </Link>
    </span>
  )
}
