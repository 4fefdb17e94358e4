import { z } from 'zod'

import { commonMessages, emailSchema } from './common.js'
import { pageQuerySchema } from './paging.js'

export const contactMessages = {
  nameRequired: commonMessages.nameRequired,
  nameTooLong: 'Name must be at most 100 characters',
  emailInvalid: 'Enter a valid email address',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
  notFound: 'Message not found. It may have been deleted.',
  notification: (name: string) => `New message from ${name} on the contact page`,
  notificationDetails: (email: string, excerpt: string) => `From ${email}:\n${excerpt}`,
} as const

/**
 * The name of the contact form's hidden field. People never see it, so never fill it; form
 * filling scripts do, and their message is then answered like any other but not kept.
 */
export const CONTACT_HONEYPOT_FIELD = 'website'

/** What the public contact form sends to `POST /api/v1/contact-messages`. */
export const createContactMessageInputSchema = z.object({
  name: z
    .string({ error: contactMessages.nameRequired })
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(100, contactMessages.nameTooLong),
  email: emailSchema(contactMessages.emailInvalid),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(5000, contactMessages.messageTooLong),
  /** The honeypot (CONTACT_HONEYPOT_FIELD): empty from a person. */
  website: z.string().max(500).optional(),
})
export type CreateContactMessageInput = z.infer<typeof createContactMessageInputSchema>

/** A stored contact message as the API returns it. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

/** A message in the admins' inbox (`GET /api/v1/contact-messages`). */
export const inboxMessageSchema = contactMessageSchema.extend({
  read: z.boolean(),
  readAt: z.string().nullable(),
})
export type InboxMessage = z.infer<typeof inboxMessageSchema>

export const CONTACT_INBOX_PAGE_SIZE = 20

/** `GET /api/v1/contact-messages` query: newest first; `unread=true` keeps the unread ones. */
export const listInboxMessagesQuerySchema = z.object({
  page: pageQuerySchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(CONTACT_INBOX_PAGE_SIZE),
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
})
export type ListInboxMessagesQuery = z.input<typeof listInboxMessagesQuerySchema>
export type ParsedListInboxMessagesQuery = z.output<typeof listInboxMessagesQuerySchema>

/** One page of the inbox, with how many messages are unread in all. */
export const inboxPageSchema = z.object({
  data: z.array(inboxMessageSchema),
  meta: z.object({
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    unread: z.number(),
  }),
})
export type InboxPage = z.infer<typeof inboxPageSchema>

/** `PATCH /api/v1/contact-messages/{id}`: marks a message read or unread. */
export const updateInboxMessageInputSchema = z.object({
  read: z.boolean({ error: 'read must be true or false' }),
})
export type UpdateInboxMessageInput = z.infer<typeof updateInboxMessageInputSchema>

/** `GET /api/v1/contact-messages/unread-count`: the number on the sidebar's Inbox link. */
export const inboxUnreadCountSchema = z.object({ data: z.object({ unread: z.number() }) })
