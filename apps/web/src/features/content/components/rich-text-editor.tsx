import { EditorContent, useEditor } from '@tiptap/react'
import type { Editor } from '@tiptap/react'
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import type { Ref } from 'react'

import { proseClass } from './prose'
import { richTextExtensions } from './rich-text-extensions'
import { ImageUrlDialog, LinkDialog } from './rich-text-link-dialog'
import { RichTextToolbar } from './rich-text-toolbar'

import { MediaPicker } from '@/components/media/media-picker'
import { cn } from '@/lib/cn'

/**
 * A TipTap rich-text field. `value` is read once (remount with a new `key` to load other
 * content); every change reports `editor.getHTML()`.
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
}) {
  const [initial] = useState(value)
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
    extensions: richTextExtensions,
    content: initial,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML()),
  })
  useImperativeHandle(editorRef, () => editor, [editor])

  return (
    <div
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
