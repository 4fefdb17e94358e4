import type { OutgoingHttpHeaders } from 'node:http'

export interface CachedResponse {
  body: string
  etag: string
  /**
   * The answer's headers that are the same for every read of it (security headers, caching,
   * Vary), when they were kept: what the cached-read shortcut sends without the framework.
   */
  headers?: OutgoingHttpHeaders
  /** The body as bytes by content coding (`identity`, `br`, `gzip`), made on first use. */
  encodings?: Map<string, Buffer>
}

interface Entry extends CachedResponse {
  /** What the body was read under (see ResponseCache). */
  vector: string
}

/**
 * Response bodies keyed by URL, each remembering the generations of the data it was read
 * under (its vector). A read finds an entry only under an equal vector: a write to what the
 * entry depends on makes it unreachable, and nothing else. A read stores its body under the
 * vector it started with, so a write landing while it ran leaves an entry no later read will
 * match. Holds at most `maxBytes` of bodies, dropping the least recently used first.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0
  }

  get(vector: string, url: string): CachedResponse | undefined {
    const entry = this.entries.get(url)
    if (!entry) return undefined
    if (entry.vector !== vector) return undefined
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(url)
    this.entries.set(url, entry)
    return entry
  }

  set(vector: string, url: string, response: CachedResponse): void {
    const entry = { ...response, vector }
    const size = sizeOf(url, entry)
    if (size > this.maxBytes) return
    this.remove(url)
    this.entries.set(url, entry)
    this.bytes += size
    this.trim()
  }

  /** Drops the least recently used entries until the cache fits its limit. */
  private trim(): void {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.remove(oldest)
    }
  }

  /**
   * The body of `response` in one content coding, made by `encode` the first time and kept with
   * the entry while it is cached (its bytes count towards the limit).
   */
  encoded(url: string, response: CachedResponse, coding: string, encode: () => Buffer): Buffer {
    const kept = response.encodings?.get(coding)
    if (kept) return kept
    const bytes = encode()
    if (this.entries.get(url) !== response) return bytes
    ;(response.encodings ??= new Map()).set(coding, bytes)
    this.bytes += bytes.length
    this.trim()
    return bytes
  }

  /**
   * Drops the entries whose URL starts with one of `prefixes`: a change made them stale, and
   * the memory they hold is better used by entries that can still be served.
   */
  evict(prefixes: readonly string[]): void {
    this.evictWhere((url) => prefixes.some((prefix) => url.startsWith(prefix)))
  }

  /** Drops the entries whose URL `stale` picks. */
  evictWhere(stale: (url: string) => boolean): void {
    for (const url of [...this.entries.keys()]) {
      if (stale(url)) this.remove(url)
    }
  }

  private remove(url: string): void {
    const entry = this.entries.get(url)
    if (!entry) return
    this.entries.delete(url)
    this.bytes -= sizeOf(url, entry)
  }
}

/** Roughly what an entry holds in memory: V8 keeps these strings at one or two bytes a character. */
function sizeOf(url: string, entry: Entry): number {
  let encoded = 0
  for (const bytes of entry.encodings?.values() ?? []) encoded += bytes.length
  return 2 * (url.length + entry.body.length + entry.etag.length + entry.vector.length) + encoded
}
