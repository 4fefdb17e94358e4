import { Check, Copy, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { verifyTotpEnrollment } from '../api/mfa'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CodeField } from '@/components/ui/code-field'
import { errorMessage } from '@/lib/api-client'

export interface Enrollment {
  factorId: string
  qrCode: string
  secret: string
}

/** Scan the QR code (or type the secret), then confirm with a code from the app. */
export function TotpEnrollment({
  enrollment,
  onVerified,
  onCancel,
}: {
  enrollment: Enrollment
  onVerified: () => void
  onCancel: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [copied, setCopied] = useState(false)

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(enrollment.secret)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      // Clipboard blocked: the secret is on screen to copy by hand.
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (code.length !== 6) {
      setError('Enter the 6-digit code from your authenticator app')
      return
    }
    setError(null)
    setPending(true)
    try {
      await verifyTotpEnrollment(enrollment.factorId, code)
      onVerified()
    } catch (caught) {
      setError(errorMessage(caught))
      setCode('')
      setPending(false)
    }
  }

  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="w-fit rounded-xl border border-border bg-white p-3">
        <img
          src={enrollment.qrCode}
          alt="QR code to add Folio to your authenticator app"
          className="size-44"
        />
      </div>
      <div className="min-w-0 space-y-4">
        <ol className="list-inside list-decimal space-y-1 text-sm text-muted-foreground">
          <li>Open an authenticator app (1Password, Google Authenticator, Authy...).</li>
          <li>Scan the QR code, or enter the secret below.</li>
          <li>Type the 6-digit code the app shows.</li>
        </ol>
        <div>
          <p className="text-xs font-medium text-muted-foreground">Secret</p>
          <div className="mt-1 flex items-center gap-2">
            <code className="min-w-0 rounded-lg bg-muted px-2.5 py-1.5 font-mono text-sm break-all">
              {enrollment.secret}
            </code>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void copySecret()}
              aria-label={copied ? 'Secret copied' : 'Copy secret'}
            >
              {copied ? (
                <Check className="size-4 text-success" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
            </Button>
          </div>
        </div>
        <form
          noValidate
          aria-label="Verify authenticator app"
          onSubmit={(event) => void submit(event)}
          className="space-y-3"
        >
          {error && <Alert>{error}</Alert>}
          <CodeField
            id="totp-enroll-code"
            label="Code from the app"
            value={code}
            onChange={setCode}
            className="max-w-44"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              Verify and turn on
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  )
}
