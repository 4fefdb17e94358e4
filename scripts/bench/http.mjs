// The bench's own requests to the server under test (setup, walks and the writer).
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.mjs'

/**
 * fetch, once more when a kept-alive connection was closed under it (the server drops idle
 * connections while a long seed runs).
 */
export async function send(url, init) {
  try {
    return await fetch(url, init)
  } catch {
    return fetch(url, init)
  }
}

export async function api(url, token, method, urlPath, body) {
  const response = await send(`${url}${urlPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = { text }
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

export async function signIn(url) {
  const response = await send(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`)
  return (await response.json()).access_token
}

/** API keys when the server has them, the admin's access token otherwise. */
export async function credentials(url, token) {
  const read = await api(url, token, 'POST', '/api/v1/api-keys', { name: 'Bench', scope: 'read' })
  if (read.status !== 201) {
    return {
      label: `admin access token (POST /api/v1/api-keys answered ${read.status})`,
      read: token,
      write: token,
    }
  }
  const write = await api(url, token, 'POST', '/api/v1/api-keys', {
    name: 'Bench writer',
    scope: 'read_write',
  })
  if (write.status !== 201) throw new Error(`Creating a read-write key answered ${write.status}`)
  return {
    label: 'API keys (read-only for reads, read-write for writes)',
    read: read.body.data.secret,
    write: write.body.data.secret,
  }
}
