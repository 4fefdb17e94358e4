import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { UserSession } from '@folio/schema'
import { decodeJwt } from 'jose'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authClient, createTestUser, TEST_PASSWORD } from '../../test/auth-helpers.js'
import { executableBytes, jpegBytes, pdfBytes } from '../../test/media-fixtures.js'
import {
  createTestInstallation,
  dialectUnderTest,
  jsonBody,
  type TestInstallation,
  type TestServer,
  startTestServer,
} from '../../test/test-server.js'

/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

describe(`/api/v1/profile on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { FOLIO_DEMO: 'false' })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  async function signIn(email: string) {
    const client = authClient(server)
    const { data, error } = await client.signInWithPassword({ email, password: TEST_PASSWORD })
    expect(error).toBeNull()
    return { client, token: data.session!.access_token }
  }

  function upload(token: string, fileName: string, bytes: Uint8Array, type = 'image/png') {
    const form = new FormData()
    form.append('file', new Blob([bytes], { type }), fileName)
    return server.request('/api/v1/profile/avatar', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
  }

  it('lists the signed-in devices and marks the current one', async () => {
    await createTestUser(server, 'devices@example.com')
    await signIn('devices@example.com')
    const { token } = await signIn('devices@example.com')

    const res = await server.request('/api/v1/profile/sessions', {
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'FolioTest/1.0' },
    })
    expect(res.status).toBe(200)
    const { data } = res.body as { data: UserSession[] }
    expect(data).toHaveLength(2)
    const current = data.filter((session) => session.current)
    expect(current).toHaveLength(1)
    expect(current[0]!.id).toBe(decodeJwt(token).session_id)
    expect(current[0]).toMatchObject({ aal: 'aal1' })
    expect(current[0]!.ip).toBeTruthy()

    expect((await server.request('/api/v1/profile/sessions')).status).toBe(401)
  })

  it('stores an uploaded PNG, serves it safely and removes the previous one', async () => {
    await createTestUser(server, 'avatar@example.com')
    const { client, token } = await signIn('avatar@example.com')
    // A real file on disk, as a browser would pick it.
    const file = path.join(installation.dataDir, 'me.png')
    writeFileSync(file, PNG_1X1)

    const first = await upload(token, 'me.png', readFileSync(file))
    expect(first.status).toBe(200)
    const { avatarUrl } = (first.body as { data: { avatarUrl: string } }).data
    const userId = decodeJwt(token).sub!
    expect(avatarUrl).toMatch(new RegExp(`^/api/v1/avatars/${userId}-[\\w-]{16}\\.png$`))

    const served = await fetch(`${server.url}${avatarUrl}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1)

    const { data } = await client.getUser()
    expect(data.user!.user_metadata.avatar_url).toBe(avatarUrl)

    // Renamed on purpose: the stored type comes from the bytes, not the name.
    const second = await upload(token, 'photo.gif', PNG_1X1, 'image/gif')
    const next = (second.body as { data: { avatarUrl: string } }).data.avatarUrl
    expect(next).toMatch(/\.png$/)
    expect(next).not.toBe(avatarUrl)
    const stored = path.join(installation.dataDir, 'avatars', avatarUrl.split('/').pop()!)
    expect(existsSync(stored)).toBe(false)
    expect((await fetch(`${server.url}${avatarUrl}`)).status).toBe(404)
  })

  it('refuses files over 2 MB (413), non-images (415) and other bodies', async () => {
    await createTestUser(server, 'picky@example.com')
    const { token } = await signIn('picky@example.com')

    const big = Buffer.alloc(2 * 1024 * 1024 + 1)
    PNG_1X1.copy(big)
    const tooLarge = await upload(token, 'huge-photo.png', big)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body).toMatchObject({ error: { code: 'payload_too_large' } })
    expect((tooLarge.body as { error: { message: string } }).error.message).toContain(
      'huge-photo.png',
    )

    const text = await upload(token, 'notes.png', Buffer.from('just some notes\n'), 'image/png')
    expect(text.status).toBe(415)
    expect(text.body).toMatchObject({ error: { code: 'unsupported_media_type' } })
    expect((text.body as { error: { message: string } }).error.message).toContain('notes.png')

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')
    expect((await upload(token, 'logo.svg', svg, 'image/svg+xml')).status).toBe(415)

    const json = await server.request('/api/v1/profile/avatar', {
      ...jsonBody({ file: 'x' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    })
    expect(json.status).toBe(415)

    const anonymous = await server.request('/api/v1/profile/avatar', {
      method: 'POST',
      body: (() => {
        const form = new FormData()
        form.append('file', new Blob([PNG_1X1]), 'me.png')
        return form
      })(),
    })
    expect(anonymous.status).toBe(401)

    expect((await server.request('/api/v1/avatars/..%2F.secret')).status).toBe(404)
    expect((await server.request('/api/v1/avatars/nothing-here.png')).status).toBe(404)
  })

  it('takes JPEG, WebP and GIF by their bytes, whatever the name says, and nothing else', async () => {
    await createTestUser(server, 'formats@example.com')
    const { token } = await signIn('formats@example.com')
    const square = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#2a6' } })
    const cases: [Buffer, string][] = [
      [await jpegBytes(8, 8), 'image/jpeg'],
      [await square().webp().toBuffer(), 'image/webp'],
      [await square().gif().toBuffer(), 'image/gif'],
    ]
    for (const [bytes, mime] of cases) {
      const response = await upload(token, 'picture.png', bytes)
      expect(response.status, mime).toBe(200)
      const { avatarUrl } = (response.body as { data: { avatarUrl: string } }).data
      const served = await fetch(`${server.url}${avatarUrl}`)
      expect(served.headers.get('content-type'), mime).toBe(mime)
    }
    for (const bytes of [pdfBytes(), executableBytes()]) {
      const refused = await upload(token, 'photo.jpg', bytes, 'image/jpeg')
      expect(refused.status).toBe(415)
      expect((refused.body as { error: { message: string } }).error.message).toContain('photo.jpg')
    }
  })
})
