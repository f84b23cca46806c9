// GET /api/health: the process and its database, for load balancers. 503 is a status report too.
import { z } from 'zod'

export const healthOkSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.string(), ok: z.literal(true) }),
})

export const healthDegradedSchema = z.object({
  status: z.literal('degraded'),
  database: z.object({ kind: z.string(), ok: z.literal(false) }),
})
