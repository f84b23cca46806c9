// The JSON body of every error answer (server/lib/errors.ts ErrorBody), as a schema for route
// declarations and for the web client's parsing.
import { z } from 'zod'

export const errorBodySchema = z.object({
  message: z.string(),
  /** Field-level messages: { guests: 'Guests must be at least 8' } */
  errors: z.record(z.string(), z.string()).optional(),
})
export type ErrorBodyDto = z.infer<typeof errorBodySchema>
