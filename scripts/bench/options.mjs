// Reads the bench's settings from the environment (see docs/benchmarks.md).

/** Above this many items the bench runs in large mode: list and filtered-list latency only. */
export const LARGE_MODE_ITEMS = 100_000

function integer(env, name, fallback, min) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`)
  }
  return value
}

function oneOf(env, name, fallback, allowed) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!allowed.includes(raw)) throw new Error(`${name} takes ${allowed.join(', ')}, got "${raw}"`)
  return raw
}

/** Which response-cache states to measure: the server's default (on), every read a miss, or both. */
function cacheStates(env) {
  // The older switch still works: DELIVERY_RESPONSE_CACHE_MB=0 measures the cache off alone.
  if (env.DELIVERY_RESPONSE_CACHE_MB === '0' && !env.BENCH_CACHE) return ['off']
  const choice = oneOf(env, 'BENCH_CACHE', 'both', ['both', 'on', 'off'])
  return choice === 'both' ? ['on', 'off'] : [choice]
}

export function benchOptions(env = process.env) {
  const items = integer(env, 'BENCH_ITEMS', 10_000, 100)
  const large = items > LARGE_MODE_ITEMS
  const databases = env.BENCH_DATABASES
    ? env.BENCH_DATABASES.split(',').map((name) => name.trim())
    : ['sqlite', ...(env.DATABASE_URL ? ['postgres'] : [])]
  for (const name of databases) {
    if (name !== 'sqlite' && name !== 'postgres') {
      throw new Error(`BENCH_DATABASES takes sqlite and/or postgres, got "${name}"`)
    }
  }
  if (databases.includes('postgres') && !env.DATABASE_URL) {
    throw new Error('Benchmarking PostgreSQL needs DATABASE_URL')
  }
  return {
    items,
    large,
    /** Seconds each endpoint is measured for, after its warm-up. */
    duration: integer(env, 'BENCH_DURATION', 10, 1),
    warmup: integer(env, 'BENCH_WARMUP', 3, 0),
    // One connection in large mode measures the time a query takes, not time spent queueing.
    connections: integer(env, 'BENCH_CONNECTIONS', large ? 1 : 50, 1),
    createConnections: 10,
    caches: cacheStates(env),
    /** Reads while a writer updates items of another type, then of the same type. */
    mixed: env.BENCH_MIXED !== '0' && !large,
    writesPerSecond: integer(env, 'BENCH_WRITES_PER_SECOND', 10, 1),
    /** Seconds of mixed reads and writes watching memory; 0 skips it. */
    soak: large ? 0 : integer(env, 'BENCH_SOAK', 120, 0),
    /** Seconds the stall check runs its worst-case query while timing health checks. */
    stall: integer(env, 'BENCH_STALL', 5, 0),
    databases,
    databaseUrl: env.DATABASE_URL,
    /** BENCH_ENDPOINTS=cursor,get measures only those (by key); a profile then shows one path. */
    endpoints: env.BENCH_ENDPOINTS?.split(',').map((key) => key.trim()),
    /** Keeps the data folder and the PostgreSQL schema afterwards, for a look with EXPLAIN. */
    keepData: env.BENCH_KEEP_DATA === '1',
    /** Writes the run's tables into docs/benchmarks.md (the "Latest run" section). */
    writeDocs: env.BENCH_WRITE_DOCS !== '0',
  }
}
