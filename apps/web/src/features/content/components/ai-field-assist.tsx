import { isRichTextEmpty } from '@folio/schema'
import { Undo2 } from 'lucide-react'
import { useRef, useState } from 'react'

import { useAiAssist } from '../use-ai-assist'
import type { AiAssistOptions } from '../use-ai-assist-options'

import { AiAssistDialog } from './ai-assist-dialog'
import { AiAssistMenu } from './ai-assist-menu'
import type { AiChoice } from './ai-assist-menu'
import type { AiSource } from './ai-assist-source'

/** What Accept did, until the field changes again. */
interface Applied {
  undo: () => void
  /** The field's value right after Accept: Undo AI change shows while it is unchanged. */
  value: string
}

/**
 * A field's AI menu, its preview dialog and, after Accept, an "Undo AI change" button. Renders
 * nothing without `options` (the assistant is unavailable, or the user is a viewer).
 */
export function AiFieldAssist({
  options,
  fieldLabel,
  format,
  value,
  source,
  offerSeo = false,
}: {
  options: AiAssistOptions | null | undefined
  fieldLabel: string
  format: 'text' | 'html'
  /** The field's current value (HTML for rich text). */
  value: string
  /** Read when an action is chosen: the value or selection to work on, and how to put text back. */
  source: () => AiSource | null
  offerSeo?: boolean
}) {
  const assist = useAiAssist()
  const [applied, setApplied] = useState<Applied | null>(null)
  // Accepting into rich text focuses the editor; closing the dialog must not steal it back.
  const keepFocus = useRef(false)
  if (!options) return null

  const { run } = assist
  const empty = format === 'html' ? isRichTextEmpty(value) : value.trim() === ''
  const choose = ({ action, label, targetLocale }: AiChoice) => {
    const from = source()
    if (!from) return
    assist.start({
      label,
      source: from,
      input: {
        action,
        text: from.text,
        format: from.format,
        ...(targetLocale ? { targetLocale } : {}),
        ...(action === 'seo-description' ? { context: options.item } : {}),
      },
    })
  }
  const accept = () => {
    if (run.phase !== 'done') return
    keepFocus.current = run.request.source.format === 'html'
    setApplied(run.request.source.apply(run.result))
    assist.close()
  }
  const undoable = applied !== null && applied.value === value

  return (
    <div className="flex items-center gap-1">
      {undoable && (
        <button
          type="button"
          onClick={() => {
            applied.undo()
            setApplied(null)
          }}
          className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <Undo2 className="size-3.5" aria-hidden="true" />
          Undo AI change
        </button>
      )}
      <span role="status" className="sr-only">
        {undoable ? `AI text inserted into ${fieldLabel}.` : ''}
      </span>
      <AiAssistMenu
        fieldLabel={fieldLabel}
        empty={empty}
        languages={options.languages}
        offerSeo={offerSeo}
        onChoose={choose}
      />
      <AiAssistDialog
        fieldLabel={fieldLabel}
        run={run}
        onSubmitPrompt={assist.submitPrompt}
        onRetry={assist.retry}
        onAccept={accept}
        onClose={assist.close}
        onCloseAutoFocus={(event) => {
          if (keepFocus.current) event.preventDefault()
          keepFocus.current = false
        }}
      />
    </div>
  )
}
