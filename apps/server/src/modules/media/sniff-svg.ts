/** Bytes of text looked at: SVG has no magic number, only an `<svg` root near the start. */
const SVG_SNIFF_BYTES = 4100

/**
 * Optional BOM, XML declaration, comments, processing instructions and a doctype (with an
 * internal subset), then the `<svg` root element.
 */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<\?[^>]*\?>\s*|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg(?=[\s>/])/i

/** Whether the text of the head is an SVG document. */
export function isSvg(head: Buffer): boolean {
  const start = head.subarray(0, SVG_SNIFF_BYTES)
  // Text has no NUL bytes; this also keeps binary files from being decoded as text.
  if (start.includes(0)) return false
  return SVG_START.test(start.toString('utf8'))
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)
  return match ? (match[1] ?? match[2]) : undefined
}

/** A length in pixels (`120`, `120px`, `120.5`); percentages and font units say nothing. */
function pixels(value: string | undefined): number | null {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value)
  if (!match) return null
  const rounded = Math.round(Number(match[1]))
  return rounded > 0 ? rounded : null
}

/** An SVG's size from its root's width and height, or its viewBox; nulls when it has neither. */
export function svgSize(head: Buffer): { width: number | null; height: number | null } {
  const text = head.subarray(0, 64 * 1024).toString('utf8')
  const tag = /<svg[\s>/][^>]*>?/i.exec(text)?.[0] ?? ''
  let width = pixels(attribute(tag, 'width'))
  let height = pixels(attribute(tag, 'height'))
  const viewBox = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    const [, , boxWidth, boxHeight] = viewBox as [number, number, number, number]
    if (width === null && height === null && boxWidth > 0 && boxHeight > 0) {
      width = Math.round(boxWidth)
      height = Math.round(boxHeight)
    }
  }
  return width !== null && height !== null ? { width, height } : { width: null, height: null }
}
