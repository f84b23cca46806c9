// The error contract of the API: every error answer, whoever raises it (a route, a schema, Fastify
// itself, a plugin), has the body `{ code, message, errors? }`. `code` is one of the stable strings
// of api-error-codes.ts and says what kind of failure it is, so clients branch on it and never on
// `message`, which is for people and may be reworded. The server builds these bodies in
// src/server/lib/errors.ts and error-handler.ts; the web client reads them in src/web/lib/api.ts
// (with readErrorBody, the same contract without zod). See docs/decisions/0011-error-contract.md.
import { z } from 'zod'
import { API_ERROR_CODES } from './api-error-codes'

/** The body of every error answer, exactly (no other keys); its type is ErrorBody. */
export const errorBodySchema = z.strictObject({
  code: z.enum(API_ERROR_CODES),
  message: z.string().min(1),
  /** Field-level messages: { guests: 'Guests must be at least 8' }. Always on validation_failed; a conflict may name its field too. */
  errors: z.record(z.string(), z.string()).optional(),
})
