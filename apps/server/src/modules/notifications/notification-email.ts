import type { NotificationKind } from '@folio/schema'

import { escapeHtml } from '../../lib/html.js'

/** An email waiting for its transaction to commit; `link` is a path in the web app. */
export interface PendingEmail {
  to: string
  subject: string
  details: string | null
  link: string | null
  /** What it is about; workflow notices when absent. */
  kind?: NotificationKind
}

export interface RenderedNotificationEmail {
  subject: string
  text: string
  html: string
}

/** A short notice: what happened, the details (a comment, the notes) and a link to open it. */
export function renderNotificationEmail(
  email: PendingEmail,
  siteUrl: string,
): RenderedNotificationEmail {
  const url = email.link ? `${siteUrl}${email.link}` : null
  const text = [
    email.subject,
    ...(email.details ? [email.details] : []),
    ...(url ? [`Open it in Folio: ${url}`] : []),
    '— Folio',
  ].join('\n\n')
  const details = email.details
    ? `<p style="white-space:pre-wrap;border-left:3px solid #d1d1d6;padding-left:12px">${escapeHtml(email.details)}</p>`
    : ''
  const button = url
    ? `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0a84ff;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">Open in Folio</a></p>`
    : ''
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(email.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1c1c1e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h2 style="margin-top:0">Folio</h2>
<p>${escapeHtml(email.subject)}</p>
${details}${button}
<p style="color:#6e6e73;font-size:13px">An admin can turn these emails off in Settings → Notifications.</p>
</body></html>`
  return { subject: email.subject, text, html }
}
