export interface CachedResponse {
  body: string
  etag: string
}

/**
 * Response bodies keyed by URL, all read under one database change marker. A read under a
 * newer marker empties it (everything kept may be stale now); one under an older marker is
 * not kept (a write landed while it ran). Holds at most `maxBytes` of bodies, dropping the
 * least recently used first.
 */
export class ResponseCache {
  private marker: string | null = null
  private readonly entries = new Map<string, CachedResponse>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0
  }

  get(marker: string, url: string): CachedResponse | undefined {
    if (marker !== this.marker) {
      this.reset(marker)
      return undefined
    }
    const entry = this.entries.get(url)
    if (entry) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(url)
      this.entries.set(url, entry)
    }
    return entry
  }

  set(marker: string, url: string, entry: CachedResponse): void {
    if (marker !== this.marker) return
    const size = sizeOf(url, entry)
    if (size > this.maxBytes) return
    this.remove(url)
    this.entries.set(url, entry)
    this.bytes += size
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.remove(oldest)
    }
  }

  private remove(url: string): void {
    const entry = this.entries.get(url)
    if (!entry) return
    this.entries.delete(url)
    this.bytes -= sizeOf(url, entry)
  }

  private reset(marker: string): void {
    this.marker = marker
    this.entries.clear()
    this.bytes = 0
  }
}

/** Roughly what an entry holds in memory: V8 keeps these strings at one or two bytes a character. */
function sizeOf(url: string, entry: CachedResponse): number {
  return 2 * (url.length + entry.body.length + entry.etag.length)
}
