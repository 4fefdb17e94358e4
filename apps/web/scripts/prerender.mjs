// Turns the client build into static pages the server can send as-is.
//
// Reads dist/index.html (Vite's output, with `<!--app-html-->` in the root) as the template and
// writes:
//   dist/index.html, dist/pricing/index.html, dist/docs/index.html, dist/contact/index.html and
//   dist/docs/<page>/index.html for each page of the manual
//     the public pages rendered to HTML, each with its own <title> and meta description; the
//     client hydrates them;
//   dist/app.html
//     the template with an empty root, which the server sends for every other path (sign-in,
//     application screens and the 404 page), rendered on the client.
// The server maps a path P to dist/P/index.html when that file exists, else dist/app.html.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(root, 'dist')
const ssrDir = join(root, 'dist-ssr')
const placeholder = '<!--app-html-->'

const fixedPages = ['/', '/pricing', '/docs', '/contact']

function escapeHtml(value) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

function withHead(template, { title, description }) {
  const titled = template.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
  const described = titled.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  )
  if (titled === template || described === titled) {
    throw new Error('index.html must contain a <title> and a <meta name="description">')
  }
  return described
}

const template = await readFile(join(distDir, 'index.html'), 'utf8')
if (!template.includes(placeholder)) {
  throw new Error(`dist/index.html has no ${placeholder} placeholder; was it already prerendered?`)
}

const { render, prepare, docsPaths } = await import(
  pathToFileURL(join(ssrDir, 'entry-prerender.js')).href
)
await prepare()
const pages = [...fixedPages, ...docsPaths]

await writeFile(join(distDir, 'app.html'), template.replace(placeholder, ''))
console.log('prerender: dist/app.html (client-rendered shell)')

for (const url of pages) {
  const { html, title, description } = render(url)
  const page = withHead(template, { title, description }).replace(placeholder, html)
  const file = url === '/' ? join(distDir, 'index.html') : join(distDir, url.slice(1), 'index.html')
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, page)
  console.log(`prerender: ${url} -> ${file.slice(root.length + 1)} (${title})`)
}

// The server bundle was only needed to render the pages above.
await rm(ssrDir, { recursive: true, force: true })
