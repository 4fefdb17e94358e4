import type { HocuspocusProvider } from '@hocuspocus/provider'
import { Extension } from '@tiptap/core'
import type { Plugin } from '@tiptap/pm/state'
import { yCursorPlugin } from '@tiptap/y-tiptap'

type Awareness = NonNullable<HocuspocusProvider['awareness']>

interface CursorUser {
  name?: unknown
  color?: unknown
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** A caret in the person's colour with their name above it, as Yjs' cursor plugin places it. */
function cursorBuilder(user: CursorUser): HTMLElement {
  const color =
    typeof user.color === 'string' && HEX_COLOUR.test(user.color) ? user.color : '#4338CA'
  const caret = document.createElement('span')
  caret.className = 'collab-caret'
  caret.setAttribute('data-collab-caret', '')
  Object.assign(caret.style, {
    position: 'relative',
    marginLeft: '-1px',
    marginRight: '-1px',
    borderLeft: `2px solid ${color}`,
    wordBreak: 'normal',
    pointerEvents: 'none',
  })
  const label = document.createElement('span')
  label.textContent = typeof user.name === 'string' ? user.name : ''
  Object.assign(label.style, {
    position: 'absolute',
    top: '-1.45em',
    left: '-2px',
    padding: '0 4px',
    borderRadius: '4px 4px 4px 0',
    backgroundColor: color,
    color: '#fff',
    fontSize: '12px',
    fontWeight: '600',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
    userSelect: 'none',
  })
  caret.append(label)
  return caret
}

/** Their selection, tinted in their colour. */
function selectionBuilder(user: CursorUser) {
  const color =
    typeof user.color === 'string' && HEX_COLOUR.test(user.color) ? user.color : '#4338CA'
  return { style: `background-color: ${color}33`, class: 'collab-selection' }
}

/**
 * Other people's carets and selections in one co-edited field. The fields share one document and
 * one awareness `cursor`: its positions point into one field's fragment, so only that field's
 * editor draws it, and an editor clears it on blur only while it is its own.
 */
export const CollabCursors = Extension.create<{ awareness: Awareness | null }>({
  name: 'collabCursors',
  addOptions() {
    return { awareness: null }
  },
  addProseMirrorPlugins() {
    if (!this.options.awareness) return []
    return [yCursorPlugin(this.options.awareness, { cursorBuilder, selectionBuilder }) as Plugin]
  },
})
