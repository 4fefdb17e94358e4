import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { WebhookWithSecret } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi } from '../test/content-fixtures.js'
import { ALLOW_LOOPBACK_OUTBOUND } from '../test/test-server.js'
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.js'
import { makeSampleDir, manualFences, removeSampleDir } from './manual-samples.js'

/**
 * webhooks.md's signature check runs in the reader's receiver, not against the API; here it
 * checks a real delivery: a webhook on a test server sends its test event to a local receiver,
 * and the manual's `verifyFolioSignature`, imported as written, must accept what arrived and
 * refuse it once the body or the secret differ.
 */
type Verify = (secret: string, header: string | undefined, rawBody: string) => boolean

describe('the manual’s webhook signature check', () => {
  let api: ContentApi
  let receiver: WebhookReceiver
  let verifyFolioSignature: Verify
  let tmpDir = ''

  beforeAll(async () => {
    const fence = manualFences().find(
      ({ file, code }) =>
        file === 'webhooks.md' && code.includes('export function verifyFolioSignature'),
    )
    expect(fence, 'webhooks.md shows verifyFolioSignature in a block of its own').toBeDefined()
    tmpDir = makeSampleDir('webhooks')
    const file = path.join(tmpDir, 'webhooks-verify.js')
    writeFileSync(file, fence!.code)
    ;({ verifyFolioSignature } = (await import(pathToFileURL(file).href)) as {
      verifyFolioSignature: Verify
    })
    receiver = await startWebhookReceiver()
    // The receiver listens on this machine, which webhooks may not reach unless allowed.
    api = await startContentApi({ ...ALLOW_LOOPBACK_OUTBOUND })
  })
  afterAll(async () => {
    if (tmpDir) removeSampleDir(tmpDir)
    await api?.close()
    await receiver?.close()
  })

  it('accepts a real delivery, and refuses a changed body or another secret', async () => {
    const created = await api.call<{ data: WebhookWithSecret }>('admin', 'POST', '/webhooks', {
      name: 'Rebuild site',
      url: `${receiver.url}/hooks/folio`,
      events: ['item.published'],
    })
    expect(created.status).toBe(201)
    const { id, secret } = created.body.data
    const sent = await api.call('admin', 'POST', `/webhooks/${id}/test`)
    expect(sent.status).toBe(202)

    const delivery = await receiver.waitFor('/hooks/folio')
    const header = delivery.headers['folio-signature'] as string | undefined
    expect(verifyFolioSignature(secret, header, delivery.body)).toBe(true)
    expect(verifyFolioSignature(secret, header, `${delivery.body} `)).toBe(false)
    expect(verifyFolioSignature(`${secret}x`, header, delivery.body)).toBe(false)
  })
})
