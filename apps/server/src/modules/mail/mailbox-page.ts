import type { OutboxMessage } from './mail-outbox.repository.js'
import { escapeHtml } from '../../lib/html.js'

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1c1c1e; background: #f5f5f7; }
  header { background: #1c1c1e; color: #fff; padding: 12px 24px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 960px; margin: 24px auto; padding: 0 16px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 8px; overflow: hidden; }
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e5e5ea; }
  th { font-size: 13px; color: #6e6e73; }
  td a { color: #0a84ff; }
  .meta { background: #fff; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
  iframe { width: 100%; height: 520px; border: 1px solid #e5e5ea; border-radius: 8px; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; padding: 12px 16px; border-radius: 8px; }
  .empty { background: #fff; padding: 24px; border-radius: 8px; text-align: center; color: #6e6e73; }
`

/**
 * The mailbox's pages and the messages framed in them (a `srcdoc` frame inherits the policy)
 * run no script; styles are inline, in the page and in the messages.
 */
export const MAILBOX_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><a href="/dev/mailbox">Folio mailbox</a> · development only: emails are kept here instead of being sent</header>
<main>${body}</main></body></html>`
}

/** The list of kept messages, newest first. */
export function mailboxListPage(messages: OutboxMessage[]): string {
  if (!messages.length) {
    return page('Mailbox', '<h1>Mailbox</h1><p class="empty">No messages yet.</p>')
  }
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(new Date(m.created_at).toLocaleString('en-GB'))}</td>
<td>${escapeHtml(m.to)}</td>
<td><a href="/dev/mailbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td>
<td>${escapeHtml(m.kind)}</td></tr>`,
    )
    .join('\n')
  return page(
    'Mailbox',
    `<h1>Mailbox</h1><table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead>
<tbody>${rows}</tbody></table>`,
  )
}

/** One message: its HTML in a sandboxed frame (links open in this tab) and its text. */
export function mailboxMessagePage(message: OutboxMessage): string {
  const html = message.html.replace('<head>', '<head><base target="_top">')
  return page(
    message.subject,
    `<p><a href="/dev/mailbox">← All messages</a></p>
<div class="meta"><div><strong>${escapeHtml(message.subject)}</strong></div>
<div>To: ${escapeHtml(message.to)}</div>
<div>Received: ${escapeHtml(new Date(message.created_at).toLocaleString('en-GB'))}</div></div>
<iframe title="Message" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(html)}"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(message.text)}</pre>`,
  )
}
