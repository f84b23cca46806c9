// POST /api/staff/venues/import (a CSV, checked then written) and its progress.
import { z } from 'zod'

export const IMPORT_PHASES = ['reading', 'checking', 'writing', 'done', 'failed'] as const

/** An id the browser picks for an import so it can follow its progress (a UUID). */
const importProgressId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'progress must be a UUID')

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  progress: importProgressId.optional(),
})

export const importProgressParamsSchema = z.object({ id: importProgressId })

/** Where a running import stands: rows read, checked or written so far of the file's rows. */
export const importProgressSchema = z.object({
  phase: z.enum(IMPORT_PHASES),
  processed: z.number().int(),
  total: z.number().int(),
})
export type ImportProgress = z.infer<typeof importProgressSchema>

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      action: z.enum(['create', 'update']),
      slug: z.string(),
      errors: z.record(z.string(), z.string()),
    }),
  ),
  creates: z.number().int(),
  updates: z.number().int(),
  errorCount: z.number().int(),
})
export type ImportResult = z.infer<typeof importResultSchema>
