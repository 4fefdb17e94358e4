import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Highlighter,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { useState } from 'react'
import type { KeyboardEvent } from 'react'

import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'

/** What a button may ask of the editor around the toolbar. */
interface ToolbarContext {
  /** Opens the media picker (which also offers typing a URL). */
  chooseImage: () => void
  /** Opens the link dialog for the selection. */
  editLink: () => void
}

interface ToolbarButton {
  label: string
  icon: LucideIcon
  /** Marks and blocks report whether they apply to the selection (aria-pressed). */
  active?: (editor: Editor) => boolean
  enabled?: (editor: Editor) => boolean
  run: (editor: Editor, context: ToolbarContext) => void
}

const groups: ToolbarButton[][] = [
  [
    {
      label: 'Bold',
      icon: Bold,
      active: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      label: 'Italic',
      icon: Italic,
      active: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      label: 'Underline',
      icon: Underline,
      active: (e) => e.isActive('underline'),
      run: (e) => e.chain().focus().toggleUnderline().run(),
    },
    {
      label: 'Strikethrough',
      icon: Strikethrough,
      active: (e) => e.isActive('strike'),
      run: (e) => e.chain().focus().toggleStrike().run(),
    },
    {
      label: 'Highlight',
      icon: Highlighter,
      active: (e) => e.isActive('highlight'),
      run: (e) => e.chain().focus().toggleHighlight().run(),
    },
  ],
  [
    {
      label: 'Heading 1',
      icon: Heading1,
      active: (e) => e.isActive('heading', { level: 1 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
    },
    {
      label: 'Heading 2',
      icon: Heading2,
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Bullet list',
      icon: List,
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'Ordered list',
      icon: ListOrdered,
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      label: 'Quote',
      icon: Quote,
      active: (e) => e.isActive('blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    {
      label: 'Inline code',
      icon: Code,
      active: (e) => e.isActive('code'),
      run: (e) => e.chain().focus().toggleCode().run(),
    },
  ],
  [
    {
      label: 'Link',
      icon: Link2,
      active: (e) => e.isActive('link'),
      run: (_editor, context) => context.editLink(),
    },
    { label: 'Image', icon: ImagePlus, run: (_editor, context) => context.chooseImage() },
  ],
  [
    {
      label: 'Undo',
      icon: Undo2,
      enabled: (e) => e.can().undo(),
      run: (e) => e.chain().focus().undo().run(),
    },
    {
      label: 'Redo',
      icon: Redo2,
      enabled: (e) => e.can().redo(),
      run: (e) => e.chain().focus().redo().run(),
    },
  ],
]

const buttons = groups.flat()
/** Where each group starts in `buttons`. */
const groupStarts = groups.map((_, index) =>
  groups.slice(0, index).reduce((sum, group) => sum + group.length, 0),
)

/**
 * The toolbar is one tab stop (WAI-ARIA toolbar): arrow keys, Home and End move between its
 * buttons, and Tab leaves it for the text.
 */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End']
  if (!keys.includes(event.key)) return
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  ]
  const index = items.indexOf(document.activeElement as HTMLButtonElement)
  const last = items.length - 1
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : index >= last
            ? 0
            : index + 1
  items[next]?.focus()
  event.preventDefault()
}

/** Formatting buttons above a rich-text field. */
export function RichTextToolbar({
  editor,
  label,
  controls,
  onChooseImage,
  onEditLink,
}: {
  editor: Editor
  label: string
  controls: string
  onChooseImage: () => void
  onEditLink: () => void
}) {
  const context: ToolbarContext = { chooseImage: onChooseImage, editLink: onEditLink }
  // The one button Tab reaches: the last one focused, or the first enabled one.
  const [current, setCurrent] = useState(buttons[0]?.label)
  // Re-render on selection changes only with the flags the buttons show.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      buttons.map((button) => ({
        active: button.active?.(current) ?? null,
        enabled: button.enabled?.(current) ?? true,
      })),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  })
  const usable = (index: number) => (state[index]?.enabled ?? true) && editor.isEditable
  const currentIndex = buttons.findIndex((button) => button.label === current)
  const tabStop =
    currentIndex >= 0 && usable(currentIndex)
      ? currentIndex
      : buttons.findIndex((_, index) => usable(index))

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={controls}
      onKeyDown={onToolbarKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-surface px-1.5 py-1"
    >
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} className="flex items-center gap-0.5">
          {groupIndex > 0 && <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />}
          {group.map((button, buttonIndex) => {
            const index = (groupStarts[groupIndex] ?? 0) + buttonIndex
            const flags = state[index] ?? {
              active: null,
              enabled: true,
            }
            const Icon = button.icon
            return (
              <Tooltip key={button.label} label={button.label} side="top">
                <button
                  type="button"
                  aria-label={button.label}
                  aria-pressed={flags.active ?? undefined}
                  disabled={!flags.enabled || !editor.isEditable}
                  tabIndex={index === tabStop ? 0 : -1}
                  onFocus={() => setCurrent(button.label)}
                  // Keep the focus (and selection) in the text: a click formats where you type.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => button.run(editor, context)}
                  className={cn(
                    'grid size-8 place-items-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40',
                    flags.active && 'bg-primary-soft text-primary-text hover:bg-primary-soft',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                </button>
              </Tooltip>
            )
          })}
        </div>
      ))}
    </div>
  )
}
