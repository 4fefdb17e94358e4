import { z } from 'zod'

/** Body of `GET /api/v1/health` when every check passes. */
export const healthSchema = z.object({
  data: z.object({
    status: z.literal('ok'),
    database: z.literal('up'),
    dialect: z.enum(['sqlite', 'postgres']),
    version: z.string(),
    uptimeSeconds: z.number(),
  }),
})
export type Health = z.infer<typeof healthSchema>['data']
