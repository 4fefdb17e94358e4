import ipaddr from 'ipaddr.js'

/** What decides where Folio listens, from the parsed environment. */
export interface ListenHostInput {
  /** HOST as set, or undefined. */
  host: string | undefined
  /** Demo accounts are seeded (their password is published in the README and on the login page). */
  demo: boolean
  /** Emails go to /dev/mailbox, which anyone who can reach the server reads without signing in. */
  mailbox: boolean
  /** ALLOW_PUBLIC_DEMO: serve the two above on a non-loopback address anyway. */
  allowPublicDemo: boolean
}

export type ListenHost =
  { host: string; warning: string | null; problem?: undefined } | { problem: string }

export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (!ipaddr.isValid(name)) return false
  return ipaddr.process(name).range() === 'loopback'
}

function exposedFeatures({ demo, mailbox }: ListenHostInput): string {
  const features = [
    ...(demo ? ['the demo accounts (a published password)'] : []),
    ...(mailbox ? ["the development mailbox at /dev/mailbox (everyone's sign-in links)"] : []),
  ]
  return features.join(' and ')
}

/**
 * Where to listen. A development installation (demo accounts or the mailbox on) listens on
 * 127.0.0.1 unless told otherwise, since both hand out accounts to anyone who can connect;
 * anything else listens on every interface, as containers need. Serving them on another
 * address needs ALLOW_PUBLIC_DEMO, and is then worth a warning at every start.
 */
export function resolveListenHost(input: ListenHostInput): ListenHost {
  const exposed = exposedFeatures(input)
  const host = input.host ?? (exposed ? '127.0.0.1' : '0.0.0.0')
  if (!exposed || isLoopbackHost(host)) return { host, warning: null }
  if (!input.allowPublicDemo) {
    return {
      problem:
        `HOST: ${host} accepts connections from other machines, but ${exposed} ` +
        `${input.demo && input.mailbox ? 'are' : 'is'} on. Listen on 127.0.0.1 (the default ` +
        'while they are on), turn them off (NODE_ENV=production, or FOLIO_DEMO=false and ' +
        'SMTP_URL), or set ALLOW_PUBLIC_DEMO=true to serve them on the network anyway.',
    }
  }
  return {
    host,
    warning:
      `ALLOW_PUBLIC_DEMO is set: ${exposed} ${input.demo && input.mailbox ? 'are' : 'is'} ` +
      `reachable on ${host}. Anyone who can connect can sign in. Never do this on a real ` +
      'installation.',
  }
}
