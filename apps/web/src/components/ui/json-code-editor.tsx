import { json, jsonParseLinter } from '@codemirror/lang-json'
import { linter, lintGutter } from '@codemirror/lint'
import { Compartment, EditorState } from '@codemirror/state'
import { EditorView, lineNumbers, placeholder as placeholderText } from '@codemirror/view'
import { minimalSetup } from 'codemirror'
import { useEffect, useRef } from 'react'

import { cn } from '@/lib/cn'

const theme = EditorView.theme({
  '&': { fontSize: '13px', backgroundColor: 'transparent' },
  '&.cm-focused': { outline: 'none' },
  '.cm-content': { fontFamily: 'var(--font-mono, ui-monospace, monospace)', padding: '8px 0' },
  '.cm-gutters': { backgroundColor: 'transparent', border: 'none' },
  '.cm-scroller': { overflow: 'auto' },
})

/**
 * CodeMirror 6 with JSON highlighting and lint markers at the spot that does not parse. The
 * editable area carries `id` and the ARIA attributes, so labels and focus work as on an input.
 */
export function JsonCodeEditor({
  id,
  value,
  onChange,
  invalid = false,
  describedBy,
  labelledBy,
  placeholder,
  minLines = 4,
  className,
  attributes,
}: {
  id: string
  value: string
  onChange: (text: string) => void
  invalid?: boolean
  describedBy?: string | undefined
  labelledBy?: string | undefined
  placeholder?: string
  minLines?: number
  className?: string
  /** More attributes for the editable area (e.g. `data-field-path`). */
  attributes?: Record<string, string>
}) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const change = useRef(onChange)
  useEffect(() => {
    change.current = onChange
  })
  const attrs = useRef<Compartment | null>(null)
  const contentAttributes = EditorView.contentAttributes.of({
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...attributes,
  })
  const attributesKey = JSON.stringify([id, labelledBy, describedBy, invalid, attributes])

  useEffect(() => {
    if (!host.current) return
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          minimalSetup,
          lineNumbers(),
          json(),
          linter(jsonParseLinter(), { delay: 300 }),
          lintGutter(),
          theme,
          EditorView.lineWrapping,
          placeholderText(placeholder ?? ''),
          (attrs.current = new Compartment()).of(contentAttributes),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) change.current(update.state.doc.toString())
          }),
        ],
      }),
    })
    view.current = editor
    return () => {
      editor.destroy()
      view.current = null
    }
    // Made once: recreating it while someone types would lose their cursor. Attributes and text
    // follow through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (view.current && attrs.current) {
      view.current.dispatch({ effects: attrs.current.reconfigure(contentAttributes) })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attributesKey])

  useEffect(() => {
    const editor = view.current
    if (!editor) return
    const current = editor.state.doc.toString()
    if (current !== value) {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } })
    }
  }, [value])

  return (
    <div
      ref={host}
      className={cn(
        'overflow-hidden rounded-lg border bg-card focus-within:outline-2 focus-within:outline-ring',
        invalid ? 'border-danger' : 'border-input',
        className,
      )}
      style={{ minHeight: `${minLines * 1.45 + 1}rem` }}
    />
  )
}
