import Highlight from '@tiptap/extension-highlight'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'

import { isAllowedLink } from '../rich-text-links'

/**
 * The editor's schema (spec: content-item modal and section 9). One shared array, so the editor
 * is not reconfigured on every render.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2] },
    codeBlock: false,
    horizontalRule: false,
    undoRedo: { depth: 100, newGroupDelay: 500 },
    underline: {},
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // TipTap's own list is the spec's list; this also refuses any scheme outside it.
      isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && isAllowedLink(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
    },
  }),
  Highlight,
  Image,
]
