import { contentItemMessages } from '@folio/schema'
import { CalendarClock, Send } from 'lucide-react'
import { useState } from 'react'

import { useTransition } from '../api/workflow-mutations'
import { defaultScheduleInput, localInputToIso, toLocalInput } from '../workflow-display'

import { ActionForm } from './action-form'

import { TextField } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/stores/notifications'

const choices = [
  { value: 'now', label: 'Publish now', icon: Send },
  { value: 'schedule', label: 'Schedule', icon: CalendarClock },
] as const

/** Publish now, or schedule it (through the same publish path as the content editor). */
export function PublishForm({
  itemId,
  onCancel,
  onDone,
}: {
  itemId: string
  onCancel: () => void
  onDone: () => void
}) {
  const publish = useTransition(itemId, 'publish')
  const [when, setWhen] = useState<'now' | 'schedule'>('now')
  const [at, setAt] = useState('')
  const [min] = useState(() => toLocalInput(new Date()))
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)

  const submit = () => {
    setError(null)
    let scheduledFor: string | null = null
    if (when === 'schedule') {
      scheduledFor = localInputToIso(at)
      if (!scheduledFor || new Date(scheduledFor).getTime() <= Date.now()) {
        setFieldError(contentItemMessages.scheduleInFuture)
        return
      }
    }
    publish.mutate(
      { scheduledFor },
      {
        onSuccess: () => {
          notify.success(
            scheduledFor ? 'Publishing scheduled' : 'Item published',
            scheduledFor ? { details: `It goes live ${formatDateTime(scheduledFor)}.` } : {},
          )
          onDone()
        },
        onError: (caught) => setError(errorMessage(caught, 'The item could not be published.')),
      },
    )
  }

  return (
    <ActionForm
      label="Publish"
      submitLabel={when === 'now' ? 'Publish now' : 'Schedule'}
      icon={
        when === 'now' ? (
          <Send className="size-4" aria-hidden="true" />
        ) : (
          <CalendarClock className="size-4" aria-hidden="true" />
        )
      }
      pending={publish.isPending}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <fieldset>
        <legend className="text-sm font-medium">When</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                when === choice.value
                  ? 'border-primary-solid bg-primary-soft text-primary-text'
                  : 'border-input hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name="publish-when"
                value={choice.value}
                checked={when === choice.value}
                onChange={() => {
                  setWhen(choice.value)
                  setFieldError(undefined)
                  if (choice.value === 'schedule' && !at) setAt(defaultScheduleInput())
                }}
                className="sr-only"
              />
              <choice.icon className="size-4 shrink-0" aria-hidden="true" />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {when === 'schedule' && (
        <TextField
          id="publish-at"
          type="datetime-local"
          label="Publish at"
          min={min}
          value={at}
          error={fieldError}
          hint={contentItemMessages.scheduledNote}
          onChange={(event) => {
            setAt(event.target.value)
            setFieldError(undefined)
          }}
        />
      )}
    </ActionForm>
  )
}
