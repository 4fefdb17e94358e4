import Collaboration from '@tiptap/extension-collaboration'
import { EditorContent, useEditor } from '@tiptap/react'
import type { Editor } from '@tiptap/react'
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import type { Ref } from 'react'

import { CollabCursors } from '../collab/collab-cursors'
import type { CollabSession } from '../collab/use-collab-session'

import { proseClass } from './prose'
import { collabBaseExtensions, richTextExtensions } from './rich-text-extensions'
import { ImageUrlDialog, LinkDialog } from './rich-text-link-dialog'
import { RichTextToolbar } from './rich-text-toolbar'

import { MediaPicker } from '@/components/media/media-picker'
import { cn } from '@/lib/cn'

/**
 * A TipTap rich-text field. `value` is read once (remount with a new `key` to load other
 * content); every change reports `editor.getHTML()`. With `collab`, the text is the field's
 * fragment of the item's shared Yjs document instead: everyone editing the item types in it
 * together, sees the others' carets, and undoes only their own changes.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid = false,
  describedBy,
  readOnly = false,
  editorRef,
  collab,
}: {
  id: string
  /** The field's name: the editor's accessible name. */
  label: string
  value: string
  onChange: (html: string) => void
  invalid?: boolean
  describedBy?: string | undefined
  readOnly?: boolean
  /** Receives the TipTap editor, for actions outside it (the field's AI menu). */
  editorRef?: Ref<Editor | null>
  /** The live co-editing session and this field's name in it; read once, like `value`. */
  collab?: { session: CollabSession; field: string } | undefined
}) {
  const [initial] = useState(value)
  const [shared] = useState(collab)
  // Built once: the editor is not reconfigured while it lives.
  const [extensions] = useState(() =>
    shared
      ? [
          ...collabBaseExtensions,
          Collaboration.configure({ document: shared.session.doc, field: shared.field }),
          CollabCursors.configure({ awareness: shared.session.provider.awareness }),
        ]
      : richTextExtensions,
  )
  const [pickingImage, setPickingImage] = useState(false)
  const [imageByUrl, setImageByUrl] = useState(false)
  const [editingLink, setEditingLink] = useState(false)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  // Stable props: a new object each render would make TipTap reset the view while typing.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: cn(proseClass, 'min-h-[200px] px-3.5 py-3 focus:outline-none'),
      },
    }),
    [id, label, describedBy, invalid, readOnly],
  )

  const editor = useEditor({
    extensions,
    // Co-edited, the text comes from the shared document.
    ...(shared ? {} : { content: initial }),
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML()),
  })
  useImperativeHandle(editorRef, () => editor, [editor])

  return (
    <div
      data-co-edited={shared ? 'true' : undefined}
      className={cn(
        'overflow-hidden rounded-lg border bg-background shadow-sm transition-colors focus-within:border-transparent focus-within:outline-2 focus-within:outline-ring',
        invalid ? 'border-danger' : 'border-input',
      )}
    >
      <RichTextToolbar
        editor={editor}
        label={label}
        controls={id}
        onChooseImage={() => setPickingImage(true)}
        onEditLink={() => setEditingLink(true)}
      />
      <EditorContent editor={editor} />
      <MediaPicker
        open={pickingImage}
        onOpenChange={setPickingImage}
        type="image"
        title="Insert an image"
        askAltText
        onChoose={({ src, alt }) => editor.chain().focus().setImage({ src, alt }).run()}
        onUseUrl={() => {
          setPickingImage(false)
          setImageByUrl(true)
        }}
      />
      <LinkDialog editor={editor} open={editingLink} onOpenChange={setEditingLink} />
      <ImageUrlDialog editor={editor} open={imageByUrl} onOpenChange={setImageByUrl} />
    </div>
  )
}
