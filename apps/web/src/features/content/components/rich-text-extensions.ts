import Highlight from '@tiptap/extension-highlight'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'

import { isAllowedLink } from '../rich-text-links'

/**
 * The editor's schema (spec: content-item modal and section 9). One shared array, so the editor
 * is not reconfigured on every render.
 */
export const richTextExtensions = [starterKit({ depth: 100, newGroupDelay: 500 }), Highlight, Image]

/**
 * The same schema without the editor's own undo history: co-edited, Yjs' undo manager takes
 * its place (each person undoes their own typing, not someone else's). Nor does it add an
 * empty last paragraph by itself: every editor open on the document would add its own.
 */
export const collabBaseExtensions = [starterKit(false), Highlight, Image]

function starterKit(undoRedo: { depth: number; newGroupDelay: number } | false) {
  return StarterKit.configure({
    ...(undoRedo ? {} : { trailingNode: false as const }),
    heading: { levels: [1, 2] },
    codeBlock: false,
    horizontalRule: false,
    undoRedo,
    underline: {},
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // TipTap's own list is the spec's list; this also refuses any scheme outside it.
      isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && isAllowedLink(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
    },
  })
}
