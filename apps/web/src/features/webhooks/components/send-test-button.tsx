import { LoaderCircle, Send } from 'lucide-react'

import { useSendTestEvent } from '../api/webhook-mutations'

import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** Queues a `webhook.test` delivery, which reaches the webhook whatever events it chose. */
export function SendTestButton({
  webhookId,
  webhookName,
  variant = 'secondary',
  compact = false,
}: {
  webhookId: string
  webhookName: string
  variant?: 'primary' | 'secondary'
  /** Says just "Test" on phones, where a list row has little room. */
  compact?: boolean
}) {
  const send = useSendTestEvent()
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={send.isPending}
      aria-label={`Send test event to ${webhookName}`}
      onClick={() =>
        send.mutate(webhookId, {
          onSuccess: () =>
            notify.success(`Test event sent to “${webhookName}”`, {
              details: 'Its delivery appears in the delivery log.',
            }),
          onError: (error) =>
            notify.error(errorMessage(error, 'The test event could not be sent.')),
        })
      }
    >
      {send.isPending ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Send className="size-4" aria-hidden="true" />
      )}
      {send.isPending ? (
        'Sending...'
      ) : (
        <>
          <span className={compact ? 'sm:hidden' : 'hidden'}>Test</span>
          <span className={compact ? 'max-sm:hidden' : undefined}>Send test event</span>
        </>
      )}
    </Button>
  )
}
