import { Editor } from '@tiptap/core'
import Collaboration from '@tiptap/extension-collaboration'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'

import { collabBaseExtensions, richTextExtensions } from '../components/rich-text-extensions'

import { seedUpdate } from './collab-seed'

const html =
  '<h2>Plan</h2><p>Some <strong>bold</strong>, <em>italic</em> and <a target="_blank" rel="noopener noreferrer nofollow" href="https://folio.dev">a link</a>.</p><ul><li><p>One</p></li><li><p>Two</p></li></ul><blockquote><p>Quoted<br>twice</p></blockquote>'

/** The HTML an editor bound to the document's `field` shows. */
function sharedHtml(doc: Y.Doc, field: string): string {
  const editor = new Editor({
    extensions: [...collabBaseExtensions, Collaboration.configure({ document: doc, field })],
  })
  const out = editor.getHTML()
  editor.destroy()
  return out
}

describe('the seed of a co-edited document', () => {
  it('holds each field as the editor would show its saved HTML', () => {
    const doc = new Y.Doc()
    Y.applyUpdate(
      doc,
      seedUpdate('item-1', 3, [
        { name: 'body', html },
        { name: 'intro', html: '' },
      ]),
    )
    const plain = new Editor({ extensions: richTextExtensions, content: html })
    expect(sharedHtml(doc, 'body')).toBe(plain.getHTML())
    expect(sharedHtml(doc, 'intro')).toBe('<p></p>')
    plain.destroy()
  })

  it('appears once when two people seed at the same moment, and deleted text stays deleted', () => {
    const fields = [{ name: 'body', html: '<p>Hello</p>' }]
    const a = new Y.Doc()
    const b = new Y.Doc()
    Y.applyUpdate(a, seedUpdate('item-1', 3, fields))
    Y.applyUpdate(b, seedUpdate('item-1', 3, fields))
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b))
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
    expect(a.getXmlFragment('body').toJSON()).toBe('<paragraph>Hello</paragraph>')
    expect(b.getXmlFragment('body').toJSON()).toBe('<paragraph>Hello</paragraph>')

    a.getXmlFragment('body').delete(0, 1)
    // A third person opens the item later and seeds again: nothing comes back.
    Y.applyUpdate(a, seedUpdate('item-1', 3, fields))
    expect(a.getXmlFragment('body').length).toBe(0)
  })

  it('is another seed for another version, so the two never clash', () => {
    const v3 = seedUpdate('item-1', 3, [{ name: 'body', html: '<p>Old</p>' }])
    const v4 = seedUpdate('item-1', 4, [{ name: 'body', html: '<p>New</p>' }])
    expect(Y.decodeUpdate(v3).structs[0]!.id.client).not.toBe(
      Y.decodeUpdate(v4).structs[0]!.id.client,
    )
  })
})
