import type { Editor } from '@tiptap/react'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'

import { disallowedLinkMessage, isImageUrl, normaliseLink } from '../rich-text-links'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { controlProps, Field } from '@/components/ui/form-field'

/** The words a refused address gets, naming its scheme. */
export function refusedLinkMessage(url: string): string {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  const why = scheme
    ? `“${scheme}:” links are not allowed: they could run code or open other apps. `
    : ''
  return `${why}${disallowedLinkMessage}.`
}

/** Back to the text once a dialog closes, where the formatting was asked for. */
const backToEditor = (editor: Editor) => (event: Event) => {
  event.preventDefault()
  editor.commands.focus()
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId()
  const attributes = editor.getAttributes('link') as { href?: string; target?: string | null }
  const { from, to, empty } = editor.state.selection
  const selected = editor.state.doc.textBetween(from, to, ' ')
  const [url, setUrl] = useState(attributes.href ?? '')
  const [text, setText] = useState(selected)
  const [newTab, setNewTab] = useState(attributes.href ? attributes.target === '_blank' : true)
  const [error, setError] = useState<string | undefined>()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // React sends a portal's events up its component tree: not to the item form around the editor.
    event.stopPropagation()
    if (url.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run()
      onDone()
      return
    }
    const href = normaliseLink(url)
    if (!href) {
      setError(refusedLinkMessage(url))
      return
    }
    // The same tab is written out: a link without a target opens in a new one.
    const link = { href, target: newTab ? '_blank' : '_self' }
    const words = text.trim()
    if (words && (empty || words !== selected)) {
      // New words, or none selected: the words (or the address) become the linked text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: words, marks: [{ type: 'link', attrs: link }] })
        .run()
    } else if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url.trim(), marks: [{ type: 'link', attrs: link }] })
        .run()
    } else {
      editor.chain().focus().extendMarkRange('link').setLink(link).run()
    }
    onDone()
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        id={`${id}-url`}
        label="URL"
        error={error}
        hint="A web address, a /path on this site or an email address. Leave empty to remove the link."
      >
        <input
          {...controlProps({
            id: `${id}-url`,
            label: 'URL',
            error,
            hint: 'A web address, a /path on this site or an email address. Leave empty to remove the link.',
          })}
          type="text"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value)
            setError(undefined)
          }}
        />
      </Field>
      <Field id={`${id}-text`} label="Text" hint="Shown in place of the address.">
        <input
          {...controlProps({
            id: `${id}-text`,
            label: 'Text',
            hint: 'Shown in place of the address.',
          })}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Checkbox
        id={`${id}-tab`}
        label="Open in a new tab"
        checked={newTab}
        onChange={(event) => setNewTab(event.target.checked)}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">{attributes.href ? 'Update link' : 'Add link'}</Button>
      </DialogActions>
    </form>
  )
}

/** The toolbar's Link button: address, words and new tab for the selection. */
export function LinkDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="Link" size="sm" onCloseAutoFocus={backToEditor(editor)}>
          <LinkForm editor={editor} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function ImageForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId()
  const [url, setUrl] = useState('')
  const [alt, setAlt] = useState('')
  const [error, setError] = useState<string | undefined>()
  const altHint = 'Describes the image to people who cannot see it.'

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // React sends a portal's events up its component tree: not to the item form around the editor.
    event.stopPropagation()
    if (!isImageUrl(url)) {
      setError('Enter an image URL starting with http:// or https://, or a /path on this site.')
      return
    }
    editor.chain().focus().setImage({ src: url.trim(), alt: alt.trim() }).run()
    onDone()
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field id={`${id}-url`} label="Image URL" error={error}>
        <input
          {...controlProps({ id: `${id}-url`, label: 'Image URL', error })}
          type="text"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/photo.jpg"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value)
            setError(undefined)
          }}
        />
      </Field>
      <Field id={`${id}-alt`} label="Alt text" hint={altHint}>
        <input
          {...controlProps({ id: `${id}-alt`, label: 'Alt text', hint: altHint })}
          type="text"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
      </Field>
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">Insert image</Button>
      </DialogActions>
    </form>
  )
}

/** The media picker's "Use a URL instead": an image from anywhere, by address, with alt text. */
export function ImageUrlDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="Image from a URL" size="sm" onCloseAutoFocus={backToEditor(editor)}>
          <ImageForm editor={editor} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  )
}
