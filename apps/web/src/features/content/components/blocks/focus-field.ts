import { useLayoutEffect } from 'react'
import { flushSync } from 'react-dom'

/**
 * Entry cards that can be collapsed register how to open themselves under their path
 * (`sections[3]`), so a click in the live preview can reach a field inside a collapsed block.
 */
const openers = new Map<string, () => void>()

/** Registers an entry card's opener under its current path while it is mounted. */
export function useEntryOpener(path: string, open: () => void) {
  useLayoutEffect(() => {
    openers.set(path, open)
    return () => {
      if (openers.get(path) === open) openers.delete(path)
    }
  }, [path, open])
}

/** `data.sections[3].cta.url` and `sections[3].cta.url` alike, without the `data.` prefix. */
function valuePath(path: string): string {
  return path.startsWith('data.') ? path.slice('data.'.length) : path
}

/** Every entry on the way to a field: `a[1].b[2].c` → `a[1]`, `a[1].b[2]`. */
export function entryPathsOf(path: string): string[] {
  const paths: string[] = []
  for (let index = path.indexOf(']'); index !== -1; index = path.indexOf(']', index + 1)) {
    paths.push(path.slice(0, index + 1))
  }
  return paths
}

const focusableSelector =
  'input:not([type="hidden"]), textarea, select, button, [contenteditable="true"], [tabindex]:not([tabindex="-1"])'

/** A value for a quoted attribute selector: `"` and `\` escaped. */
export function attributeValue(value: string): string {
  return value.replace(/["\\]/g, '\\$&')
}

/** The element that holds the input of a path (the input itself when it can take focus). */
export function findFieldElement(path: string): HTMLElement | null {
  const inner = valuePath(path)
  const marked =
    document.querySelector<HTMLElement>(`[data-field-path="${attributeValue(`data.${inner}`)}"]`) ??
    document.getElementById(`field-${inner}`)
  if (!marked) return null
  if (marked.matches(focusableSelector)) return marked
  return marked.querySelector<HTMLElement>(focusableSelector) ?? marked
}

/**
 * Moves focus to the input of a field given by its path in the item's data
 * (`sections[3].heading`, with or without `data.`): opens the collapsed entries on the way,
 * scrolls the input into view and focuses it. Returns whether an input was found. The live
 * preview calls it when the site reports a click on a `data-folio-field` element.
 */
export function focusFieldByPath(path: string): boolean {
  const inner = valuePath(path)
  for (const entryPath of entryPathsOf(inner)) {
    const open = openers.get(entryPath)
    // Synchronously, so the entry's inner entries have registered before the next one opens.
    if (open) flushSync(open)
  }
  const element = findFieldElement(inner)
  if (!element) return false
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
  element.focus({ preventScroll: true })
  return true
}
