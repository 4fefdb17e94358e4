import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LoaderCircle, LogOut, Monitor, Smartphone } from 'lucide-react'
import { useState } from 'react'

import { sessionsQuery } from '../api/get-sessions'
import { describeDevice, isMobileDevice } from '../describe-device'
import { signOutOtherSessions } from '../profile-actions'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SectionCard } from '@/components/ui/section-card'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { Timestamp } from '@/components/ui/timestamp'
import { notify } from '@/stores/notifications'

/** Where the user is signed in, this device first, with Sign out other sessions. */
export function SessionsList() {
  const queryClient = useQueryClient()
  const sessions = useQuery(sessionsQuery)
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current))
  const others = list.filter((session) => !session.current).length

  const signOutOthers = async () => {
    setPending(true)
    try {
      await signOutOtherSessions()
      notify.success('Signed out of your other sessions')
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey })
    } catch (caught) {
      notify.error(errorMessage(caught))
    } finally {
      setPending(false)
      setConfirming(false)
    }
  }

  let body
  if (sessions.isPending) body = <LoadingState className="py-6" label="Loading sessions..." />
  else if (sessions.isError) {
    body = (
      <ErrorState message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />
    )
  } else if (list.length === 0) {
    body = <EmptyState icon={Monitor} title="No active sessions" />
  } else {
    body = (
      <ul className="divide-y divide-border">
        {list.map((session) => {
          const Icon = isMobileDevice(session.userAgent) ? Smartphone : Monitor
          return (
            <li key={session.id} className="flex items-start gap-3 py-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {describeDevice(session.userAgent)}
                  {session.current && <Badge tone="success">This device</Badge>}
                  {session.aal === 'aal2' && <Badge tone="primary">2FA</Badge>}
                </p>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  {session.ip ?? 'Unknown IP'} · Last active{' '}
                  <Timestamp value={session.lastActiveAt} /> · Signed in{' '}
                  <Timestamp value={session.createdAt} />
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <SectionCard
      id="sessions"
      title="Active sessions"
      description="Devices where you are signed in to Folio."
    >
      {body}
      <div className="mt-4 border-t border-border pt-4">
        <Button
          variant="secondary"
          disabled={others === 0 || pending}
          onClick={() => setConfirming(true)}
        >
          {pending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <LogOut className="size-4" aria-hidden="true" />
          )}
          Sign out other sessions
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign out other sessions?"
        description={`Every other device (${others}) will have to sign in again. This device stays signed in.`}
        confirmLabel="Sign out others"
        tone="danger"
        pending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void signOutOthers()}
      />
    </SectionCard>
  )
}
