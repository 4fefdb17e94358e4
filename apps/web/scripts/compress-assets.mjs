// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of dist/, once,
// at the highest levels: the server then sends them as they are to browsers that accept them
// (static-web negotiates by Accept-Encoding) instead of compressing on every request.
// Fonts in WOFF2 and images are compressed already; files that would not shrink keep no copy.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ttf',
  '.otf',
])
/** Below this a compressed copy saves less than the bytes of its own headers. */
const MIN_BYTES = 1024
/** A copy that saves less than this share is not worth a second file to choose between. */
const MIN_SAVING = 0.1

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path
  }
}

async function compress(file) {
  const body = await readFile(file)
  if (body.length < MIN_BYTES) return { file, size: body.length, br: 0, gz: 0 }
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const worth = (copy) => copy.length <= body.length * (1 - MIN_SAVING)
  if (worth(br)) await writeFile(`${file}.br`, br)
  if (worth(gz)) await writeFile(`${file}.gz`, gz)
  return { file, size: body.length, br: worth(br) ? br.length : 0, gz: worth(gz) ? gz.length : 0 }
}

if (!(await stat(distDir).catch(() => null))) {
  console.error('compress-assets: no dist/ folder; run vite build first')
  process.exit(1)
}

const results = []
const pending = new Set()
// zlib's work runs on libuv's thread pool: a few files at once keep it busy without
// holding every file of the build in memory together.
for await (const file of files(distDir)) {
  const job = compress(file).then((result) => {
    results.push(result)
    pending.delete(job)
  })
  pending.add(job)
  if (pending.size >= 4) await Promise.race(pending)
}
await Promise.all(pending)

const copied = results.filter((result) => result.br || result.gz)
const copiedTotal = (key) => copied.reduce((sum, result) => sum + result[key], 0)
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `compress-assets: ${copied.length} of ${results.length} files in dist: ` +
    `${kb(copiedTotal('size'))} -> ${kb(copiedTotal('br'))} brotli, ${kb(copiedTotal('gz'))} gzip`,
)
