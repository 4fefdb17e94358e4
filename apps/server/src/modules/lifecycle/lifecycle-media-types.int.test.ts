import { readdirSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { AppError } from '../../lib/app-error.js'
import { authClient } from '../../test/auth-helpers.js'
import { startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { pngBytes, uploadForm } from '../../test/media-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

/**
 * Media and content types pass the lifecycle's stages like items: a beforeChange refusal comes
 * before anything is written, and leaves neither rows nor bytes.
 */
describe(`media and content types in the lifecycle on ${dialectUnderTest}`, () => {
  let api: ContentApi
  const stages: string[] = []

  beforeAll(async () => {
    api = await startContentApi()
    const { lifecycle } = api.server.app
    const owner = { owner: 'test' }
    for (const stage of ['beforeChange', 'afterChange', 'afterCommit'] as const) {
      lifecycle.on(
        `media.${stage}`,
        (change) => void stages.push(`media.${stage}:${change.operation}`),
        owner,
      )
      lifecycle.on(
        `contentType.${stage}`,
        (change) => void stages.push(`contentType.${stage}:${change.operation}`),
        owner,
      )
    }
    lifecycle.on(
      'media.beforeChange',
      (change) => {
        if (change.media.name.startsWith('secret'))
          throw new AppError('unprocessable', 'No secrets')
      },
      owner,
    )
    lifecycle.on(
      'contentType.beforeChange',
      (change) => {
        if (change.contentType.fields.length > 2)
          throw new AppError('unprocessable', 'Too many fields')
      },
      owner,
    )
  })
  afterAll(async () => api?.close())

  async function upload(name: string) {
    const { data } = await authClient(api.server).signInWithPassword({
      email: 'editor@demo.folio.dev',
      password: DEMO_PASSWORD,
    })
    return api.server.request('/api/v1/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${data.session!.access_token}` },
      body: uploadForm([{ name, bytes: await pngBytes() }]),
    })
  }

  const storedFiles = () => {
    const dir = path.join(api.server.config.dataDir, 'uploads')
    try {
      return readdirSync(dir, { recursive: true }).length
    } catch {
      return 0
    }
  }

  it('runs an upload and a delete through every stage', async () => {
    stages.length = 0
    const res = await upload('photo.png')
    expect(res.status).toBe(201)
    const id = (res.body as { data: { id: string }[] }).data[0]!.id
    expect(stages).toEqual([
      'media.beforeChange:create',
      'media.afterChange:create',
      'media.afterCommit:create',
    ])
    stages.length = 0
    expect((await api.call('editor', 'DELETE', `/media/${id}`)).status).toBe(204)
    expect(stages).toEqual([
      'media.beforeChange:delete',
      'media.afterChange:delete',
      'media.afterCommit:delete',
    ])
  })

  it('refuses an upload in beforeChange, keeping neither row nor bytes', async () => {
    const before = storedFiles()
    const res = await upload('secret.png')
    expect(res).toMatchObject({ status: 422, body: { error: { message: 'No secrets' } } })
    const list = await api.call<{ data: { name: string }[] }>('editor', 'GET', '/media')
    expect(list.body.data.map((item) => item.name)).not.toContain('secret.png')
    expect(storedFiles()).toBe(before)
  })

  it('runs a content type through beforeChange before writing it, so a refusal writes nothing', async () => {
    stages.length = 0
    const ok = await api.call<{ data: { id: string } }>('admin', 'POST', '/content-types', {
      name: 'Small',
      fields: [{ name: 'title', type: 'text' }],
    })
    expect(ok.status).toBe(201)
    expect(stages).toEqual([
      'contentType.beforeChange:create',
      'contentType.afterChange:create',
      'contentType.afterCommit:create',
    ])
    const refused = await api.call('admin', 'PUT', `/content-types/${ok.body.data.id}`, {
      name: 'Small',
      fields: ['a', 'b', 'c'].map((name) => ({ name, type: 'text' })),
    })
    expect(refused).toMatchObject({ status: 422, body: { error: { message: 'Too many fields' } } })
    const kept = await api.call<{ data: { fields: unknown[] } }>(
      'admin',
      'GET',
      `/content-types/${ok.body.data.id}`,
    )
    expect(kept.body.data.fields).toHaveLength(1)
  })
})
