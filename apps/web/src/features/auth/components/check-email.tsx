import { ArrowLeft, Inbox, MailCheck } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

/**
 * Spec: after sign-up, "Check your email" with the address entered, the steps (open the email,
 * click the verification link, return to sign in) and a Return to Sign In button. The
 * password-reset request reuses it with its own steps.
 */
export function CheckEmail({
  email,
  children,
  mailboxEnabled,
  onReturn,
}: {
  email: string
  children: ReactNode
  mailboxEnabled: boolean
  onReturn: () => void
}) {
  return (
    <div className="text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary-text">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">Check your email</h1>
      <p className="mt-2 text-muted-foreground">
        We sent an email to{' '}
        <strong className="font-semibold break-all text-foreground">{email}</strong>.
      </p>
      <div className="mt-5 rounded-xl border border-border bg-surface p-4 text-left text-sm">
        {children}
      </div>
      {mailboxEnabled && (
        <p className="mt-4 text-sm text-muted-foreground">
          Running in development?{' '}
          <a
            href="/dev/mailbox"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 rounded font-semibold text-primary-text hover:underline"
          >
            <Inbox className="size-4" aria-hidden="true" />
            Open the dev mailbox
          </a>
        </p>
      )}
      <Button size="lg" className="mt-6 w-full" onClick={onReturn}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Return to Sign In
      </Button>
    </div>
  )
}

/** The numbered steps inside the Check your email box. */
export function EmailSteps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="list-inside list-decimal space-y-1.5 text-muted-foreground marker:font-semibold marker:text-foreground">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  )
}
