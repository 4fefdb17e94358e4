import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { sdkMessages, sdkTarballPath } from '@folio/schema'
import type { FastifyInstance } from 'fastify'

import { sendError } from './error-handler.js'

/**
 * `GET /sdk/folio-sdk-<version>.tgz`: the SDK as `npm pack` made it at build time
 * (`npm run build -w @folio/sdk` writes packages/sdk/dist-tarball), so
 * `npm install https://<this server>/sdk/folio-sdk-<version>.tgz` works before, and without,
 * a registry. Public like the API description: it holds code, no data.
 */

const require = createRequire(import.meta.url)

interface Sdk {
  version: string
  /** The tarball's file; absent until the SDK is built. */
  file: string
}

/** The SDK this server ships with: its package's version, and where its build packs it. */
export function bundledSdk(): Sdk {
  const manifest = require.resolve('@folio/sdk/package.json')
  const { version } = require(manifest) as { version: string }
  return { version, file: path.join(path.dirname(manifest), 'dist-tarball', sdkFileName(version)) }
}

const sdkFileName = (version: string) => path.posix.basename(sdkTarballPath(version))
const SDK_PATH_PREFIX = path.posix.dirname(sdkTarballPath()) + '/'

/** Same name, same bytes until the next build: an hour's caching, revalidated by ETag. */
const CACHE_CONTROL = 'public, max-age=3600'

export function registerSdkTarball(app: FastifyInstance, sdk: Sdk = bundledSdk()) {
  // Read once, on first request: a server started before the SDK's build still serves it.
  let tarball: Promise<{ bytes: Buffer; etag: string } | null> | undefined
  const read = () =>
    (tarball ??= readFile(sdk.file).then(
      (bytes) => ({ bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` }),
      () => {
        tarball = undefined
        return null
      },
    ))

  app.get<{ Params: { file: string } }>(`${SDK_PATH_PREFIX}:file`, async (request, reply) => {
    if (request.params.file !== sdkFileName(sdk.version)) {
      return sendError(reply, 'not_found', sdkMessages.otherVersion(sdk.version))
    }
    const found = await read()
    if (!found) {
      return sendError(reply, 'not_found', sdkMessages.notBuilt)
    }
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', found.etag)
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send()
    return reply
      .type('application/gzip')
      .header('Content-Disposition', `attachment; filename="${sdkFileName(sdk.version)}"`)
      .send(found.bytes)
  })
}
