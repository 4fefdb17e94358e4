import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import fastifyStatic from '@fastify/static'
import { isAppPath, serviceMessages } from '@folio/schema'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { Config } from '../config/config.js'

import { sendError } from './error-handler.js'
import { pageContentSecurityPolicy } from './security-headers.js'

/** Hashed build assets never change under the same name; pages must always be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/** The copies the web app's build compresses next to each file, best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const
type Encoding = (typeof ENCODINGS)[number]['name']

interface WebPage {
  html: string
  /** Its Content-Security-Policy, which allows its own inline scripts by hash. */
  csp: string
  /** The same page compressed by the build, for browsers that accept it. */
  compressed: Partial<Record<Encoding, Buffer>>
}

interface WebPages {
  /** Prerendered pages by path (`/`, `/pricing`), read once at start: the build is immutable. */
  prerendered: Map<string, WebPage>
  /** The unrendered app shell, sent for every other page. */
  shell: WebPage
  /** The same pages by file, for when one is asked for by its file name (`/app.html`). */
  byFile: Map<string, WebPage>
}

function readPages(distDir: string, config: Config): WebPages | undefined {
  const shellFile = path.join(distDir, 'app.html')
  if (!existsSync(shellFile)) return undefined
  const byFile = new Map<string, WebPage>()
  const read = (file: string) => {
    const html = readFileSync(file, 'utf8')
    const compressed: WebPage['compressed'] = {}
    for (const { name, extension } of ENCODINGS) {
      if (existsSync(file + extension)) compressed[name] = readFileSync(file + extension)
    }
    const page = { html, csp: pageContentSecurityPolicy(config, html), compressed }
    byFile.set(file, page)
    return page
  }
  const prerendered = new Map<string, WebPage>()
  for (const entry of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(entry) !== 'index.html') continue
    const route = `/${path.dirname(entry).split(path.sep).join('/')}`.replace(/^\/\.$/, '/')
    prerendered.set(route, read(path.join(distDir, entry)))
  }
  return { prerendered, shell: read(shellFile), byFile }
}

/**
 * The encoding to send among those a page was compressed in: the one the Accept-Encoding
 * header weighs highest (brotli on a tie), never one it gives `q=0`; null for the page as it is.
 * `*` stands for gzip only, as @fastify/static reads it for the build's files.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!acceptEncoding || available.length === 0) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((token) => token.trim())
    if (!coding) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(coding, Number.isFinite(weight) ? weight : 0)
  }
  let best: Encoding | null = null
  let bestWeight = 0
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('*') : 0) ?? 0
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}

/** Page lookups by the file sent, whether it was the file itself or a compressed copy of it. */
function uncompressedPath(filePath: string) {
  const encoding = ENCODINGS.find(({ extension }) => filePath.endsWith(extension))
  return encoding ? filePath.slice(0, -encoding.extension.length) : filePath
}

function safeDecode(url: string) {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
}

function isApiPath(url: string) {
  // `/api` itself is the admin app's API documentation screen, not an endpoint.
  return url.startsWith('/api/') || url.startsWith('/auth/')
}

/**
 * Serves the built web app: hashed assets from disk, prerendered pages as they are, and the app
 * shell for client-rendered screens. Unknown pages get the shell too, whose router shows the 404
 * page, but with a real 404 status. API paths always get the JSON error shape. Files and pages
 * go out in the brotli or gzip copy the build made when the browser accepts one
 * (`Vary: Accept-Encoding`), so nothing is compressed per request.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string) {
  const pages = readPages(distDir, app.config)
  if (!pages) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve the pages')
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // One route per built file; every other path falls through to the handler below.
      wildcard: false,
      // A file's .br and .gz copies are sent in its place, never under their own names.
      preCompressed: true,
      globIgnore: ENCODINGS.map(({ extension }) => `**/*${extension}`),
      setHeaders(res, filePath) {
        const isAsset = filePath.startsWith(path.join(distDir, 'assets') + path.sep)
        res.header('Cache-Control', isAsset ? IMMUTABLE : REVALIDATE)
        const page = pages.byFile.get(uncompressedPath(filePath))
        if (page) res.header('Content-Security-Policy', page.csp)
      },
    })
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/')
    if (isApiPath(pathname) || !pages || !['GET', 'HEAD'].includes(request.method)) {
      return sendError(reply, 'not_found', serviceMessages.routeNotFound(request.method, pathname))
    }
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    const page = pages.prerendered.get(route) ?? pages.shell
    reply
      .status(isAppPath(route) ? 200 : 404)
      .header('Cache-Control', REVALIDATE)
      .header('Content-Security-Policy', page.csp)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
    const available = ENCODINGS.map(({ name }) => name).filter((name) => page.compressed[name])
    const encoding = pickEncoding(request.headers['accept-encoding'], available)
    if (!encoding) return reply.send(page.html)
    return reply.header('Content-Encoding', encoding).send(page.compressed[encoding])
  })
}
