import { expect, type APIRequestContext } from '@playwright/test'

interface MailboxMessage {
  to: string
  kind: string
  subject: string
  links: string[]
  createdAt: string
}

/** Waits for the newest message of `kind` to `to` in the development mailbox and returns it. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`,
        )
        const { data } = (await response.json()) as { data: MailboxMessage[] }
        found = data
          .filter((message) => message.kind === kind)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
        return found !== undefined
      },
      { message: `a ${kind} email to ${to}`, timeout: 10_000 },
    )
    .toBe(true)
  return found as MailboxMessage
}
