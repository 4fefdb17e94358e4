import { aiAssistInputSchema, aiPromptSchema } from '@folio/schema'
import type { AiAssistInput, AiAssistResult } from '@folio/schema'
import { useEffect, useRef, useState } from 'react'

import { requestAiAssist } from './api/ai-assist'
import type { AiSource } from './components/ai-assist-source'

import { errorMessage } from '@/lib/api-client'

/** One AI action on one field, as chosen from the menu. */
export interface AiRequest {
  /** How the dialog names it: "Rewrite", "Translate into French". */
  label: string
  input: AiAssistInput
  source: AiSource
}

export type AiRun =
  | { phase: 'idle' }
  /** Draft from a prompt: waiting for the prompt. */
  | { phase: 'prompt'; request: AiRequest; error: string | null }
  | { phase: 'working'; request: AiRequest }
  | { phase: 'failed'; request: AiRequest; message: string }
  | { phase: 'done'; request: AiRequest; result: AiAssistResult }

/**
 * Runs AI actions for a field: ask (for a draft, the prompt first), wait, then a result to
 * accept or discard. Cancel and close abort the call; a late answer is ignored.
 */
export function useAiAssist() {
  const [run, setRun] = useState<AiRun>({ phase: 'idle' })
  const pending = useRef<AbortController | null>(null)

  const abort = () => {
    pending.current?.abort()
    pending.current = null
  }
  useEffect(() => abort, [])

  const execute = (request: AiRequest) => {
    abort()
    const parsed = aiAssistInputSchema.safeParse(request.input)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'This action cannot run on this field.'
      return setRun({ phase: 'failed', request, message })
    }
    const controller = new AbortController()
    pending.current = controller
    setRun({ phase: 'working', request })
    requestAiAssist(request.input, controller.signal).then(
      (result) => {
        if (pending.current !== controller) return
        pending.current = null
        setRun({ phase: 'done', request, result })
      },
      (error: unknown) => {
        if (pending.current !== controller) return
        pending.current = null
        setRun({ phase: 'failed', request, message: errorMessage(error, 'The AI request failed.') })
      },
    )
  }

  return {
    run,
    start: (request: AiRequest) => {
      if (request.input.action === 'draft' && !request.input.prompt) {
        abort()
        setRun({ phase: 'prompt', request, error: null })
      } else execute(request)
    },
    submitPrompt: (prompt: string) => {
      if (run.phase !== 'prompt') return
      const parsed = aiPromptSchema.safeParse(prompt)
      if (!parsed.success) {
        return setRun({ ...run, error: parsed.error.issues[0]?.message ?? null })
      }
      execute({ ...run.request, input: { ...run.request.input, prompt: parsed.data } })
    },
    retry: () => {
      if (run.phase === 'failed' || run.phase === 'done') execute(run.request)
    },
    close: () => {
      abort()
      setRun({ phase: 'idle' })
    },
  }
}
