import { createServer as createHttpServer } from 'node:http'
import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net'

import { webhookMessages, type WebhookDelivery, type WebhookWithSecret } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dialectUnderTest } from '../../test/test-server.js'
import {
  startWebhookApi,
  startWebhookReceiver,
  type WebhookApi,
  type WebhookReceiver,
} from '../../test/webhook-receiver.js'

/**
 * Webhook URLs are chosen by admins, and the server sends to them from inside the network:
 * local and metadata addresses are refused unless OUTBOUND_ALLOW_LIST opens them, and what the
 * answer says about an address that was tried must not tell an open port from a closed one.
 */

const TIMEOUT_MS = 500
// Far away: the log must still hold the test event's own attempt when the test reads it.
const RETRY_BASE_MS = String(10 * 60_000)

/** A TCP server on 127.0.0.1 that counts connections and does `onConnection` with each. */
async function startTcp(onConnection: (socket: Socket) => void) {
  const state = { connections: 0 }
  const sockets = new Set<Socket>()
  const server: Server = createTcpServer((socket) => {
    state.connections++
    sockets.add(socket)
    socket.on('error', () => undefined).on('close', () => sockets.delete(socket))
    onConnection(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    state,
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function createWebhook(api: WebhookApi, url: string) {
  const res = await api.call<{ data: WebhookWithSecret }>('admin', 'POST', '/webhooks', {
    name: url.slice(0, 100),
    url,
    events: ['item.created'],
  })
  expect(res.status, url).toBe(201)
  return res.body.data
}

async function sendTest(api: WebhookApi, url: string): Promise<WebhookDelivery> {
  const hook = await createWebhook(api, url)
  const res = await api.call<{ data: WebhookDelivery }>(
    'admin',
    'POST',
    `/webhooks/${hook.id}/test`,
  )
  expect(res.status).toBe(202)
  const log = await api.call<{ data: WebhookDelivery[] }>(
    'admin',
    'GET',
    `/webhooks/${hook.id}/deliveries`,
  )
  // The delivery log says exactly what the test event answered.
  expect(log.body.data[0]).toMatchObject(outcome(res.body.data))
  return res.body.data
}

/** What an admin learns from an attempt. */
const outcome = (delivery: WebhookDelivery) => ({
  status: delivery.status,
  attempts: delivery.attempts,
  responseStatus: delivery.responseStatus,
  durationMs: delivery.durationMs,
  error: delivery.error,
})

const refused = {
  status: 'pending',
  attempts: 1,
  responseStatus: null,
  // No time either: how long a failure took would tell a closed port from a silent one.
  durationMs: null,
  error: webhookMessages.deliveryRefused,
}
const failed = { ...refused, error: webhookMessages.deliveryFailed }

let receiver: WebhookReceiver
let listener: Awaited<ReturnType<typeof startTcp>>

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  // Answers HTTP, so a connection that got through would show as a delivery, not just a count.
  listener = await startTcp((socket) =>
    socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n'),
  )
})
afterAll(async () => {
  await receiver?.close()
  await listener?.close()
})

describe(`webhook addresses, with the default outbound policy, on ${dialectUnderTest}`, () => {
  let api: WebhookApi

  beforeAll(async () => {
    api = await startWebhookApi({
      OUTBOUND_ALLOW_LIST: '',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_RETRY_BASE_MS: RETRY_BASE_MS,
    })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('refuses loopback in every spelling, and connects to nothing', async () => {
    const port = listener.port
    const urls = [
      `http://127.0.0.1:${port}/hook`,
      `http://localhost:${port}/hook`,
      `http://2130706433:${port}/hook`,
      `http://0177.0.0.1:${port}/hook`,
      `http://0x7f.0.0.1:${port}/hook`,
      `http://127.1:${port}/hook`,
      `http://[::1]:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      `http://[::ffff:7f00:1]:${port}/hook`,
      `http://[64:ff9b::7f00:1]:${port}/hook`,
      `http://0.0.0.0:${port}/hook`,
      `${receiver.url}/hook`,
    ]
    for (const url of urls) expect(outcome(await sendTest(api, url)), url).toEqual(refused)
    expect(listener.state.connections).toBe(0)
    expect(receiver.received).toHaveLength(0)
  })

  it('refuses private, shared and metadata addresses', async () => {
    for (const url of [
      'http://10.0.0.1/hook',
      'http://172.16.5.4/hook',
      'http://192.168.1.1/hook',
      'http://100.64.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[fe80::1]/hook',
      'http://[fd12::1]/hook',
    ]) {
      expect(outcome(await sendTest(api, url)), url).toEqual(refused)
    }
  })

  it('answers the same for a closed port and an open one: neither is tried', async () => {
    const closed = await startTcp(() => undefined)
    await closed.close()
    const open = await sendTest(api, `http://127.0.0.1:${listener.port}/`)
    const shut = await sendTest(api, `http://127.0.0.1:${closed.port}/`)
    expect(outcome(open)).toEqual(outcome(shut))
  })
})

describe(`webhook addresses the allow-list opens, on ${dialectUnderTest}`, () => {
  let api: WebhookApi
  const targets: Awaited<ReturnType<typeof startTcp>>[] = []

  beforeAll(async () => {
    api = await startWebhookApi({
      // Everything, so that only the forbidden addresses stay shut.
      OUTBOUND_ALLOW_LIST: '0.0.0.0/0, ::/0',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_RETRY_BASE_MS: RETRY_BASE_MS,
    })
  })
  afterAll(async () => {
    await api?.close()
    await Promise.all(targets.map((target) => target.close()))
  })

  const tcp = async (onConnection: Parameters<typeof startTcp>[0]) => {
    const target = await startTcp(onConnection)
    targets.push(target)
    return target
  }

  it('delivers to a local receiver once it is allowed', async () => {
    const delivery = await sendTest(api, `${receiver.url}/allowed`)
    expect(outcome(delivery)).toEqual({
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      durationMs: expect.any(Number) as unknown,
      error: null,
    })
    expect(receiver.at('/allowed')).toHaveLength(1)
  })

  it('still refuses link-local and metadata addresses', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[fe80::1]/hook',
      `http://0.0.0.0:${listener.port}/hook`,
    ]) {
      expect(outcome(await sendTest(api, url)), url).toEqual(refused)
    }
    expect(listener.state.connections).toBe(0)
  })

  it('tells a closed port, a reset, a hang and a server that is not HTTP apart in no way', async () => {
    const closed = await tcp(() => undefined)
    await closed.close()
    const garbage = await tcp((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n\0\0\0garbage'))
    const reset = await tcp((socket) => socket.resetAndDestroy())
    const hangUp = await tcp((socket) => socket.destroy())
    const silent = await tcp(() => undefined)
    const answers = []
    for (const target of [closed, garbage, reset, hangUp, silent]) {
      answers.push(outcome(await sendTest(api, `http://127.0.0.1:${target.port}/hook`)))
    }
    expect(answers).toEqual(Array(answers.length).fill(failed))
    for (const target of [garbage, reset, hangUp, silent]) {
      expect(target.state.connections).toBeGreaterThan(0)
    }
  })

  it('does not follow a redirect, to a forbidden address or any other', async () => {
    const redirecting = createHttpServer((_, res) => {
      res.writeHead(307, { location: `http://127.0.0.1:${listener.port}/inside` }).end()
    })
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve))
    try {
      const port = (redirecting.address() as AddressInfo).port
      const delivery = await sendTest(api, `http://127.0.0.1:${port}/moved`)
      // An HTTP answer, even a redirect, is timed like any other.
      expect(outcome(delivery)).toEqual({
        ...failed,
        responseStatus: 307,
        durationMs: expect.any(Number) as unknown,
        error: 'HTTP 307',
      })
      expect(listener.state.connections).toBe(0)
    } finally {
      redirecting.closeAllConnections()
      await new Promise((resolve) => redirecting.close(resolve))
    }
  })
})

describe(`an allow-list entry with a port, on ${dialectUnderTest}`, () => {
  let api: WebhookApi

  beforeAll(async () => {
    const port = new URL(receiver.url).port
    api = await startWebhookApi({
      OUTBOUND_ALLOW_LIST: `127.0.0.1:${port}`,
      WEBHOOK_RETRY_BASE_MS: RETRY_BASE_MS,
    })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('opens that port of the address and no other', async () => {
    const allowed = await sendTest(api, `${receiver.url}/one-port`)
    expect(allowed.status).toBe('succeeded')
    expect(receiver.at('/one-port')).toHaveLength(1)
    const other = await sendTest(api, `http://127.0.0.1:${listener.port}/hook`)
    expect(outcome(other)).toEqual(refused)
    expect(listener.state.connections).toBe(0)
  })
})
