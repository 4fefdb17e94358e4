import { escapeHtml } from '../lib/html.js'

const PRODUCT = 'Folio'

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

interface Block {
  paragraphs: string[]
  button?: { label: string; url: string }
  code?: string
  footer?: string
}

function render(subject: string, block: Block): RenderedEmail {
  const text = [
    ...block.paragraphs,
    ...(block.button ? [`${block.button.label}: ${block.button.url}`] : []),
    ...(block.code ? [`Or enter this code: ${block.code}`] : []),
    ...(block.footer ? [block.footer] : []),
    `— ${PRODUCT}`,
  ].join('\n\n')
  const button = block.button
    ? `<p><a href="${escapeHtml(block.button.url)}" style="display:inline-block;padding:10px 18px;background:#0a84ff;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.button.label)}</a></p>`
    : ''
  const code = block.code
    ? `<p>Or enter this code: <strong style="font-size:20px;letter-spacing:3px">${escapeHtml(block.code)}</strong></p>`
    : ''
  const footer = block.footer
    ? `<p style="color:#6e6e73;font-size:13px">${escapeHtml(block.footer)}</p>`
    : ''
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1c1c1e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h2 style="margin-top:0">${escapeHtml(PRODUCT)}</h2>
${block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}${code}${footer}
</body></html>`
  return { subject, text, html }
}

const IGNORE = "If you didn't ask for this, you can ignore this email."

export interface LinkEmailInput {
  link: string
  code: string
}

export function confirmSignupEmail({ link, code }: LinkEmailInput): RenderedEmail {
  return render(`Confirm your ${PRODUCT} account`, {
    paragraphs: [
      'Thanks for signing up. Confirm your email address to finish creating your account.',
    ],
    button: { label: 'Confirm your email', url: link },
    code,
    footer: IGNORE,
  })
}

export function magicLinkEmail({ link, code }: LinkEmailInput): RenderedEmail {
  return render(`Your ${PRODUCT} sign-in link`, {
    paragraphs: ['Use this link to sign in. It works once and expires in 24 hours.'],
    button: { label: 'Sign in', url: link },
    code,
    footer: IGNORE,
  })
}

export function recoveryEmail({ link, code }: LinkEmailInput): RenderedEmail {
  return render(`Reset your ${PRODUCT} password`, {
    paragraphs: [
      'Someone asked to reset the password of your account. Follow this link to choose a new one.',
    ],
    button: { label: 'Reset password', url: link },
    code,
    footer: IGNORE,
  })
}

export function emailChangeEmail({
  link,
  code,
  newEmail,
}: LinkEmailInput & { newEmail: string }): RenderedEmail {
  return render(`Confirm your new ${PRODUCT} email address`, {
    paragraphs: [`Confirm that ${newEmail} should become the email address of your account.`],
    button: { label: 'Confirm email change', url: link },
    code,
    footer: IGNORE,
  })
}

export function inviteEmail({
  link,
  code,
  inviter,
}: LinkEmailInput & { inviter?: string }): RenderedEmail {
  const who = inviter ? `${inviter} has invited you` : 'You have been invited'
  return render(`You're invited to ${PRODUCT}`, {
    paragraphs: [`${who} to join ${PRODUCT}. Accept the invitation to set up your account.`],
    button: { label: 'Accept the invitation', url: link },
    code,
  })
}

export function reauthenticationEmail({ code }: { code: string }): RenderedEmail {
  return render(`Your ${PRODUCT} verification code`, {
    paragraphs: ['Enter this code to confirm it is you before changing your password.'],
    code,
    footer: IGNORE,
  })
}

export function welcomeEmail({
  name,
  siteUrl,
}: {
  name: string | null
  siteUrl: string
}): RenderedEmail {
  return render(`Welcome to ${PRODUCT}`, {
    paragraphs: [
      name ? `Hi ${name},` : 'Hi,',
      `Welcome to ${PRODUCT}! Your account is ready: define content types, write content and deliver it to every app through one API.`,
    ],
    button: { label: `Open ${PRODUCT}`, url: siteUrl },
  })
}

export function signInNotificationEmail(input: {
  time: Date
  location: string
  device: string | null
}): RenderedEmail {
  return render(`New sign-in to your ${PRODUCT} account`, {
    paragraphs: [
      'Your account was just signed in to with your password.',
      `Time: ${input.time.toUTCString()}`,
      `Location: ${input.location}`,
      ...(input.device ? [`Device: ${input.device}`] : []),
      'If this was you, there is nothing to do. If not, reset your password right away.',
    ],
    footer: 'You can turn these notices off in your profile settings.',
  })
}
