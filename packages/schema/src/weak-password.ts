/**
 * The texts of the auth service's `weak_password` error (AUTH-PROTOCOL.md). The server's
 * message is the sentences of its reasons, then the strength checker's feedback; the app
 * shows its own wording for the reasons and takes the feedback from the message's end.
 */

export const MIN_PASSWORD_LENGTH = 8

export type WeakPasswordReason = 'length' | 'characters' | 'pwned'

export const weakPasswordReasonMessages: Record<WeakPasswordReason, string> = {
  length: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
  characters: 'Password should contain letters, numbers and symbols.',
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
}

/** "Password should be at least 8 characters. This is a commonly used password. …" */
export function weakPasswordErrorMessage(
  reasons: readonly WeakPasswordReason[],
  feedback: string,
): string {
  return [...reasons.map((reason) => weakPasswordReasonMessages[reason]), feedback]
    .filter(Boolean)
    .join(' ')
}

/** The feedback part of a `weak_password` message; '' when it has none or is not ours. */
export function weakPasswordFeedback(message: string, reasons: readonly string[]): string {
  let rest = message.trim()
  for (const reason of reasons) {
    const sentence = weakPasswordReasonMessages[reason as WeakPasswordReason]
    if (!sentence || !rest.startsWith(sentence)) return ''
    rest = rest.slice(sentence.length).trimStart()
  }
  return rest
}
