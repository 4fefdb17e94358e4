import { createWorkflowCommentInputSchema } from '@folio/schema'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form-field'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'

/** A comment box: a new comment, a reply or an edit. The server's refusal shows under it. */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  pending,
  focusOnMount,
  onSubmit,
  onCancel,
}: {
  label: string
  submitLabel: string
  initial?: string
  pending: boolean
  /** Focus the box when it appears: the user just asked for it (Reply, Edit). */
  focusOnMount?: boolean
  /** Resolves once saved; a rejection's message is shown. */
  onSubmit: (body: string) => Promise<unknown>
  onCancel?: () => void
}) {
  const id = useId()
  const [body, setBody] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (focusOnMount) box.current?.focus()
  }, [focusOnMount])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = createWorkflowCommentInputSchema.shape.body.safeParse(body)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Comment cannot be empty')
      return
    }
    setError(null)
    onSubmit(parsed.data).then(
      () => setBody(''),
      (caught: unknown) => setError(errorMessage(caught, 'The comment could not be saved.')),
    )
  }

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        value={body}
        ref={box}
        placeholder="Write a comment..."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setBody(event.target.value)
          setError(null)
        }}
        className={cn(controlClass, error ? 'border-danger' : 'border-input')}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={pending}>
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
