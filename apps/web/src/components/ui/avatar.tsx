import { avatarColourFor } from '@folio/schema'
import { useState } from 'react'

import { cn } from '@/lib/cn'

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' } as const

/** "Ada Lovelace" → "AL"; one word → its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]]
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase()
}

/**
 * The user's picture, or their initials when there is none (or it fails to load), on the colour
 * their name gives them: two people with alike initials still look different.
 */
export function Avatar({
  name,
  src,
  size = 'sm',
  className,
}: {
  name: string
  src?: string | null | undefined
  size?: keyof typeof sizes
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = src && failed !== src
  return (
    <span
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full font-semibold text-white',
        sizes[size],
        className,
      )}
      style={showImage ? undefined : { backgroundColor: avatarColourFor(name) }}
    >
      {showImage ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name) || '?'}</span>
      )}
    </span>
  )
}
