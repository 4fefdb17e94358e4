// One autocannon run against one endpoint, summarised.
import autocannon from 'autocannon'

/** Numbers every request body of the whole run, so no two creates share a slug. */
let bodies = 0

/**
 * `endpoint`: { method, path, body?(n), nextPath?() }. Paths may change per request (rotating
 * ids) and bodies are made per request (creates need unique slugs). With `countHits`, the
 * share of answers the server's response cache gave (its `Folio-Cache` header) is reported.
 */
export async function measure(baseUrl, endpoint, { connections, duration, headers, countHits }) {
  let sent = 0
  let hits = 0
  let answered = 0
  const request = {
    method: endpoint.method,
    path: endpoint.path,
    setupRequest(req) {
      sent += 1
      const next = { ...req }
      if (endpoint.nextPath) next.path = endpoint.nextPath(sent)
      if (endpoint.body) next.body = JSON.stringify(endpoint.body((bodies += 1)))
      return next
    },
    ...(countHits && {
      onResponse(_status, _body, _context, responseHeaders) {
        answered += 1
        if (responseHeaders['folio-cache'] === 'hit') hits += 1
      },
    }),
  }
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    headers: { ...headers, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    requests: [request],
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    hitRatio: countHits && answered > 0 ? hits / answered : null,
    /** e.g. { 200: 5123, 429: 2 }: what the failed requests were. */
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  }
}
