import { z } from 'zod'

import { commonMessages, emailSchema } from './common.js'

export const contactMessages = {
  nameRequired: commonMessages.nameRequired,
  nameTooLong: 'Name must be at most 100 characters',
  emailInvalid: 'Enter a valid email address',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
} as const

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
