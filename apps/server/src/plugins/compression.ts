import { constants } from 'node:zlib'

import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** The lowest levels (see registerCompression), shared with the cached-read shortcut. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }
export const GZIP_OPTIONS = { level: 1 }

/** Smaller answers gain a few hundred bytes at most, less than compressing them costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * The auth service and the REST API. Not media files, whatever their type: they are served
 * with byte ranges, lengths and ETags of their stored bytes, and most are compressed already.
 * The web app's files come compressed from the build (static-web).
 */
const COMPRESSED_PATHS = ['/api/', '/auth/']

/**
 * JSON only: the AI chat's `application/x-ndjson` must reach the browser line by line, not in
 * a compressor's blocks.
 */
const COMPRESSIBLE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/

/**
 * Compresses JSON answers above COMPRESSION_THRESHOLD_BYTES for clients that accept it
 * (brotli, else gzip), with `Vary: Accept-Encoding`. The lowest levels: on delivery reads they
 * shrink the body about as much as gzip's default, for a fraction of its CPU time.
 *
 * Register before any route: it attaches itself to the routes declared after it, and its
 * route-level onSend runs after every plugin's own, so the delivery cache hashes and stores the
 * uncompressed body (its ETag names the content whatever the encoding), and a 304 has no body
 * to compress. Request bodies are not decompressed: clients send JSON as it is.
 */
export async function registerCompression(app: FastifyInstance) {
  // Before the plugin's own onRoute hook, which leaves routes marked `compress: false` alone.
  app.addHook('onRoute', (route) => {
    if (!COMPRESSED_PATHS.some((prefix) => route.url.startsWith(prefix))) route.compress = false
  })
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    globalDecompression: false,
  })
}
