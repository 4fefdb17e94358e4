import { webhookEventLabels, webhookEvents, webhookInputSchema } from '@folio/schema'
import type { Webhook, WebhookInput, WebhookWithSecret } from '@folio/schema'

import { useCreateWebhook, useUpdateWebhook } from '../api/webhook-mutations'
import { errorsFromDetails, webhookFormFields, webhookFormValues } from '../webhook-form-values'
import type { WebhookFormField, WebhookFormValues } from '../webhook-form-values'

import { Alert } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/form-field'
import { Switch } from '@/components/ui/switch'
import { useZodForm } from '@/lib/use-zod-form'
import { notify } from '@/stores/notifications'

const focusTarget = {
  name: 'webhook-name',
  url: 'webhook-url',
  events: `webhook-event-${webhookEvents[0]}`,
} as const

/** The form itself; mounted afresh for each opening, so it starts from the webhook it edits. */
function WebhookForm({
  webhook,
  onClose,
  onCreated,
}: {
  webhook: Webhook | null
  onClose: () => void
  onCreated: (webhook: WebhookWithSecret) => void
}) {
  const create = useCreateWebhook()
  const update = useUpdateWebhook()
  const pending = create.isPending || update.isPending
  const { form, errors, formError, field, fail, submit } = useZodForm<
    WebhookFormValues,
    WebhookInput,
    WebhookFormField
  >({
    schema: webhookInputSchema,
    defaultValues: webhookFormValues(webhook),
    fields: webhookFormFields,
    fieldId: (name) => focusTarget[name],
    errorsFrom: (error) => errorsFromDetails(error.details),
    failure: 'The webhook could not be saved.',
  })
  const events = form.watch('events')
  const enabled = form.watch('enabled')
  const setEvents = (next: WebhookFormValues['events']) => {
    form.setValue('events', next, { shouldDirty: true })
    form.clearErrors('events')
  }
  const toggleEvent = (event: WebhookFormValues['events'][number], on: boolean) =>
    setEvents(
      webhookEvents.filter((candidate) => (candidate === event ? on : events.includes(candidate))),
    )

  const save = submit((input) => {
    if (webhook) {
      update.mutate(
        { id: webhook.id, input },
        {
          onSuccess: (saved) => {
            notify.success(`Webhook “${saved.name}” updated`)
            onClose()
          },
          onError: fail,
        },
      )
    } else {
      create.mutate(input, {
        onSuccess: (created) => {
          onClose()
          onCreated(created)
        },
        onError: fail,
      })
    }
  })

  const allChosen = events.length === webhookEvents.length
  return (
    <form
      noValidate
      aria-label={webhook ? 'Edit webhook' : 'Create webhook'}
      onSubmit={save}
      className="space-y-5"
    >
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id="webhook-name"
        label="Name"
        placeholder="Rebuild the website"
        autoComplete="off"
        maxLength={100}
        error={errors.name}
        {...field('name')}
      />
      <TextField
        id="webhook-url"
        type="url"
        label="URL"
        placeholder="https://example.com/webhooks/folio"
        autoComplete="off"
        spellCheck={false}
        hint="Folio POSTs a JSON body here, signed with the webhook's secret."
        error={errors.url}
        {...field('url')}
      />
      <div
        role="group"
        aria-labelledby="webhook-events-label"
        aria-describedby={errors.events ? 'webhook-events-error' : undefined}
      >
        <div className="flex items-center justify-between gap-3">
          <p id="webhook-events-label" className="text-sm font-medium">
            Events
          </p>
          <button
            type="button"
            onClick={() => setEvents(allChosen ? [] : [...webhookEvents])}
            className="rounded text-sm font-medium text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {allChosen ? 'Clear all' : 'Select all'}
          </button>
        </div>
        <div className="mt-2 grid gap-2.5 rounded-lg border border-input p-3 sm:grid-cols-2">
          {webhookEvents.map((event) => (
            <Checkbox
              key={event}
              id={`webhook-event-${event}`}
              label={webhookEventLabels[event]}
              checked={events.includes(event)}
              onChange={(input) => toggleEvent(event, input.target.checked)}
            />
          ))}
        </div>
        {errors.events && (
          <p id="webhook-events-error" className="mt-1.5 text-sm font-medium text-danger">
            {errors.events}
          </p>
        )}
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="webhook-enabled-label" className="text-sm font-medium">
            Enabled
          </p>
          <p id="webhook-enabled-note" className="mt-1 text-sm text-muted-foreground">
            A disabled webhook keeps its settings and log but receives no events.
          </p>
        </div>
        <Switch
          checked={enabled}
          onChange={(next) => form.setValue('enabled', next, { shouldDirty: true })}
          aria-labelledby="webhook-enabled-label"
          aria-describedby="webhook-enabled-note"
        />
      </div>
      <DialogFormActions pending={pending} onCancel={onClose}>
        {webhook ? 'Save webhook' : 'Create webhook'}
      </DialogFormActions>
    </form>
  )
}

/** Create (webhook `null`) or edit a webhook: name, URL, events and whether it is enabled. */
export function WebhookFormDialog({
  open,
  webhook,
  onClose,
  onCreated,
}: {
  open: boolean
  webhook: Webhook | null
  onClose: () => void
  onCreated: (webhook: WebhookWithSecret) => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          title={webhook ? 'Edit webhook' : 'Create webhook'}
          description="Folio calls this URL whenever one of the chosen events happens."
        >
          <WebhookForm webhook={webhook} onClose={onClose} onCreated={onCreated} />
        </DialogContent>
      )}
    </Dialog>
  )
}
