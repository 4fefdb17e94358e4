import { Redis as RedisClient } from 'ioredis'

/**
 * A Redis connection for the co-editing extension, named (Redis allows no spaces there) so
 * that CLIENT LIST tells these apart.
 *
 * No ready check: the extension subscribes as soon as a document loads, which on a server's
 * first co-editor is while the connection is still in its handshake. ioredis then sent the
 * SUBSCRIBE before its ready check's INFO, Redis refused the INFO in subscriber mode, and the
 * client reconnected without the subscription: about one first load in ten never heard the
 * other instances (collab-redis.int.test.ts).
 */
export function collabRedisClient(url: string, name: string, onError: (error: Error) => void) {
  const client = new RedisClient(url, {
    connectionName: name.replace(/\s/g, '_'),
    enableReadyCheck: false,
  })
  // Unreachable Redis: ioredis retries; documents are shared again once it answers.
  client.on('error', onError)
  return client
}
