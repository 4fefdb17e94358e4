// Zod compiles object schemas with `new Function` where it may, and probes for that by trying it
// once. The pages' Content-Security-Policy allows no eval, so the probe would be reported as a
// violation on every page. Imported first by the entry: the probe runs when a schema is built.
import { z } from 'zod'

z.config({ jitless: true })
