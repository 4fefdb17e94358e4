import ipaddr from 'ipaddr.js'

type Ip = ipaddr.IPv4 | ipaddr.IPv6

/**
 * Which addresses Folio's outbound requests (webhooks, AI providers) may connect to. Public
 * unicast addresses are allowed; loopback, private, shared (CGNAT), reserved, multicast and the
 * like are refused unless the allow-list names them; link-local, cloud-metadata and
 * unspecified addresses are refused always, since no real receiver lives there and the
 * metadata service hands out the host's cloud credentials.
 */

/** One entry of OUTBOUND_ALLOW_LIST: a network (CIDR or single address) or a host name. */
export type OutboundAllowEntry =
  | { kind: 'network'; network: [Ip, number]; port: number | null }
  | { kind: 'host'; host: string; port: number | null }

export interface OutboundPolicy {
  allow: readonly OutboundAllowEntry[]
}

export type AddressVerdict =
  /** Public, or named by the allow-list. */
  | 'allowed'
  /** Not public (loopback, private…) and not allow-listed. */
  | 'not_allowed'
  /** Link-local, metadata or unspecified: refused even when allow-listed. */
  | 'forbidden'

const cidr = (text: string) => ipaddr.parseCIDR(text)

// Also matched against the IPv4 address inside an IPv6 one (::ffff:169.254.169.254, NAT64…).
const FORBIDDEN: [Ip, number][] = [
  cidr('169.254.0.0/16'), // link-local: AWS, GCP, Azure and DigitalOcean metadata, ECS
  cidr('0.0.0.0/8'), // "this network": 0.0.0.0 reaches the host itself
  cidr('100.100.100.200/32'), // Alibaba Cloud metadata
  cidr('192.0.0.192/32'), // Oracle Cloud metadata
  cidr('fe80::/10'), // link-local
  cidr('::/128'), // unspecified
  cidr('fd00:ec2::254/128'), // AWS metadata over IPv6
]

const GLOBAL_UNICAST_V6 = cidr('2000::/3')
const WELL_KNOWN_NAT64 = cidr('64:ff9b::/96')

/**
 * Parses OUTBOUND_ALLOW_LIST: comma-separated CIDRs (`10.0.0.0/8`, `fd00::/8`), addresses
 * (`127.0.0.1`, `::1`), host names (`ollama.internal`), the last two optionally with a port
 * (`127.0.0.1:11434`, `[::1]:8080`, `ollama.internal:11434`). Throws an Error naming the bad
 * entry.
 */
export function parseOutboundAllowList(value: string): OutboundAllowEntry[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parsed = parseEntry(entry)
      if (!parsed) {
        throw new Error(
          `“${entry}” is not a CIDR, an IP address or a host name (each with an optional :port)`,
        )
      }
      return parsed
    })
}

function parseEntry(entry: string): OutboundAllowEntry | null {
  if (entry.includes('/')) {
    const [address, bits] = entry.split('/', 2) as [string, string]
    const ip = strictIp(address)
    if (!ip || !/^\d{1,3}$/.test(bits)) return null
    const max = ip.kind() === 'ipv4' ? 32 : 128
    if (Number(bits) > max) return null
    return { kind: 'network', network: [ip, Number(bits)], port: null }
  }
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry)
  if (bracketed) return addressEntry(bracketed[1]!, bracketed[2])
  if (ipaddr.IPv6.isValid(entry)) return addressEntry(entry, undefined)
  const [host, port, ...rest] = entry.split(':')
  if (rest.length > 0 || host === undefined) return null
  if (strictIp(host)) return addressEntry(host, port)
  const name = host.toLowerCase().replace(/\.$/, '')
  // A name ending in a number is an IPv4 address to a URL parser (`127.1`, `0x7f.1`).
  if (/(^|\.)(0x[0-9a-f]*|\d+)$/.test(name)) return null
  if (!/^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/.test(name)) {
    return null
  }
  const parsedPort = portOf(port)
  return parsedPort === undefined ? null : { kind: 'host', host: name, port: parsedPort }
}

function addressEntry(address: string, port: string | undefined): OutboundAllowEntry | null {
  const ip = strictIp(address)
  const parsedPort = portOf(port)
  if (!ip || parsedPort === undefined) return null
  const bits = ip.kind() === 'ipv4' ? 32 : 128
  return { kind: 'network', network: [ip, bits], port: parsedPort }
}

/** null for no port, undefined for a bad one. */
function portOf(port: string | undefined): number | null | undefined {
  if (port === undefined) return null
  const value = Number(port)
  return /^\d{1,5}$/.test(port) && value >= 1 && value <= 65535 ? value : undefined
}

/**
 * An address in its plain spelling only: dotted decimal for IPv4 (no `0177.0.0.1` or `127.1`
 * in the configuration, where they would only confuse), IPv4-mapped IPv6 as the IPv4 it is.
 */
function strictIp(text: string): Ip | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text)
  if (!text.includes(':') || !ipaddr.IPv6.isValid(text)) return null
  return unmap(ipaddr.IPv6.parse(text))
}

function unmap(ip: Ip): Ip {
  return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()
    ? (ip as ipaddr.IPv6).toIPv4Address()
    : ip
}

/**
 * The IPv4 address an IPv6 one carries, for the forms that reach it: IPv4-translated
 * (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), IPv4-compatible (::a.b.c.d), 6to4 (2002:AABB:CCDD::).
 */
function embeddedIPv4(ip: Ip): ipaddr.IPv4 | null {
  if (ip.kind() !== 'ipv6') return null
  const v6 = ip as ipaddr.IPv6
  const parts = v6.parts
  const fromWords = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
  const range = v6.range()
  if (range === 'rfc6145' || range === 'rfc6052') return fromWords(parts[6]!, parts[7]!)
  if (range === '6to4') return fromWords(parts[1]!, parts[2]!)
  // ::a.b.c.d, but not :: or ::1, whose high word is zero.
  const compatible = parts.slice(0, 6).every((part) => part === 0) && parts[6] !== 0
  return compatible ? fromWords(parts[6]!, parts[7]!) : null
}

function inRange(ip: Ip, [network, bits]: [Ip, number]): boolean {
  return ip.kind() === network.kind() && ip.match(network, bits)
}

function isPublic(ip: Ip, embedded: ipaddr.IPv4 | null): boolean {
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast'
  if (inRange(ip, WELL_KNOWN_NAT64)) return embedded !== null && embedded.range() === 'unicast'
  return inRange(ip, GLOBAL_UNICAST_V6) && ip.range() === 'unicast'
}

function isAllowListed(policy: OutboundPolicy, ip: Ip, hostname: string, port: number): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '')
  return policy.allow.some((entry) => {
    if (entry.port !== null && entry.port !== port) return false
    return entry.kind === 'host' ? entry.host === name : inRange(ip, entry.network)
  })
}

/**
 * The verdict on connecting to `address` (an IP address, as DNS or the URL gave it) for a
 * request to `hostname`:`port`.
 */
export function judgeAddress(
  policy: OutboundPolicy,
  target: { address: string; hostname: string; port: number },
): AddressVerdict {
  if (!ipaddr.isValid(target.address)) return 'not_allowed'
  const ip = unmap(ipaddr.parse(target.address))
  const embedded = embeddedIPv4(ip)
  const candidates = embedded ? [ip, embedded] : [ip]
  if (candidates.some((candidate) => FORBIDDEN.some((range) => inRange(candidate, range)))) {
    return 'forbidden'
  }
  if (isAllowListed(policy, ip, target.hostname, target.port)) return 'allowed'
  return isPublic(ip, embedded) ? 'allowed' : 'not_allowed'
}
