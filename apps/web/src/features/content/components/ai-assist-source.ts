import type { AiAssistResult } from '@folio/schema'
import { generateHTML, generateJSON, getHTMLFromFragment } from '@tiptap/core'
import type { Editor, JSONContent } from '@tiptap/core'
import { closeHistory } from '@tiptap/pm/history'

import { richTextExtensions } from './rich-text-extensions'

/** What an AI action works on, and how an accepted answer goes back into the field. */
export interface AiSource {
  /** The field's value, or the selected part of a rich-text field (HTML). */
  text: string
  format: 'text' | 'html'
  /** `selection`: only the selected text is sent and replaced. */
  scope: 'selection' | 'all'
  /**
   * Puts the accepted answer in the field. Returns how to take it back and the field's value
   * right after, so an "Undo AI change" can tell whether it still applies.
   */
  apply: (result: Pick<AiAssistResult, 'text' | 'format'>) => { undo: () => void; value: string }
}

type Answer = Pick<AiAssistResult, 'text' | 'format'>

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** An answer as HTML: plain text becomes paragraphs (blank lines) and line breaks. */
export function answerAsHtml({ text, format }: Answer): string {
  if (format === 'html') return text
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** An answer as one line of plain text (text inputs hold no markup and no line breaks). */
export function answerAsLine({ text, format }: Answer): string {
  const plain =
    format === 'html'
      ? (new DOMParser().parseFromString(text, 'text/html').body.textContent ?? '')
      : text
  return plain.replace(/\s+/g, ' ').trim()
}

/**
 * HTML through the editor's own schema: what the editor cannot hold (scripts, styles, event
 * attributes, links outside the allowed schemes) is dropped. The parse happens in an inert
 * document, so nothing in it runs or loads.
 */
const toEditorDoc = (html: string) => generateJSON(html, richTextExtensions) as JSONContent

/** Sanitised HTML of an answer, as the editor would hold it (for the preview). */
export const sanitiseAnswer = (answer: Answer): string =>
  generateHTML(toEditorDoc(answerAsHtml(answer)), richTextExtensions)

/** A plain text field: the whole value is sent and replaced. */
export function textSource(value: string, onChange: (value: string) => void): AiSource {
  return {
    text: value,
    format: 'text',
    scope: 'all',
    apply: (answer) => {
      const next = answerAsLine(answer)
      onChange(next)
      return { undo: () => onChange(value), value: next }
    },
  }
}

/**
 * A rich-text field: the selection if there is one (words inside one paragraph, or the whole
 * blocks a wider selection touches), otherwise everything. The answer goes in through TipTap in
 * its own history step, so Ctrl+Z and the Undo button take it back.
 */
export function richTextSource(editor: Editor): AiSource {
  const { doc, selection } = editor.state
  const { $from, $to } = selection
  const selected = !selection.empty && doc.textBetween(selection.from, selection.to, ' ').trim()
  const inline = Boolean(selected) && $from.sameParent($to) && $from.parent.isTextblock
  let range = { from: 0, to: doc.content.size }
  if (inline) range = { from: selection.from, to: selection.to }
  else if (selected) {
    range = {
      from: $from.depth > 0 ? $from.before(1) : selection.from,
      to: $to.depth > 0 ? $to.after(1) : selection.to,
    }
  }
  const all = range.from === 0 && range.to === doc.content.size

  return {
    text: all
      ? editor.getHTML()
      : getHTMLFromFragment(doc.slice(range.from, range.to).content, editor.schema),
    format: 'html',
    scope: all ? 'all' : 'selection',
    apply: (answer) => {
      const blocks = toEditorDoc(answerAsHtml(answer)).content ?? []
      const single = blocks.length === 1 ? blocks[0] : undefined
      // Words replaced inside a paragraph stay in it, not in a new paragraph of their own.
      const content = inline && single?.type === 'paragraph' ? (single.content ?? []) : blocks
      editor
        .chain()
        .focus()
        .command(({ tr }) => {
          // A history step of its own, even right after typing: one Undo takes it all back.
          closeHistory(tr)
          return true
        })
        .insertContentAt(range, content)
        .run()
      return { undo: () => editor.chain().focus().undo().run(), value: editor.getHTML() }
    },
  }
}
