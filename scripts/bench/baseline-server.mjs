// The baseline: a bare node:http server answering each benchmarked URL with the very bytes
// Folio answered it with (status, headers and body), captured earlier in the same run. It
// reads request bodies as Folio must, and does nothing else: the fastest any server could be.
// Usage: node baseline-server.mjs <responses.json> <port>
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [file, port] = process.argv.slice(2)
/** [{ method, path, prefix?, status, headers, body (base64) }] */
const responses = JSON.parse(readFileSync(file, 'utf8')).map((r) => ({
  ...r,
  body: Buffer.from(r.body, 'base64'),
}))

function answerFor(method, url) {
  return responses.find(
    (r) => r.method === method && (r.prefix ? url.startsWith(r.path) : url === r.path),
  )
}

const health = Buffer.from('{"status":"ok"}')

createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    const answer = answerFor(request.method, request.url)
    if (!answer) {
      const status = request.url === '/health' ? 200 : 404
      response.writeHead(status, { 'content-type': 'application/json' }).end(health)
      return
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length })
    response.end(answer.body)
  })
}).listen(Number(port), '127.0.0.1')
