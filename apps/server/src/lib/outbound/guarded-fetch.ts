import { lookup as systemLookup } from 'node:dns/promises'
import { isIP } from 'node:net'

import type * as Undici from 'undici'
import type { Agent, buildConnector } from 'undici'

import { judgeAddress, type OutboundPolicy } from './address-policy.js'

/**
 * The one HTTP client for requests to addresses that admins and users choose (webhook
 * receivers, AI endpoints). Its connector resolves the host itself, judges every address with
 * the policy and connects to an allowed one by its IP, so what was checked is what is
 * connected to: a name that resolves to a private address, or to a public one now and a
 * private one a second later (DNS rebinding), cannot get round the check, and neither can the
 * odd spellings of an address (`2130706433`, `0177.0.0.1`, `[::ffff:7f00:1]`), which the URL
 * parser has turned into plain ones by then. Redirects go through the same connector, so each
 * hop is judged the same way. Undici's own fetch with this dispatcher, not the global fetch:
 * Node bundles a different undici, and the two must not be mixed.
 */

/** The fetch the guarded client offers: a URL (not a Request object) and an init. */
export type OutboundFetch = (url: string | URL, init?: RequestInit) => Promise<Response>

/** A host name's addresses, as `dns.lookup(host, { all: true })` answers. */
export type OutboundLookup = (hostname: string) => Promise<{ address: string; family: number }[]>

export interface OutboundClient {
  fetch: OutboundFetch
  /** Drops the pooled connections and any request still open; for when the server stops. */
  close(): Promise<void>
}

export interface OutboundClientOptions {
  /** Replaces the system resolver (tests: a name that resolves where the test says). */
  lookup?: OutboundLookup
  /** How long a TCP (and TLS) connection may take to open; 10 s by default. */
  connectTimeoutMs?: number
}

/** A request refused before any connection, because its address is not allowed. */
export class OutboundRefusedError extends Error {
  readonly code = 'ERR_OUTBOUND_ADDRESS_REFUSED'

  constructor(
    /** The host of the URL, as written after URL parsing (`127.0.0.1`, `example.com`). */
    readonly host: string,
    /** Forbidden addresses (link-local, metadata) stay refused even when allow-listed. */
    readonly forbidden: boolean,
  ) {
    super(`The address of ${host} is not allowed`)
    this.name = 'OutboundRefusedError'
  }
}

/** The refusal behind an error (fetch wraps it as the cause of "fetch failed"), if any. */
export function outboundRefusal(error: unknown): OutboundRefusedError | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof OutboundRefusedError) return current
    current = (current as { cause?: unknown }).cause
  }
  return null
}

// Undici's fetch and Response match the global ones at run time but are typed apart.
type FetchThrough = (
  url: string | URL,
  init: Omit<RequestInit, 'dispatcher'> & { dispatcher: Agent },
) => Promise<Response>

export function createOutboundClient(
  policy: OutboundPolicy,
  options: OutboundClientOptions = {},
): OutboundClient {
  const lookup: OutboundLookup =
    options.lookup ?? ((hostname) => systemLookup(hostname, { all: true }))

  async function allowedAddresses(hostname: string, port: number): Promise<string[]> {
    const addresses = isIP(hostname)
      ? [hostname]
      : (await lookup(hostname)).map((entry) => entry.address)
    const verdicts = addresses.map((address) => judgeAddress(policy, { address, hostname, port }))
    const allowed = addresses.filter((_, index) => verdicts[index] === 'allowed')
    if (allowed.length === 0) {
      throw new OutboundRefusedError(hostname, verdicts.includes('forbidden'))
    }
    return allowed
  }

  const connector = (undici: typeof Undici): buildConnector.connector => {
    const connectToAddress = undici.buildConnector({
      timeout: options.connectTimeoutMs ?? 10_000,
    })
    return (connectOptions, callback) => {
      // Undici strips an IPv6 literal's brackets before it gets here; strip them anyway.
      const hostname = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1')
      const port = Number(connectOptions.port) || (connectOptions.protocol === 'https:' ? 443 : 80)
      allowedAddresses(hostname, port).then(
        (addresses) => {
          // The next allowed address when one cannot be reached (an IPv6 one without a route).
          // TLS still checks the certificate against the host name: `host` is unchanged.
          const attempt = (index: number) =>
            connectToAddress({ ...connectOptions, hostname: addresses[index]! }, (...result) => {
              if (result[0] && index + 1 < addresses.length) attempt(index + 1)
              else callback(...result)
            })
          attempt(0)
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      )
    }
  }

  /** Undici is loaded by the first request: many servers never send one. */
  let client: Promise<{ agent: Agent; fetch: FetchThrough }> | null = null
  const load = () =>
    (client ??= import('undici').then((undici) => ({
      agent: new undici.Agent({ connect: connector(undici) }),
      fetch: undici.fetch as unknown as FetchThrough,
    })))
  let closed: Promise<void> | null = null
  return {
    fetch: async (url, init) => {
      if (closed) throw new TypeError('The outbound client is closed')
      const { agent, fetch } = await load()
      return fetch(url, { ...init, dispatcher: agent })
    },
    close: () =>
      (closed ??= client ? client.then(({ agent }) => agent.destroy()) : Promise.resolve()),
  }
}
