import { vi } from 'vitest'

/**
 * Gives jsdom a clipboard (it has none) whose `writeText` is a mock, to assert on what was
 * copied. Pass a rejecting `write` to act as a browser that blocks the copy.
 */
export function stubClipboard(write: (text: string) => Promise<void> = () => Promise.resolve()) {
  const writeText = vi.fn(write)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return writeText
}
