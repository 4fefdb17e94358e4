import { FIELD_ATTRIBUTE, type FocusMessage } from './protocol.js'

const OUTLINE = '2px dashed #6366f1'

/** The nearest element (itself included) that names a field. */
function fieldElementOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null
  return target.closest<HTMLElement>(`[${FIELD_ATTRIBUTE}]`)
}

/**
 * The document listeners while framed: a click on what a field shows posts `folio:focus` (and
 * does not follow a link: the frame would leave the page being previewed); hovering such an
 * element outlines it. Outlines go through the element's style object, which a site's
 * Content-Security-Policy allows where an injected stylesheet may be refused.
 */
export function installFieldClicks(post: (message: FocusMessage) => void): () => void {
  const outlined = new Map<HTMLElement, string>()

  const onClick = (event: MouseEvent) => {
    const element = fieldElementOf(event.target)
    const path = element?.getAttribute(FIELD_ATTRIBUTE)
    if (!element || !path) return
    if (event.target instanceof Element && event.target.closest('a[href]')) {
      event.preventDefault()
    }
    post({ type: 'folio:focus', path })
  }
  const onOver = (event: MouseEvent) => {
    const element = fieldElementOf(event.target)
    if (!element || outlined.has(element)) return
    outlined.set(element, element.style.outline)
    element.style.outline = OUTLINE
    element.style.outlineOffset = '2px'
  }
  const onOut = (event: MouseEvent) => {
    const element = fieldElementOf(event.target)
    if (!element) return
    // Moving onto a child of the element stays inside it.
    if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return
    restore(element)
  }
  const restore = (element: HTMLElement) => {
    const previous = outlined.get(element)
    if (previous === undefined) return
    element.style.outline = previous
    element.style.outlineOffset = ''
    outlined.delete(element)
  }

  document.addEventListener('click', onClick, true)
  document.addEventListener('mouseover', onOver, true)
  document.addEventListener('mouseout', onOut, true)
  return () => {
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('mouseover', onOver, true)
    document.removeEventListener('mouseout', onOut, true)
    for (const element of [...outlined.keys()]) restore(element)
  }
}
