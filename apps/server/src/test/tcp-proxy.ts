import { once } from 'node:events'
import net from 'node:net'

/**
 * A TCP forwarder between Folio and its database server that a test can cut: `stop()` drops
 * every connection and refuses new ones (what a database restart or a network fault looks like
 * from Folio), `start()` forwards again on the same port. The real server is never touched.
 */
export interface TcpProxy {
  port: number
  start(): Promise<void>
  stop(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = 0

  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    // A dropped peer shows up as a socket error on the other side; that is the point here.
    socket.on('error', () => socket.destroy())
  }

  const proxy: TcpProxy = {
    get port() {
      return port
    },
    async start() {
      if (server) return
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        track(client)
        track(upstream)
        client.pipe(upstream)
        upstream.pipe(client)
        client.once('close', () => upstream.destroy())
        upstream.once('close', () => client.destroy())
      })
      server.listen(port, '127.0.0.1')
      await once(server, 'listening')
      port = (server.address() as net.AddressInfo).port
    },
    async stop() {
      const closing = server
      server = null
      if (!closing) return
      const closed = new Promise((resolve) => closing.close(resolve))
      for (const socket of sockets) socket.destroy()
      await closed
    },
  }
  await proxy.start()
  return proxy
}
