import { describe, expect, it } from 'vitest'

import { judgeAddress, parseOutboundAllowList, type OutboundPolicy } from './address-policy.js'

const closed: OutboundPolicy = { allow: [] }
const judge = (address: string, policy = closed, hostname = address, port = 80) =>
  judgeAddress(policy, { address, hostname, port })

describe('the outbound address policy', () => {
  it('allows public unicast addresses, IPv4 and IPv6, and NAT64 of a public IPv4', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '64:ff9b::808:808']) {
      expect(judge(address), address).toBe('allowed')
    }
  })

  it('refuses loopback, private, shared, unspecified, multicast and reserved addresses', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1', // CGNAT
      '224.0.0.1', // multicast
      '255.255.255.255', // broadcast
      '240.0.0.1', // reserved
      '192.0.2.1', // documentation
      '198.18.0.1', // benchmarking
      '::1',
      'fc00::1',
      'fd12:3456::1', // unique local
      'fec0::1', // site-local
      'ff02::1', // multicast
      '::ffff:127.0.0.1', // IPv4-mapped
      '::ffff:7f00:1',
      '::ffff:0:7f00:1', // IPv4-translated
      '::7f00:1', // IPv4-compatible
      '64:ff9b::7f00:1', // NAT64 of loopback
      '64:ff9b::a00:1', // NAT64 of 10.0.0.1
      '64:ff9b:1::a00:1', // local-use NAT64
      '2002:7f00:1::', // 6to4 of loopback
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '2001:db8::1', // documentation
      '100::1', // discard
    ]
    for (const address of refused) expect(judge(address), address).toBe('not_allowed')
  })

  it('forbids link-local, metadata and unspecified addresses in every spelling', () => {
    const forbidden = [
      '169.254.169.254',
      '169.254.170.2',
      '100.100.100.200',
      '192.0.0.192',
      '0.0.0.0',
      '0.1.2.3',
      '::',
      'fe80::1',
      'febf::1',
      'fd00:ec2::254',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '::a9fe:a9fe',
      '2002:a9fe:a9fe::',
      '::ffff:0.0.0.0',
    ]
    for (const address of forbidden) expect(judge(address), address).toBe('forbidden')
  })

  it('keeps forbidding them when the allow-list names them', () => {
    const everything = {
      allow: parseOutboundAllowList(
        '0.0.0.0/0, ::/0, 169.254.169.254, fe80::/10, fd00:ec2::254, metadata.google.internal',
      ),
    }
    for (const address of ['169.254.169.254', 'fe80::1', 'fd00:ec2::254', '0.0.0.0', '::']) {
      expect(judge(address, everything), address).toBe('forbidden')
    }
    expect(judge('169.254.169.254', everything, 'metadata.google.internal')).toBe('forbidden')
    // …while the same list opens everything else.
    expect(judge('127.0.0.1', everything)).toBe('allowed')
    expect(judge('::1', everything)).toBe('allowed')
  })

  it('allows what the allow-list names: networks, addresses, ports and host names', () => {
    const policy = {
      allow: parseOutboundAllowList(
        '10.1.0.0/16, 127.0.0.1:11434, [::1]:8080, fd00::/8, Ollama.Internal:11434, hooks.lan',
      ),
    }
    expect(judge('10.1.2.3', policy)).toBe('allowed')
    expect(judge('10.2.0.1', policy)).toBe('not_allowed')
    expect(judge('127.0.0.1', policy, '127.0.0.1', 11434)).toBe('allowed')
    expect(judge('127.0.0.1', policy, '127.0.0.1', 11435)).toBe('not_allowed')
    // An allowed IPv4 address is allowed however the URL spelled it.
    expect(judge('::ffff:127.0.0.1', policy, '::ffff:7f00:1', 11434)).toBe('allowed')
    expect(judge('::1', policy, '::1', 8080)).toBe('allowed')
    expect(judge('::1', policy, '::1', 80)).toBe('not_allowed')
    expect(judge('fd12::1', policy)).toBe('allowed')
    expect(judge('192.168.1.9', policy, 'ollama.internal', 11434)).toBe('allowed')
    expect(judge('192.168.1.9', policy, 'ollama.internal.', 11434)).toBe('allowed')
    expect(judge('192.168.1.9', policy, 'ollama.internal', 80)).toBe('not_allowed')
    expect(judge('127.0.0.1', policy, 'hooks.lan', 9000)).toBe('allowed')
    expect(judge('127.0.0.1', policy, 'other.lan', 9000)).toBe('not_allowed')
  })

  it('reads the allow-list strictly and says which entry is wrong', () => {
    expect(parseOutboundAllowList('')).toEqual([])
    expect(parseOutboundAllowList(' , ')).toEqual([])
    for (const bad of [
      '0177.0.0.1',
      '127.1',
      '2130706433/8',
      '10.0.0.0/33',
      '::1/129',
      '127.0.0.1:0',
      '127.0.0.1:70000',
      'host:port',
      'http://example.com',
      'a b',
      '[::1',
    ]) {
      expect(() => parseOutboundAllowList(`127.0.0.1, ${bad}`), bad).toThrow(`“${bad}”`)
    }
  })
})
