// `node scripts/bench/app-load.mjs`: how quickly the signed-in app opens on /dashboard, in
// headless Chromium against the production server on localhost: the JavaScript bytes on the
// wire (as sent, compressed or not), how many scripts, and the time from navigation until the
// dashboard's totals show their numbers. The browser cache is off, so every run downloads
// everything, as a first visit does. Needs a full build (`npm run build`: server and web app).
//
//   --runs=N        page loads to take the median of (default 5)
//   --json          print the result as JSON only
//   --list          also list the scripts of the last load, largest first
//   CHROMIUM_PATH   the browser (default /usr/bin/chromium)
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from 'playwright-core'

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createInstallation,
  freePort,
  root,
  serverDist,
  SERVER_NODE_ARGS,
  startProcess,
} from './server.mjs'

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split('=')
    return [name, value ?? 'true']
  }),
)
const runs = Number(args.runs ?? 5)
const webDist = path.join(root, 'apps/web/dist')

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Resolves once the four totals show numbers, with the page's own clock at that moment. */
function totalsShown(page) {
  return page.waitForFunction(
    () => {
      const cards = globalThis.document.querySelectorAll('ul[aria-label="Totals"] li')
      const loading = globalThis.document.querySelector('ul[aria-label="Totals"] .animate-pulse')
      return cards.length === 4 && !loading ? performance.now() : false
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  )
}

export async function measureAppLoad() {
  if (
    !existsSync(path.join(webDist, 'app.html')) ||
    !existsSync(path.join(serverDist, 'server.js'))
  ) {
    throw new Error('No build of the server and web app: run `npm run build` first')
  }
  const installation = await createInstallation(process.env.DATABASE_URL)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server = await startProcess(
    [...SERVER_NODE_ARGS, path.join(serverDist, 'server.js')],
    {
      ...installation.env,
      WEB_DIST_DIR: webDist,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      // The dashboard of a real installation: demo content to count.
      SEED_SAMPLE_DATA: 'true',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    path.join(installation.dataDir, 'server.log'),
    `${url}/api/v1/health`,
  )
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const page = await browser.newPage({ baseURL: url })
    await page.goto('/login')
    await page.getByLabel('Email').fill(ADMIN_EMAIL)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(/\/dashboard$/)
    await totalsShown(page)

    // Same tab (the session may live in sessionStorage), nothing from the HTTP cache.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })

    const samples = []
    let scripts = []
    for (let run = 0; run < runs; run += 1) {
      scripts = []
      const onFinished = async (request) => {
        if (request.resourceType() !== 'script') return
        const sizes = await request.sizes().catch(() => null)
        const response = await request.response()
        scripts.push({
          url: request.url(),
          bytes: sizes?.responseBodySize ?? 0,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        })
      }
      page.on('requestfinished', onFinished)
      await page.goto('/dashboard')
      const usableMs = await (await totalsShown(page)).jsonValue()
      // Let the last requestfinished handlers record their sizes.
      await page.waitForTimeout(200)
      page.off('requestfinished', onFinished)
      samples.push({
        usableMs,
        jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
        scripts: scripts.length,
        uncompressed: scripts.filter((script) => script.encoding === 'identity').length,
      })
    }
    return {
      runs,
      usableMs: Math.round(median(samples.map((sample) => sample.usableMs))),
      jsKb: Math.round(median(samples.map((sample) => sample.jsBytes)) / 1024),
      scripts: median(samples.map((sample) => sample.scripts)),
      uncompressedScripts: median(samples.map((sample) => sample.uncompressed)),
      lastLoad: scripts
        .map(({ url: scriptUrl, bytes, encoding }) => ({
          path: new URL(scriptUrl).pathname,
          bytes,
          encoding,
        }))
        .sort((a, b) => b.bytes - a.bytes),
    }
  } finally {
    await browser.close()
    await server.stop()
    await installation.destroy()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureAppLoad()
  if (args.json) {
    console.log(JSON.stringify(result))
  } else {
    console.log(`/dashboard in headless Chromium (median of ${result.runs} loads, cache off)`)
    console.log(`  JavaScript on the wire:  ${result.jsKb} KB in ${result.scripts} scripts`)
    console.log(`  sent uncompressed:       ${result.uncompressedScripts} scripts`)
    console.log(`  time to usable:          ${result.usableMs} ms (totals shown)`)
    if (args.list) {
      for (const script of result.lastLoad) {
        console.log(
          `  ${(script.bytes / 1024).toFixed(1).padStart(7)} KB  ${script.encoding.padEnd(8)} ${script.path}`,
        )
      }
    }
  }
}
