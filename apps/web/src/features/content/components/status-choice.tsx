import { contentItemMessages } from '@folio/schema'
import type { ContentStatus } from '@folio/schema'
import { Archive, CalendarClock, FilePen, Send } from 'lucide-react'
import { useState } from 'react'

import { defaultScheduleInput, toLocalInput } from '../item-form-values'

import { FieldFrame, fieldIds } from './field-frame'

import { controlClass } from '@/components/ui/form-field'
import { cn } from '@/lib/cn'

const isPublishing = (status: ContentStatus) => status === 'published' || status === 'scheduled'

const choices = [
  { value: 'draft', label: 'Draft', icon: FilePen },
  { value: 'scheduled', label: 'Schedule', icon: CalendarClock },
  { value: 'published', label: 'Publish Now', icon: Send },
  { value: 'archived', label: 'Archive', icon: Archive },
] as const satisfies readonly { value: ContentStatus; label: string; icon: unknown }[]

/**
 * The status radio group. Choosing Schedule shows the date-time picker (default one hour ahead,
 * minimum now); any other choice clears the time (spec section 4).
 */
export function StatusChoice({
  status,
  scheduledFor,
  error,
  onChange,
  canPublish = true,
}: {
  status: ContentStatus
  scheduledFor: string
  error?: string | undefined
  /** Without the right to publish, Schedule and Publish Now are left out (unless current). */
  canPublish?: boolean
  onChange: (next: { status: ContentStatus; scheduledFor: string }) => void
}) {
  // The picker's minimum is "now" as of when the form opened; validation checks the real now.
  const [min] = useState(() => toLocalInput(new Date()))
  const pickerId = 'item-scheduled-for'
  const { describedBy } = fieldIds(pickerId, contentItemMessages.scheduledNote, error)

  return (
    <fieldset>
      <legend className="text-sm font-medium">Status</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {choices
          .filter((choice) => canPublish || !isPublishing(choice.value) || choice.value === status)
          .map((choice) => {
            const Icon = choice.icon
            const checked = status === choice.value
            return (
              <label
                key={choice.value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  checked
                    ? 'border-primary-solid bg-primary-soft text-primary-text'
                    : 'border-input hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="item-status"
                  value={choice.value}
                  checked={checked}
                  onChange={() =>
                    onChange({
                      status: choice.value,
                      scheduledFor:
                        choice.value === 'scheduled' ? scheduledFor || defaultScheduleInput() : '',
                    })
                  }
                  className="sr-only"
                />
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {choice.label}
              </label>
            )
          })}
      </div>
      {status === 'scheduled' && (
        <div className="mt-3 rounded-lg bg-surface p-3">
          <FieldFrame
            id={pickerId}
            label="Publish at"
            required
            error={error}
            hint={contentItemMessages.scheduledNote}
          >
            <input
              id={pickerId}
              type="datetime-local"
              min={min}
              value={scheduledFor}
              onChange={(event) => onChange({ status, scheduledFor: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={cn(controlClass, 'sm:max-w-xs', error ? 'border-danger' : 'border-input')}
            />
          </FieldFrame>
        </div>
      )}
    </fieldset>
  )
}
