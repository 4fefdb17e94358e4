import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'

import type { ContactMessage } from '@folio/schema'

import { Button } from '@/components/ui/button'

interface ContactSuccessProps {
  message: ContactMessage
  onReset: () => void
}

/** Shown after the server stored the message; takes focus so screen readers announce it. */
export function ContactSuccess({ message, onReset }: ContactSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <div className="py-6 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-success-soft text-success">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-semibold focus:outline-none">
        {`Thanks, ${message.name}!`}
      </h2>
      <p className="mx-auto mt-3 max-w-sm text-pretty text-muted-foreground">
        {`Your message is on its way. We will reply to ${message.email}, usually within one working day.`}
      </p>
      <Button variant="secondary" className="mt-8" onClick={onReset}>
        Send another message
      </Button>
    </div>
  )
}
