import type { InboxMessage } from '@folio/schema'

/** How much of the message a reply quotes: mail apps refuse very long mailto: links. */
const QUOTE_CHARS = 500

/**
 * A `mailto:` link answering a contact message: to its sender, with the subject filled in and
 * the message quoted. Every part is encoded, so an address or text cannot add fields of its own.
 */
export function replyLink(message: InboxMessage, siteName: string): string {
  const quoted =
    message.message.length > QUOTE_CHARS
      ? `${message.message.slice(0, QUOTE_CHARS - 1)}…`
      : message.message
  const body = `\n\n${message.name} wrote:\n${quoted
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}`
  const to = encodeURIComponent(message.email).replace('%40', '@')
  const subject = encodeURIComponent(`Re: Your message to ${siteName}`)
  return `mailto:${to}?subject=${subject}&body=${encodeURIComponent(body)}`
}
