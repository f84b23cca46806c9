// The concierge console's API (issue 7), all under /api/staff: a visitor gets 401, a planner 403
// (one guard for the whole prefix, STYLE.md §7); admin-only routes add their own guard.
// Register with `{ prefix: '/api/staff' }`.
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '~/domain/api-error'
import { proposalInputSchema } from '~/domain/staff/proposal-totals'
import {
  assignSchema, blackoutsSchema, confirmSchema, idParamsSchema, importQuerySchema, importResultSchema, inboxQuerySchema, inboxResponseSchema,
  outboxEmailSchema, outboxQuerySchema, photoOrderSchema, photoParamsSchema, replySchema, replyTemplatesQuerySchema, requestDetailSchema,
  roleChangeSchema, staffProposalSchema, staffVenueListItemSchema, staffVenuePhotoSchema, staffVenueSchema, staffVenuesQuerySchema,
  statusChangeSchema, teamMemberSchema, teamQuerySchema, userIdParamsSchema,
} from '~/domain/staff/staff-api'
import { venueCreateSchema, venuePatchSchema } from '~/domain/staff/venue-input'
import { requireRole, signedInUser } from '../auth/auth-plugin'
import { AppError, badRequest } from '../lib/errors'
import { sendProposal } from '../proposals/proposals'
import { getRequestDetail, listInbox } from './inbox'
import { getOutboxEmail, listOutbox, resendOutboxEmail } from './outbox-admin'
import { replyTemplatesFor, sendReply } from './replies'
import { assignRequest, changeRequestStatus, confirmRequest } from './request-workflow'
import { listTeam, setRole } from './team'
import { createVenue, getStaffVenue, listStaffVenues, replaceBlackouts, setVenueStatus, updateVenue } from './venue-catalogue'
import { IMPORT_MAX_BYTES, importVenues } from './venue-import'
import { addVenuePhoto, deleteVenuePhoto, PHOTO_MAX_BYTES, PHOTO_MESSAGES, reorderVenuePhotos, smallPhotoUrl } from './venue-photo-files'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const okSchema = z.object({ ok: z.literal(true) })
const tags = ['staff']

const IMPORT_MISSING = 'Send the CSV file as a text/csv body or as a multipart file'

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('staff'))
  const adminOnly = requireRole('admin')

  await app.register(multipart, {
    // One file per request; the size check answers 413 with our message (see readUpload).
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  })
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) => done(null, body))

  /** The uploaded file's bytes and its text fields; an oversized file is a 413 with a clear message. */
  async function readUpload(req: FastifyRequest, maxBytes: number, tooLarge: string) {
    if (!req.isMultipart()) return null
    const file = await req.file({ limits: { fileSize: maxBytes } })
    if (!file) return null
    try {
      const buffer = await file.toBuffer()
      const fields: Record<string, string> = {}
      for (const [k, v] of Object.entries(file.fields)) {
        const field = Array.isArray(v) ? v[0] : v
        if (field && field.type === 'field' && typeof field.value === 'string') fields[k] = field.value
      }
      return { buffer, fields, mimetype: file.mimetype }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', tooLarge)
      throw err
    }
  }

  // ---- Team ----

  app.get('/team', { preHandler: adminOnly, schema: { summary: 'Staff and admins (or, with q, any matching account)', tags, querystring: teamQuerySchema, response: { 200: z.object({ members: z.array(teamMemberSchema) }), ...errors } } }, async (req) => ({
    members: await listTeam({ db: app.db, q: req.query.q }),
  }))

  app.put('/team/:userId/role', { preHandler: adminOnly, schema: { summary: 'Grant or revoke the staff role', tags, params: userIdParamsSchema, body: roleChangeSchema, response: { 200: teamMemberSchema, ...errors } } }, async (req) =>
    setRole({ db: app.db, actor: signedInUser(req), userId: req.params.userId, role: req.body.role }),
  )

  /** Who a request can be assigned to (every staff member may read it). */
  app.get('/assignees', { schema: { summary: 'Staff a request can be assigned to', tags, response: { 200: z.object({ members: z.array(teamMemberSchema) }), ...errors } } }, async () => ({
    members: await listTeam({ db: app.db }),
  }))

  // ---- Inbox ----

  app.get('/requests', { schema: { summary: 'Every request, newest first', tags, querystring: inboxQuerySchema, response: { 200: inboxResponseSchema, ...errors } } }, async (req) =>
    listInbox({ db: app.db, query: req.query, userId: signedInUser(req).id }),
  )

  app.get('/requests/:id', { schema: { summary: 'One request with its history, emails, messages and proposals', tags, params: idParamsSchema, response: { 200: requestDetailSchema, ...errors } } }, async (req) =>
    getRequestDetail({ db: app.db, id: req.params.id }),
  )

  app.post('/requests/:id/status', { schema: { summary: 'Move a request in the workflow', tags, params: idParamsSchema, body: statusChangeSchema, response: { 200: requestDetailSchema, ...errors } } }, async (req) => {
    await changeRequestStatus({ db: app.db, config: app.config, requestId: req.params.id, to: req.body.status, note: req.body.note, actor: signedInUser(req) })
    return getRequestDetail({ db: app.db, id: req.params.id })
  })

  app.post('/requests/:id/assign', { schema: { summary: 'Assign a request to a staff member (or null)', tags, params: idParamsSchema, body: assignSchema, response: { 200: requestDetailSchema, ...errors } } }, async (req) => {
    await assignRequest({ db: app.db, requestId: req.params.id, userId: req.body.userId, actor: signedInUser(req) })
    return getRequestDetail({ db: app.db, id: req.params.id })
  })

  app.post(
    '/requests/:id/reply',
    {
      schema: {
        summary: 'Email the planner (through the outbox)',
        tags,
        params: idParamsSchema,
        body: replySchema,
        response: {
          201: z.object({ id: z.number().int(), requestId: z.number().int(), template: z.string().nullable(), subject: z.string(), body: z.string(), outboxEmailId: z.number().int().nullable(), createdAt: z.string() }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const message = await sendReply({ db: app.db, config: app.config, requestId: req.params.id, ...req.body, actor: signedInUser(req) })
      return reply.code(201).send(message)
    },
  )

  app.get(
    '/reply-templates',
    {
      schema: {
        summary: 'The reply templates, filled for a request',
        tags,
        querystring: replyTemplatesQuerySchema,
        response: { 200: z.object({ templates: z.array(z.object({ id: z.string(), label: z.string(), subject: z.string(), body: z.string() })) }), ...errors },
      },
    },
    async (req) => ({ templates: await replyTemplatesFor({ db: app.db, requestId: req.query.requestId }) }),
  )

  app.post('/requests/:id/proposals', { schema: { summary: 'Send the planner a proposal', tags, params: idParamsSchema, body: proposalInputSchema, response: { 201: staffProposalSchema, ...errors } } }, async (req, reply) => {
    const proposal = await sendProposal({ db: app.db, config: app.config, requestId: req.params.id, input: req.body, actor: signedInUser(req) })
    return reply.code(201).send(proposal)
  })

  app.post(
    '/requests/:id/confirm',
    {
      schema: {
        summary: 'Confirm a booking: the event goes on the planner’s dashboard',
        tags,
        params: idParamsSchema,
        body: confirmSchema,
        response: { 200: requestDetailSchema, ...errors },
      },
    },
    async (req) => {
      await confirmRequest({ db: app.db, config: app.config, requestId: req.params.id, note: req.body.note, eventName: req.body.eventName, actor: signedInUser(req) })
      return getRequestDetail({ db: app.db, id: req.params.id })
    },
  )

  // ---- Outbox ----

  app.get(
    '/outbox',
    {
      schema: {
        summary: 'Emails waiting, sent and failed',
        tags,
        querystring: outboxQuerySchema,
        response: { 200: z.object({ emails: z.array(outboxEmailSchema), total: z.number().int(), counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }) }), ...errors },
      },
    },
    async (req) => listOutbox({ db: app.db, ...req.query }),
  )

  const outboxDetailSchema = outboxEmailSchema.extend({ textBody: z.string(), htmlBody: z.string() })
  app.get('/outbox/:id', { schema: { summary: 'One email with its bodies', tags, params: idParamsSchema, response: { 200: outboxDetailSchema, ...errors } } }, async (req) =>
    getOutboxEmail({ db: app.db, id: req.params.id }),
  )
  app.post('/outbox/:id/resend', { schema: { summary: 'Send a failed or sent email again', tags, params: idParamsSchema, response: { 200: outboxDetailSchema, ...errors } } }, async (req) =>
    resendOutboxEmail({ db: app.db, id: req.params.id }),
  )

  // ---- Venue catalogue ----

  app.get('/venues', { schema: { summary: 'Every venue, archived too', tags, querystring: staffVenuesQuerySchema, response: { 200: z.object({ venues: z.array(staffVenueListItemSchema), total: z.number().int() }), ...errors } } }, async (req) =>
    listStaffVenues({ db: app.db, ...req.query }),
  )

  app.get('/venues/:id', { schema: { summary: 'Every field of a venue, its photos and blackouts', tags, params: idParamsSchema, response: { 200: staffVenueSchema, ...errors } } }, async (req) =>
    getStaffVenue({ db: app.db, id: req.params.id }),
  )

  app.post('/venues', { schema: { summary: 'Create a venue', tags, body: venueCreateSchema, response: { 201: staffVenueSchema, ...errors } } }, async (req, reply) =>
    reply.code(201).send(await createVenue({ db: app.db, input: req.body })),
  )

  app.patch('/venues/:id', { schema: { summary: 'Edit a venue', tags, params: idParamsSchema, body: venuePatchSchema, response: { 200: staffVenueSchema, ...errors } } }, async (req) =>
    updateVenue({ db: app.db, id: req.params.id, input: req.body }),
  )

  for (const [action, status] of [['archive', 'archived'], ['unarchive', 'active']] as const) {
    app.post(`/venues/:id/${action}`, { schema: { summary: `${action === 'archive' ? 'Archive' : 'Unarchive'} a venue`, tags, params: idParamsSchema, response: { 200: staffVenueSchema, ...errors } } }, async (req) =>
      setVenueStatus({ db: app.db, id: req.params.id, status }),
    )
  }

  app.put('/venues/:id/blackouts', { schema: { summary: 'Replace the venue’s blackout dates from today on', tags, params: idParamsSchema, body: blackoutsSchema, response: { 200: staffVenueSchema, ...errors } } }, async (req) =>
    replaceBlackouts({ db: app.db, id: req.params.id, dates: req.body.dates, reason: req.body.reason }),
  )

  app.post(
    '/venues/:id/photos',
    {
      schema: {
        summary: 'Upload a photo (multipart field "file"; optional field "alt")',
        tags,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: staffVenuePhotoSchema.extend({ smallUrl: z.string() }), 413: errorBodySchema, ...errors },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge)
      if (!upload) throw badRequest(`file: ${PHOTO_MESSAGES.missing}`, { file: PHOTO_MESSAGES.missing })
      const photo = await addVenuePhoto({ db: app.db, photos: app.photoStore, venueId: req.params.id, buffer: upload.buffer, alt: upload.fields.alt })
      return reply.code(201).send(photo)
    },
  )

  app.delete('/venues/:id/photos/:photoId', { schema: { summary: 'Delete a photo', tags, params: photoParamsSchema, response: { 200: okSchema, ...errors } } }, async (req) => {
    await deleteVenuePhoto({ db: app.db, photos: app.photoStore, log: req.log, venueId: req.params.id, photoId: req.params.photoId })
    return { ok: true as const }
  })

  app.patch(
    '/venues/:id/photos/order',
    { schema: { summary: 'Reorder the photos (every photo id, first shown first)', tags, params: idParamsSchema, body: photoOrderSchema, response: { 200: z.object({ photos: z.array(staffVenuePhotoSchema.extend({ smallUrl: z.string() })) }), ...errors } } },
    async (req) => {
      const photos = await reorderVenuePhotos({ db: app.db, venueId: req.params.id, photoIds: req.body.photoIds })
      return { photos: photos.map((p) => ({ id: p.id, url: p.url, smallUrl: smallPhotoUrl(p.url), alt: p.alt, position: p.position, width: p.width, height: p.height })) }
    },
  )

  app.post(
    '/venues/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        summary: 'Import venues from CSV (text/csv body or multipart file); dryRun=true by default',
        tags,
        querystring: importQuerySchema,
        consumes: ['text/csv', 'multipart/form-data'],
        response: { 200: importResultSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (req) => {
      let text: string | null = typeof req.body === 'string' ? req.body : null
      if (text === null) {
        const upload = await readUpload(req, IMPORT_MAX_BYTES, 'CSV files must be at most 5 MB')
        text = upload ? upload.buffer.toString('utf8') : null
      }
      if (text === null || !text.trim()) throw badRequest(`file: ${IMPORT_MISSING}`, { file: IMPORT_MISSING })
      return importVenues({ db: app.db, text, dryRun: req.query.dryRun })
    },
  )
}
