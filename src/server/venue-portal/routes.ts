// The venue portal's API, under /api/venue-portal: a visitor gets 401, an account that
// manages no venue 403 (one guard for the prefix, staff pass); each query then checks the caller's
// membership of the venue, so another venue's data answers 404. Register with
// `{ prefix: '/api/venue-portal' }`; the invitation link's routes are venueInvitationRoutes
// (manager-routes.ts) and the iCalendar feed is calendarFeedRoutes (calendar-routes.ts), both under /api.
// One plugin per resource; this one guards the prefix.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { calendarRoutes } from './calendar-routes'
import { externalCalendarRoutes } from './external-calendar-routes'
import { kitchenRoutes } from './kitchen-routes'
import { managerRoutes } from './manager-routes'
import { requireVenueManager } from './membership'
import { packageRoutes } from './package-routes'
import { profileRoutes } from './profile-routes'
import { requestAnswerRoutes } from './request-answer-routes'
import { spacePhotoRoutes } from './space-photo-routes'
import { spaceRoutes } from './space-routes'
import { venueAgreementRoutes } from './venue-agreement-routes'

export const venuePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireVenueManager(app.db))

  await app.register(externalCalendarRoutes)
  await app.register(spacePhotoRoutes)
  await app.register(kitchenRoutes)
  await app.register(venueAgreementRoutes)
  await app.register(profileRoutes)
  await app.register(spaceRoutes)
  await app.register(packageRoutes)
  await app.register(calendarRoutes)
  await app.register(managerRoutes)
  await app.register(requestAnswerRoutes)
}
