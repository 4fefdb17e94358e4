import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { serviceMessages } from '@folio/schema'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { listContactMessages } from './modules/contact/contact.repository.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
} from './test/test-server.js'

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts')

const children = new Set<ChildProcess>()

/** Starts `server.ts` as its own process, as `npm start` does, and waits for its address. */
async function startServerProcess(env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    ['--conditions', 'folio-source', '--import', 'tsx', serverEntry],
    {
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  children.add(child)
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
  return { child, port, log: () => output }
}

/** A raw HTTP/1.1 connection, to send a request in pieces and read the answer verbatim. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  return { socket, text: () => received }
}

/** Fails with `what` when `promise` takes longer than a prompt shutdown would. */
async function within<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function exitOf(child: ChildProcess) {
  return once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
}

// Each test starts a server process that compiles the sources first: slow on a busy machine.
describe(`graceful shutdown (${dialectUnderTest})`, { timeout: 120_000 }, () => {
  let installation: TestInstallation

  beforeAll(async () => {
    installation = await createTestInstallation()
  })
  afterAll(async () => {
    await installation.destroy()
  })
  // A failed test must not leave a server running.
  afterEach(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    children.clear()
  })

  it('finishes a request in flight when SIGTERM arrives, then exits cleanly', async () => {
    const { child, port, log } = await startServerProcess(installation.env)
    const exited = exitOf(child)

    // A client that sends its body slowly keeps the request in flight across the signal.
    const body = JSON.stringify({
      name: 'Slow Sender',
      email: 'slow@example.com',
      message: 'Still here',
    })
    const socket = net.connect(port, '127.0.0.1')
    await once(socket, 'connect')
    let response = ''
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()))
    socket.write(
      `POST /api/v1/contact-messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    )
    socket.write(body.slice(0, 10))
    await new Promise((resolve) => setTimeout(resolve, 200))

    child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    // While draining, the server takes no new connections.
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1')
      probe.once('connect', () => {
        probe.destroy()
        resolve(false)
      })
      probe.once('error', () => resolve(true))
    })
    expect(refused).toBe(true)

    socket.write(body.slice(10))
    await once(socket, 'close')
    expect(response, log()).toMatch(/^HTTP\/1\.1 201 /)
    expect(response).toContain('"name":"Slow Sender"')

    const [code] = await exited
    expect(code).toBe(0)
    expect(log()).toContain('shutdown complete')

    // The database was closed cleanly and kept the message.
    const server = await startTestServer(installation)
    try {
      const stored = await listContactMessages(server.app.database.db)
      expect(stored.map((m) => m.name)).toContain('Slow Sender')
    } finally {
      await server.close()
    }
  })

  it('closes idle keep-alive connections and exits 0 as soon as the last answer is sent', async () => {
    const { child, port, log } = await startServerProcess({
      ...installation.env,
      SHUTDOWN_TIMEOUT_MS: '20000',
    })
    const exited = exitOf(child)

    // Two connections a keep-alive client holds open between requests, idle at the signal.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
    const get = (urlPath: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: urlPath, agent }, (res) => {
            res.resume()
            res.once('end', () => resolve(res))
          })
          .once('error', reject)
      })
    await Promise.all([get('/api/v1/health'), get('/api/v1/health')])
    const idle = Object.values(agent.freeSockets).flat()
    expect(idle).toHaveLength(2)
    const idleClosed = Promise.all(idle.map((socket) => once(socket!, 'close')))

    // A keep-alive request in flight (its body still coming), and another connection whose
    // request is only half sent: it arrives during the drain.
    const body = JSON.stringify({ name: 'Late', email: 'late@example.com', message: 'Hello' })
    const inFlight = rawConnection(port)
    const late = rawConnection(port)
    const lateAuth = rawConnection(port)
    await Promise.all(
      [inFlight, late, lateAuth].map((connection) => once(connection.socket, 'connect')),
    )
    inFlight.socket.write(
      `POST /api/v1/contact-messages HTTP/1.1\r\nHost: localhost\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 10),
    )
    late.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n')
    lateAuth.socket.write('GET /auth/v1/settings HTTP/1.1\r\nHost: localhost\r\n')
    await new Promise((resolve) => setTimeout(resolve, 200))

    const signalledAt = Date.now()
    child.kill('SIGTERM')
    await within(idleClosed, 'the idle keep-alive connections to close')
    late.socket.write('\r\n')
    lateAuth.socket.write('\r\n')
    await within(
      Promise.all([once(late.socket, 'close'), once(lateAuth.socket, 'close')]),
      'the late requests to be answered',
    )
    expect(late.text(), log()).toMatch(/^HTTP\/1\.1 503 /)
    expect(late.text()).toMatch(/\r\nconnection: close\r\n/i)
    expect(late.text()).toMatch(/\r\nretry-after: \d+\r\n/i)
    expect(JSON.parse(late.text().split('\r\n\r\n')[1]!)).toEqual({
      error: { code: 'service_unavailable', message: serviceMessages.shuttingDown },
    })
    // The auth service answers in GoTrue's shape, which its clients retry on a 503.
    expect(lateAuth.text()).toMatch(/^HTTP\/1\.1 503 /)
    expect(lateAuth.text()).toMatch(/\r\nretry-after: \d+\r\n/i)
    expect(JSON.parse(lateAuth.text().split('\r\n\r\n')[1]!)).toMatchObject({
      code: 'unexpected_failure',
      msg: serviceMessages.shuttingDown,
    })

    inFlight.socket.write(body.slice(10))
    // The server ends the connection itself after answering: no keep-alive during a drain.
    await within(once(inFlight.socket, 'close'), 'the server to end the connection')
    expect(inFlight.text(), log()).toMatch(/^HTTP\/1\.1 201 /)
    expect(inFlight.text()).toMatch(/\r\nconnection: close\r\n/i)

    const [code] = await within(exited, 'the process to exit')
    expect(code, log()).toBe(0)
    expect(Date.now() - signalledAt).toBeLessThan(5000)
    agent.destroy()
  })

  it('greets a person with a banner and one pretty line per request', async () => {
    const { child, port, log } = await startServerProcess({
      ...installation.env,
      LOG_FORMAT: 'pretty',
    })
    const exited = exitOf(child)
    const site = await fetch(`http://127.0.0.1:${port}/api/v1/site`)
    expect(site.status).toBe(200)
    await within(
      (async () => {
        while (!/GET \/api\/v1\/site 200 \d+ ms/.test(log())) await sleep(50)
      })(),
      `the request line in:\n${log()}`,
    )
    expect(log()).toMatch(/^Folio is running at http/m)
    expect(log()).toMatch(/ {2}Database: +/)
    // Fastify's own pair of JSON lines per request gives way to the one line above.
    expect(log()).not.toContain('"msg":"incoming request"')
    expect(log()).not.toContain('incoming request')
    child.kill('SIGTERM')
    await exited
  })

  it('refuses to start with invalid configuration, naming the variable', async () => {
    await expect(
      startServerProcess({ ...installation.env, DATABASE_URL: 'mysql://db/folio' }),
    ).rejects.toThrow(/DATABASE_URL must be a postgres:\/\/ connection string/)
  })
})
