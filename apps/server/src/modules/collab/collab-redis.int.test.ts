import { randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'

import { collabRedisClient } from './collab-redis.js'

const REDIS_URL = 'redis://127.0.0.1:6379'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('co-editing Redis connections', () => {
  it('hear what is published after a subscription made during their handshake', async () => {
    // The extension subscribes when a document loads, at any moment of a new connection's
    // handshake, on an event loop that is busy loading the document. Before the fix about one
    // try in ten lost its subscription, so thirty tries catch it nineteen times in twenty.
    const publisher = new Redis(REDIS_URL)
    const lost: number[] = []
    try {
      for (let attempt = 0; attempt < 30; attempt++) {
        const channel = `collab-test-${randomUUID()}`
        const errors: Error[] = []
        const subscriber = collabRedisClient(REDIS_URL, 'collab-test', (error) =>
          errors.push(error),
        )
        let heard = false
        subscriber.on('messageBuffer', () => (heard = true))
        try {
          await sleep((attempt % 6) + 0.5)
          const subscribed = subscriber.subscribe(channel)
          setImmediate(() => {
            const until = Date.now() + (attempt % 10)
            while (Date.now() < until);
          })
          await subscribed
          await sleep(30)
          await publisher.publish(channel, 'update')
          await sleep(30)
          if (!heard) lost.push(attempt)
          expect(errors).toEqual([])
        } finally {
          subscriber.disconnect()
        }
      }
    } finally {
      publisher.disconnect()
    }
    expect(lost).toEqual([])
  })
})
