import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listContactMessages } from './modules/contact/index.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
} from './test/test-server.js'

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts')

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

function exitOf(child: ChildProcess) {
  return once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
}

describe(`graceful shutdown (${dialectUnderTest})`, () => {
  let installation: TestInstallation

  beforeAll(async () => {
    installation = await createTestInstallation()
  })
  afterAll(async () => {
    await installation.destroy()
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

  it('refuses to start with invalid configuration, naming the variable', async () => {
    await expect(
      startServerProcess({ ...installation.env, DATABASE_URL: 'mysql://db/folio' }),
    ).rejects.toThrow(/DATABASE_URL must be a postgres:\/\/ connection string/)
  })
})
