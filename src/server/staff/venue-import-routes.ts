// Venue import from CSV (docs/venue-import.md): a text/csv body or a multipart file, and its progress.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  importProgressParamsSchema,
  importProgressSchema,
  importQuerySchema,
  importResultSchema,
} from '~/domain/staff/venue-import-api'
import { signedInUser } from '../auth/auth-plugin'
import { AppError, fieldError, notFound } from '../lib/errors'
import { readUpload } from '../lib/read-upload'
import { getImportProgress, IMPORT_MAX_BYTES, importVenues } from './venue-import'
import { staffErrors, tags } from './staff-route-schemas'
import { errorResponses } from '../lib/error-responses'

const IMPORT_MISSING = 'Send the CSV file as a text/csv body or as a multipart file'
const IMPORT_TOO_LARGE = 'CSV files must be at most 5 MB'
/** Room for the multipart boundaries and part headers around a file of the largest size. */
const MULTIPART_SLACK_BYTES = 16 * 1024

export const venueImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/venues/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      // A body announced as too large is refused before it is read, with the same words as the form.
      preParsing: async (req) => {
        const limit = IMPORT_MAX_BYTES + (req.isMultipart() ? MULTIPART_SLACK_BYTES : 0)
        if (Number(req.headers['content-length'] ?? 0) > limit) {
          throw new AppError('payload_too_large', IMPORT_TOO_LARGE)
        }
      },
      schema: {
        summary: 'Import venues from CSV (text/csv body or multipart file); dryRun=true by default',
        tags,
        querystring: importQuerySchema,
        consumes: ['text/csv', 'multipart/form-data'],
        response: { 200: importResultSchema, ...errorResponses(413), ...staffErrors },
      },
    },
    async (req) => {
      let text: string | null = typeof req.body === 'string' ? req.body : null
      if (text === null) {
        const upload = await readUpload(req, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE)
        text = upload ? upload.buffer.toString('utf8') : null
      }
      if (text === null || !text.trim()) throw fieldError('file', IMPORT_MISSING)
      const { progress } = req.query
      return importVenues({
        db: app.db,
        text,
        dryRun: req.query.dryRun,
        progress: progress ? { id: progress, userId: signedInUser(req).id } : undefined,
      })
    },
  )

  app.get(
    '/venues/import/progress/:id',
    {
      schema: {
        summary: 'Progress of a running import started with ?progress=<id> (rows processed of total)',
        tags,
        params: importProgressParamsSchema,
        response: { 200: importProgressSchema, ...staffErrors },
      },
    },
    async (req) => {
      const progress = await getImportProgress({ db: app.db, id: req.params.id, userId: signedInUser(req).id })
      if (!progress) throw notFound('No import with this id')
      return progress
    },
  )
}
