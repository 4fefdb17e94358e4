import { AI_PROMPT_MAX, aiPromptSchema } from '@folio/schema'
import { LoaderCircle, SendHorizontal, Square } from 'lucide-react'
import { useRef, useState } from 'react'

import type { SendResult } from './use-chat-session'

import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form-field'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'

/** The character count shows from here on. */
const COUNT_FROM = AI_PROMPT_MAX - 1000

export const DISCLAIMER = 'AI-generated content may not be accurate. Review before publishing.'

/**
 * The prompt box: Enter sends, Shift+Enter adds a line. Empty and too-long prompts are refused
 * here, before any request. While a reply is written, Send waits (with a spinner) and Stop ends
 * the reply.
 */
export function ChatComposer({
  busy,
  onSend,
  onStop,
}: {
  busy: boolean
  onSend: (prompt: string) => Promise<SendResult>
  onStop: () => void
}) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)

  const submit = () => {
    if (busy) return
    const parsed = aiPromptSchema.safeParse(value)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      field.current?.focus()
      return
    }
    setError(null)
    setValue('')
    void onSend(parsed.data).then((result) => {
      // Refused before the reply started: the prompt comes back, ready to send again.
      if (result === 'refused') setValue((current) => current || value)
    })
  }

  const count = value.length
  const describedBy = [
    error && 'ai-prompt-error',
    count >= COUNT_FROM && 'ai-prompt-count',
    'ai-prompt-hint',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <form
      noValidate
      aria-label="Send a prompt"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      className="border-t border-border p-3 sm:p-4"
    >
      <label htmlFor="ai-prompt" className="sr-only">
        Prompt
      </label>
      <textarea
        ref={field}
        id="ai-prompt"
        rows={3}
        value={value}
        placeholder="Ask the assistant to draft, outline or rewrite…"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setValue(event.target.value)
          if (error) setError(null)
        }}
        onKeyDown={(event) => {
          // Enter sends; Shift+Enter (and Enter while composing accented text) adds to the text.
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
          event.preventDefault()
          submit()
        }}
        className={cn(
          controlClass,
          'max-h-60 min-h-20 resize-y',
          error ? 'border-danger' : 'border-input',
        )}
      />
      {error && (
        <p id="ai-prompt-error" role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id="ai-prompt-hint" className="text-xs text-muted-foreground max-sm:sr-only">
          Enter to send, Shift+Enter for a new line.
        </p>
        <div className="ml-auto flex items-center gap-2">
          {count >= COUNT_FROM && (
            <p
              id="ai-prompt-count"
              aria-live="polite"
              className={cn(
                'text-xs tabular-nums',
                count > AI_PROMPT_MAX ? 'font-semibold text-danger' : 'text-muted-foreground',
              )}
            >
              {formatNumber(count)} / {formatNumber(AI_PROMPT_MAX)}
            </p>
          )}
          {busy && (
            <Button variant="secondary" size="sm" onClick={onStop}>
              <Square className="size-3.5 fill-current" aria-hidden="true" />
              Stop
            </Button>
          )}
          <Button type="submit" size="sm" disabled={busy} aria-label={busy ? 'Sending' : 'Send'}>
            {busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <SendHorizontal className="size-4" aria-hidden="true" />
            )}
            Send
          </Button>
        </div>
      </div>
      <p className="mt-2 text-center text-xs text-muted-foreground">{DISCLAIMER}</p>
    </form>
  )
}
