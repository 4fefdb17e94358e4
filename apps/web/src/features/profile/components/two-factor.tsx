import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LoaderCircle, ShieldCheck, Smartphone } from 'lucide-react'
import { useState } from 'react'

import { factorsQuery, removeFactor, startTotpEnrollment } from '../api/mfa'

import { TotpEnrollment } from './totp-enrollment'
import type { Enrollment } from './totp-enrollment'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SectionCard } from '@/components/ui/section-card'
import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { authClient } from '@/lib/auth-client'
import { errorMessage } from '@/lib/api-client'
import { Timestamp } from '@/components/ui/timestamp'
import { notify } from '@/stores/notifications'

/** Authenticator-app (TOTP) two-factor authentication: set up, and remove. */
export function TwoFactor() {
  const queryClient = useQueryClient()
  const factors = useQuery(factorsQuery)
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null)
  const [starting, setStarting] = useState(false)
  const [removing, setRemoving] = useState<string | null>(null)
  const [confirmId, setConfirmId] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: factorsQuery.queryKey })

  const start = async () => {
    setStarting(true)
    try {
      setEnrollment(await startTotpEnrollment())
    } catch (caught) {
      notify.error(errorMessage(caught))
    } finally {
      setStarting(false)
    }
  }

  const cancel = async () => {
    const pending = enrollment
    setEnrollment(null)
    if (pending) await authClient.mfa.unenroll({ factorId: pending.factorId })
    void refresh()
  }

  const remove = async (factorId: string) => {
    setRemoving(factorId)
    try {
      await removeFactor(factorId)
      notify.success('Two-factor authentication turned off')
      void refresh()
    } catch (caught) {
      notify.error(errorMessage(caught))
    } finally {
      setRemoving(null)
      setConfirmId(null)
    }
  }

  const verified = (factors.data ?? []).filter((factor) => factor.status === 'verified')

  let body
  if (factors.isPending) body = <LoadingState className="py-6" />
  else if (factors.isError) {
    body = (
      <ErrorState message={errorMessage(factors.error)} onRetry={() => void factors.refetch()} />
    )
  } else if (enrollment) {
    body = (
      <TotpEnrollment
        enrollment={enrollment}
        onCancel={() => void cancel()}
        onVerified={() => {
          setEnrollment(null)
          notify.success('Two-factor authentication is on')
          void refresh()
        }}
      />
    )
  } else if (verified.length > 0) {
    body = (
      <ul className="divide-y divide-border">
        {verified.map((factor) => (
          <li key={factor.id} className="flex flex-wrap items-center gap-3 py-2">
            <Smartphone className="size-5 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{factor.friendly_name || 'Authenticator app'}</p>
              <p className="text-xs text-muted-foreground">
                Added <Timestamp value={factor.created_at} />
              </p>
            </div>
            <Badge tone="success">On</Badge>
            <Button
              variant="secondary"
              size="sm"
              disabled={removing !== null}
              onClick={() => setConfirmId(factor.id)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    )
  } else {
    body = (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <ShieldCheck className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="flex-1 text-sm text-muted-foreground">
          Two-factor authentication is off. Turn it on to ask for a code from your phone after your
          password.
        </p>
        <Button onClick={() => void start()} disabled={starting}>
          {starting && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Set up authenticator app
        </Button>
      </div>
    )
  }

  return (
    <SectionCard
      id="security"
      title="Two-factor authentication"
      description="A code from an authenticator app, asked for after your password."
    >
      {body}
      <ConfirmDialog
        open={confirmId !== null}
        title="Turn off two-factor authentication?"
        description="Your account will be protected by your password only."
        confirmLabel="Remove"
        tone="danger"
        pending={removing !== null}
        onCancel={() => setConfirmId(null)}
        onConfirm={() => confirmId && void remove(confirmId)}
      />
    </SectionCard>
  )
}
