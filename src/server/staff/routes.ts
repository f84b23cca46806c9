// The concierge console's API, all under /api/staff: a visitor gets 401, a planner 403
// (one guard for the whole prefix); admin-only routes add their own guard. One plugin
// per resource; this one guards the prefix and reads the bodies they share (multipart, CSV).
// Register with `{ prefix: '/api/staff' }`.
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireRole } from '../auth/auth-plugin'
import { callieConversationRoutes } from './callie-conversation-routes'
import { inboxRoutes } from './inbox-routes'
import { outboxRoutes } from './outbox-routes'
import { staffProposalRoutes } from './proposal-routes'
import { teamRoutes } from './team-routes'
import { IMPORT_MAX_BYTES } from './venue-import'
import { venueImportRoutes } from './venue-import-routes'
import { venueManagerRoutes } from './venue-manager-routes'
import { PHOTO_MAX_BYTES } from '../lib/photo-uploads'
import { venuePhotoRoutes } from './venue-photo-routes'
import { venueCatalogueRoutes } from './venue-routes'

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('staff'))

  await app.register(multipart, {
    // One file per request; the size check answers 413 with our message (see read-upload.ts).
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  })
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  )

  await app.register(teamRoutes)
  await app.register(inboxRoutes)
  await app.register(callieConversationRoutes)
  await app.register(staffProposalRoutes)
  await app.register(outboxRoutes)
  await app.register(venueCatalogueRoutes)
  await app.register(venuePhotoRoutes)
  await app.register(venueImportRoutes)
  await app.register(venueManagerRoutes)
}
