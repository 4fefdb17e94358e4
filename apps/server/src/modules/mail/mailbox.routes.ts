import type { FastifyPluginAsync } from 'fastify'

import { sendError } from '../../plugins/error-handler.js'
import { codeIn, linksIn } from '../../lib/html.js'
import { getMailboxMessage, listMailbox } from './operations/read-mailbox.js'
import {
  MAILBOX_CONTENT_SECURITY_POLICY,
  mailboxListPage,
  mailboxMessagePage,
} from './mailbox-page.js'

/**
 * `/dev/mailbox`: the development outbox, readable without signing in so a new installation
 * can confirm its first account. Registered only when mail goes to the outbox (not in
 * production, no SMTP_URL); otherwise these paths are ordinary 404s.
 */
export const mailboxRoutes: FastifyPluginAsync = async (app) => {
  if (app.authServices.mailer.mode !== 'outbox') return
  const db = app.database.db

  app.get('/dev/mailbox', async (_request, reply) => {
    const messages = await listMailbox(db)
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', MAILBOX_CONTENT_SECURITY_POLICY)
      .type('text/html; charset=utf-8')
      .send(mailboxListPage(messages))
  })

  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox/messages.json',
    async (request, reply) => {
      const messages = await listMailbox(db, request.query.to)
      return reply.header('Cache-Control', 'no-store').send({
        data: messages.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          kind: m.kind,
          text: m.text,
          html: m.html,
          links: linksIn(m.text),
          code: codeIn(m.text),
          createdAt: m.created_at,
        })),
      })
    },
  )

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const message = await getMailboxMessage(db, request.params.id)
    if (!message) return sendError(reply, 'not_found', 'No such message')
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', MAILBOX_CONTENT_SECURITY_POLICY)
      .type('text/html; charset=utf-8')
      .send(mailboxMessagePage(message))
  })
}
