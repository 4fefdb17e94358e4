import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { parseOutboundAllowList } from './address-policy.js'
import {
  createOutboundClient,
  outboundRefusal,
  type OutboundClient,
  type OutboundClientOptions,
} from './guarded-fetch.js'

/**
 * The guarded client against real listeners on this machine's loopback addresses, which
 * count every TCP connection: a refused request must not have reached them at all.
 */
interface Listener {
  port: number
  /** TCP connections accepted so far, over 127.0.0.1 and ::1. */
  connections: number
  close(): Promise<void>
}

async function listen(server: Server, host: string, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return (server.address() as AddressInfo).port
}

/** An HTTP server on 127.0.0.1 and ::1, one port for both. */
async function startListener(handler: RequestListener = (_, res) => res.end('ok')) {
  for (;;) {
    const v4 = createServer(handler)
    const v6 = createServer(handler)
    const port = await listen(v4, '127.0.0.1', 0)
    try {
      await listen(v6, '::1', port)
    } catch {
      v4.close()
      continue
    }
    const listener: Listener = {
      port,
      connections: 0,
      close: async () => {
        for (const server of [v4, v6]) {
          server.closeAllConnections()
          await new Promise((resolve) => server.close(resolve))
        }
      },
    }
    for (const server of [v4, v6]) server.on('connection', () => listener.connections++)
    return listener
  }
}

const clients: OutboundClient[] = []
function client(allow = '', options: OutboundClientOptions = {}): OutboundClient {
  const created = createOutboundClient({ allow: parseOutboundAllowList(allow) }, options)
  clients.push(created)
  return created
}

/** The refusal a request ended in; fails the test when it got an answer or another error. */
async function refusalOf(request: Promise<Response>) {
  const error = await request.then(
    (response) => {
      throw new Error(`expected a refusal, got HTTP ${response.status}`)
    },
    (error: unknown) => error,
  )
  const refusal = outboundRefusal(error)
  if (!refusal) throw error
  return refusal
}

let target: Listener

beforeAll(async () => {
  target = await startListener()
})
afterAll(async () => {
  await target.close()
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((created) => created.close()))
})

describe('the guarded outbound client', () => {
  const loopbackSpellings = (port: number) => [
    `http://127.0.0.1:${port}/`,
    `http://127.0.0.2:${port}/`,
    `http://localhost:${port}/`,
    `http://2130706433:${port}/`, // decimal
    `http://0177.0.0.1:${port}/`, // octal
    `http://0x7f.0.0.1:${port}/`, // hex
    `http://0x7f000001:${port}/`,
    `http://127.1:${port}/`, // short form
    `http://0177.1:${port}/`,
    `http://[::1]:${port}/`,
    `http://[0:0:0:0:0:0:0:1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`, // IPv4-mapped
    `http://[::ffff:7f00:1]:${port}/`,
    `http://[::ffff:0:7f00:1]:${port}/`, // IPv4-translated
    `http://[::127.0.0.1]:${port}/`, // IPv4-compatible
    `http://[64:ff9b::127.0.0.1]:${port}/`, // NAT64
    `http://[2002:7f00:1::]:${port}/`, // 6to4
    `http://LOCALHOST:${port}/`,
  ]

  it('refuses every spelling of a loopback address without connecting', async () => {
    const guarded = client()
    for (const url of loopbackSpellings(target.port)) {
      const refusal = await refusalOf(guarded.fetch(url))
      expect(refusal.forbidden, url).toBe(false)
    }
    expect(target.connections).toBe(0)
  })

  it('forbids unspecified, link-local and metadata addresses even when allow-listed', async () => {
    const guarded = client('0.0.0.0/0, ::/0, 169.254.0.0/16, fe80::/10, fd00:ec2::254')
    const forbidden = [
      `http://0.0.0.0:${target.port}/`, // which Linux connects to the host itself
      `http://0:${target.port}/`,
      `http://[::]:${target.port}/`,
      `http://[::ffff:0.0.0.0]:${target.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://2852039166/latest/meta-data/', // 169.254.169.254 in decimal
      'http://[::ffff:169.254.169.254]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://100.100.100.200/',
    ]
    for (const url of forbidden) {
      const refusal = await refusalOf(guarded.fetch(url))
      expect(refusal.forbidden, url).toBe(true)
    }
    expect(target.connections).toBe(0)
  })

  it('refuses private, shared and reserved networks by default', async () => {
    // Refused before any connection, so these addresses need not exist here.
    const guarded = client('', { connectTimeoutMs: 200 })
    for (const url of [
      'http://10.0.0.1/',
      'http://172.16.0.1/',
      'http://192.168.0.1/',
      'http://100.64.0.1/',
      'http://[fd12::1]/',
      'http://[fc00::1]/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://240.0.0.1/',
    ]) {
      await refusalOf(guarded.fetch(url))
    }
  })

  it('judges the addresses a name resolves to, whatever the name looks like', async () => {
    const answers: Record<string, string[]> = {
      'hooks.example.com': ['127.0.0.1'],
      'mixed.example.com': ['10.9.8.7', '127.0.0.1', '::1'],
      'metadata.example.com': ['169.254.169.254'],
    }
    const lookups: string[] = []
    const lookup: OutboundClientOptions['lookup'] = async (hostname) => {
      lookups.push(hostname)
      return (answers[hostname] ?? []).map((address) => ({
        address,
        family: address.includes(':') ? 6 : 4,
      }))
    }
    const guarded = client('', { lookup })
    await refusalOf(guarded.fetch(`http://hooks.example.com:${target.port}/`))
    await refusalOf(guarded.fetch(`https://mixed.example.com:${target.port}/`))
    expect((await refusalOf(guarded.fetch('http://metadata.example.com/'))).forbidden).toBe(true)
    expect(lookups).toEqual(['hooks.example.com', 'mixed.example.com', 'metadata.example.com'])
    expect(target.connections).toBe(0)
  })

  it('connects to the very address it judged (no second lookup to rebind)', async () => {
    // The first answer is the allowed one; a rebinding server would answer differently the
    // next time, but the client connects by the address it has judged and never asks again.
    let calls = 0
    const lookup: OutboundClientOptions['lookup'] = async () => {
      calls++
      return calls === 1
        ? [{ address: '127.0.0.1', family: 4 }]
        : [{ address: '10.0.0.1', family: 4 }]
    }
    const guarded = client(`127.0.0.1:${target.port}`, { lookup })
    const response = await guarded.fetch(`http://rebind.example.com:${target.port}/`)
    expect(await response.text()).toBe('ok')
    expect(calls).toBe(1)
    // A new connection resolves again, and the rebound answer is refused.
    await guarded.close()
    const again = client(`127.0.0.1:${target.port}`, {
      lookup: async () => [{ address: '10.0.0.1', family: 4 }],
    })
    await refusalOf(again.fetch(`http://rebind.example.com:${target.port}/`))
  })

  it('reaches an allow-listed local server, by address, port or name', async () => {
    const before = target.connections
    for (const allow of [
      '127.0.0.1',
      `127.0.0.1:${target.port}`,
      '127.0.0.0/8',
      'localhost',
      `localhost:${target.port}`,
    ]) {
      const guarded = client(allow)
      const response = await guarded.fetch(`http://localhost:${target.port}/`)
      expect(await response.text(), allow).toBe('ok')
    }
    const ipv6 = client(`[::1]:${target.port}`)
    expect(await (await ipv6.fetch(`http://[::1]:${target.port}/`)).text()).toBe('ok')
    expect(target.connections).toBeGreaterThan(before)
    // The port is part of an entry that names one.
    await refusalOf(
      client(`127.0.0.1:${target.port + 1}`).fetch(`http://127.0.0.1:${target.port}/`),
    )
  })

  it('does not follow a redirect to an address that is not allowed', async () => {
    const redirecting = await startListener((_, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${target.port}/inside` }).end()
    })
    const before = target.connections
    try {
      const guarded = client(`127.0.0.1:${redirecting.port}`)
      await refusalOf(guarded.fetch(`http://127.0.0.1:${redirecting.port}/`))
      await refusalOf(
        guarded.fetch(`http://127.0.0.1:${redirecting.port}/`, { method: 'POST', body: '{}' }),
      )
      const manual = await guarded.fetch(`http://127.0.0.1:${redirecting.port}/`, {
        redirect: 'manual',
      })
      expect(manual.status).toBe(302)
      expect(redirecting.connections).toBeGreaterThan(0)
      expect(target.connections).toBe(before)
    } finally {
      await redirecting.close()
    }
  })
})
