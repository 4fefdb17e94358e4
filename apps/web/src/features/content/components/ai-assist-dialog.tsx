import { aiProviderLabels } from '@folio/schema'
import type { AiAssistResult } from '@folio/schema'
import { Check, LoaderCircle, RotateCw, Sparkles } from 'lucide-react'
import { useState } from 'react'

import type { AiRequest, AiRun } from '../use-ai-assist'

import { answerAsLine, sanitiseAnswer } from './ai-assist-source'
import { proseClass } from './prose'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { TextAreaField } from '@/components/ui/form-field'

function PromptForm({
  error,
  onSubmit,
  onCancel,
}: {
  error: string | null
  onSubmit: (prompt: string) => void
  onCancel: () => void
}) {
  const [prompt, setPrompt] = useState('')
  return (
    <form
      noValidate
      aria-label="Draft prompt"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(prompt)
      }}
    >
      <TextAreaField
        id="ai-draft-prompt"
        label="What should the AI write?"
        rows={4}
        placeholder="A friendly introduction to our spring collection, two short paragraphs"
        hint="Describe the text: topic, tone, length. The result replaces what the field holds once you accept it."
        value={prompt}
        error={error ?? undefined}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">
          <Sparkles className="size-4" aria-hidden="true" />
          Generate
        </Button>
      </DialogActions>
    </form>
  )
}

/** The proposed text, sanitised as the editor would hold it, with Accept, Try again, Discard. */
function Proposal({
  request,
  result,
  onRetry,
  onAccept,
  onDiscard,
}: {
  request: AiRequest
  result: AiAssistResult
  onRetry: () => void
  onAccept: () => void
  onDiscard: () => void
}) {
  const html = request.source.format === 'html'
  const preview = html ? sanitiseAnswer(result) : answerAsLine(result)
  const empty = html
    ? preview.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(preview)
    : preview === ''
  return (
    <>
      <section
        aria-label="Proposed text"
        className="max-h-[50vh] overflow-y-auto rounded-lg border border-border bg-surface p-4"
      >
        {empty ? (
          <p className="text-sm text-muted-foreground">The AI answered with no text.</p>
        ) : html ? (
          <div className={proseClass} dangerouslySetInnerHTML={{ __html: preview }} />
        ) : (
          <p className="text-sm whitespace-pre-wrap">{preview}</p>
        )}
      </section>
      <p className="mt-2 text-xs text-muted-foreground">
        {request.source.scope === 'selection'
          ? 'Accept replaces the selected text.'
          : 'Accept replaces the whole field.'}{' '}
        Written by {aiProviderLabels[result.provider]} {result.model}.
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
        <Button onClick={onAccept} disabled={empty}>
          <Check className="size-4" aria-hidden="true" />
          Accept
        </Button>
      </DialogActions>
    </>
  )
}

/**
 * The AI action's dialog: the prompt (for a draft), a spinner with Cancel, the error, or the
 * proposed text with Accept, Try again and Discard. Only Accept touches the field.
 */
export function AiAssistDialog({
  fieldLabel,
  run,
  onSubmitPrompt,
  onRetry,
  onAccept,
  onClose,
  onCloseAutoFocus,
}: {
  fieldLabel: string
  run: AiRun
  onSubmitPrompt: (prompt: string) => void
  onRetry: () => void
  onAccept: () => void
  onClose: () => void
  onCloseAutoFocus?: (event: Event) => void
}) {
  const open = run.phase !== 'idle'
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          title={`${run.request.label}: ${fieldLabel}`}
          description="AI-generated content may not be accurate. Review before publishing."
          size="lg"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {run.phase === 'prompt' && (
            <PromptForm error={run.error} onSubmit={onSubmitPrompt} onCancel={onClose} />
          )}
          {run.phase === 'working' && (
            <>
              <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
                <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                <p role="status">Working on it...</p>
              </div>
              <DialogActions>
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
              </DialogActions>
            </>
          )}
          {run.phase === 'failed' && (
            <>
              <Alert title="The AI could not do this">{run.message}</Alert>
              <DialogActions>
                <Button variant="secondary" onClick={onClose}>
                  Discard
                </Button>
                <Button onClick={onRetry}>
                  <RotateCw className="size-4" aria-hidden="true" />
                  Try again
                </Button>
              </DialogActions>
            </>
          )}
          {run.phase === 'done' && (
            <Proposal
              request={run.request}
              result={run.result}
              onRetry={onRetry}
              onAccept={onAccept}
              onDiscard={onClose}
            />
          )}
        </DialogContent>
      )}
    </Dialog>
  )
}
