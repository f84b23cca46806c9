// The venue portal's API, under /api/venue-portal: a visitor gets 401, an account that
// manages no venue 403 (one guard for the prefix, staff pass); each query then checks the caller's
// membership of the venue, so another venue's data answers 404. Register with
// `{ prefix: '/api/venue-portal' }`; the invitation link's routes are venueInvitationRoutes, under /api.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { venueCancelSchema } from '~/domain/bookings/cancellation'
import { noContentSchema } from '~/domain/api/no-content'
import {
  declineInputSchema,
  inboxRequestSchema,
  offerInputSchema,
  quoteInputSchema,
  quoteResponseSchema,
  requestParamsSchema,
  venueInboxResponseSchema,
} from '~/domain/venue-portal/answers-api'
import {
  acceptVenueInvitationResponseSchema,
  invitationSignUpResponseSchema,
  invitationSignUpSchema,
  inviteManagerSchema,
  managerInvitedSchema,
  managerParamsSchema,
  managersResponseSchema,
  venueInvitationTokenParamsSchema,
  venueInvitationViewSchema,
} from '~/domain/venue-portal/managers-api'
import {
  blackoutDeleteQuerySchema,
  blackoutInputSchema,
  blackoutParamsSchema,
  blackoutSchema,
  blackoutsResponseSchema,
  calendarFeedLinkSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  myVenuesResponseSchema,
  packageCreateSchema,
  packageParamsSchema,
  packageSchema,
  packagesResponseSchema,
  packageUpdateSchema,
  spaceCreateSchema,
  spaceParamsSchema,
  spaceSchema,
  spacesResponseSchema,
  spaceUpdateSchema,
  venueParamsSchema,
  venueProfileSchema,
  venueProfileUpdateSchema,
} from '~/domain/venue-portal/venue-portal-api'
import { requireUser, signedInUser } from '../auth/auth-plugin'
import { registerAgreementRoutes } from '../bookings/agreement-routes'
import { CHANGE_ORDER_NOT_FOUND } from '../bookings/change-orders'
import { notFound } from '../lib/errors'
import { findManagedVenue } from './membership'
import { latestAcceptedProposal } from '../bookings/accepted-proposal'
import {
  venueAgreementParamsSchema,
  venueAgreementVersionParamsSchema,
  venueChangeOrderParamsSchema,
} from '~/domain/bookings/agreement-api'
import { cancelVenueBooking, declineRequest, listVenueInbox, offerAlternative, quoteRequest } from './answers'
import { addBlackout, getCalendar, listBlackouts, removeBlackout } from './calendar'
import { externalCalendarRoutes } from './external-calendar-routes'
import { spacePhotoRoutes } from './space-photo-routes'
import { kitchenRoutes } from './kitchen-routes'
import { createCalendarFeed, getCalendarFeedStatus, renderCalendarFeed } from './calendar-feed'
import {
  acceptVenueInvitation,
  getVenueInvitation,
  inviteManager,
  listManagers,
  removeManager,
  signUpWithVenueInvitation,
} from './managers'
import { passwordHashCost } from '../auth/password-hash'
import { publicFormRateLimit } from '../lib/rate-limit'
import { requireVenueManager } from './membership'
import { getVenueProfile, listMyVenues, updateVenueProfile } from './profile'
import {
  createPackage,
  createSpace,
  deletePackage,
  deleteSpace,
  listPackages,
  listSpaces,
  updatePackage,
  updateSpace,
} from './spaces'
import { errorResponses } from '../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409)
const tags = ['venue-portal']

export const venuePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  app.addHook('onRequest', requireVenueManager(db))
  await app.register(externalCalendarRoutes)
  await app.register(spacePhotoRoutes)
  await app.register(kitchenRoutes)
  // The booking's agreement and change orders, as the venue's side (src/server/bookings/agreement-routes.ts).
  await app.register(async (plugin) =>
    registerAgreementRoutes(plugin, {
      base: '/venues/:venueId/requests/:requestId',
      tags,
      params: venueAgreementParamsSchema,
      changeParams: venueChangeOrderParamsSchema,
      versionParams: venueAgreementVersionParamsSchema,
      resolve: async (req) => {
        const { venueId, requestId } = req.params as { venueId: number; requestId: number }
        const user = signedInUser(req)
        const venue = await findManagedVenue({ db, venueId, user })
        const accepted = await latestAcceptedProposal(db, requestId)
        if (accepted?.venueId !== venue.id) throw notFound(CHANGE_ORDER_NOT_FOUND)
        return { requestId, reader: { side: 'venue', userId: user.id } }
      },
    }),
  )

  app.get(
    '/venues',
    { schema: { summary: 'The venues I manage', tags, response: { 200: myVenuesResponseSchema, ...errors } } },
    async (req) => ({ venues: await listMyVenues({ db, user: signedInUser(req) }) }),
  )

  app.get(
    '/venues/:venueId',
    {
      schema: {
        summary: "A venue's profile and policies",
        tags,
        params: venueParamsSchema,
        response: { 200: venueProfileSchema, ...errors },
      },
    },
    (req) => getVenueProfile({ db, venueId: req.params.venueId, user: signedInUser(req) }),
  )

  app.patch(
    '/venues/:venueId',
    {
      schema: {
        summary: "Edit a venue's description, amenities, dietary options and policies",
        tags,
        params: venueParamsSchema,
        body: venueProfileUpdateSchema,
        response: { 200: venueProfileSchema, ...errors },
      },
    },
    (req) => updateVenueProfile({ db, venueId: req.params.venueId, user: signedInUser(req), changes: req.body }),
  )

  // ---- Spaces
  app.get(
    '/venues/:venueId/spaces',
    {
      schema: {
        summary: "A venue's spaces",
        tags,
        params: venueParamsSchema,
        response: { 200: spacesResponseSchema, ...errors },
      },
    },
    async (req) => ({ spaces: await listSpaces({ db, venueId: req.params.venueId, user: signedInUser(req) }) }),
  )
  app.post(
    '/venues/:venueId/spaces',
    {
      schema: {
        summary: 'Add a space',
        tags,
        params: venueParamsSchema,
        body: spaceCreateSchema,
        response: { 201: spaceSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createSpace({ db, venueId: req.params.venueId, user: signedInUser(req), input: req.body })),
  )
  app.patch(
    '/venues/:venueId/spaces/:spaceId',
    {
      schema: {
        summary: 'Edit a space',
        tags,
        params: spaceParamsSchema,
        body: spaceUpdateSchema,
        response: { 200: spaceSchema, ...errors },
      },
    },
    (req) => updateSpace({ db, ...req.params, user: signedInUser(req), input: req.body }),
  )
  app.delete(
    '/venues/:venueId/spaces/:spaceId',
    {
      schema: {
        summary: 'Delete a space (refused while it has holds or bookings to come)',
        tags,
        params: spaceParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await deleteSpace({ db, ...req.params, user: signedInUser(req), photos: app.photoStore, log: req.log })
      return reply.code(204).send(null)
    },
  )

  // ---- Packages
  app.get(
    '/venues/:venueId/packages',
    {
      schema: {
        summary: "A venue's packages, each with an all-in example",
        tags,
        params: venueParamsSchema,
        response: { 200: packagesResponseSchema, ...errors },
      },
    },
    async (req) => ({ packages: await listPackages({ db, venueId: req.params.venueId, user: signedInUser(req) }) }),
  )
  app.post(
    '/venues/:venueId/packages',
    {
      schema: {
        summary: 'Add a package to one of the venue’s spaces',
        tags,
        params: venueParamsSchema,
        body: packageCreateSchema,
        response: { 201: packageSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createPackage({ db, venueId: req.params.venueId, user: signedInUser(req), input: req.body })),
  )
  app.patch(
    '/venues/:venueId/packages/:packageId',
    {
      schema: {
        summary: 'Edit a package',
        tags,
        params: packageParamsSchema,
        body: packageUpdateSchema,
        response: { 200: packageSchema, ...errors },
      },
    },
    (req) => updatePackage({ db, ...req.params, user: signedInUser(req), input: req.body }),
  )
  app.delete(
    '/venues/:venueId/packages/:packageId',
    {
      schema: {
        summary: 'Delete a package',
        tags,
        params: packageParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await deletePackage({ db, ...req.params, user: signedInUser(req) })
      return reply.code(204).send(null)
    },
  )

  // ---- Blackouts and calendar
  app.get(
    '/venues/:venueId/blackouts',
    {
      schema: {
        summary: 'Closed days from today on (the venue, or one space)',
        tags,
        params: venueParamsSchema,
        response: { 200: blackoutsResponseSchema, ...errors },
      },
    },
    async (req) => ({ blackouts: await listBlackouts({ db, venueId: req.params.venueId, user: signedInUser(req) }) }),
  )
  app.post(
    '/venues/:venueId/blackouts',
    {
      schema: {
        summary: 'Close a day (the whole venue when spaceId is null)',
        tags,
        params: venueParamsSchema,
        body: blackoutInputSchema,
        response: { 201: blackoutSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await addBlackout({ db, venueId: req.params.venueId, user: signedInUser(req), input: req.body })),
  )
  app.delete(
    '/venues/:venueId/blackouts/:date',
    {
      schema: {
        summary: 'Open a closed day again (?spaceId= for a space’s)',
        tags,
        params: blackoutParamsSchema,
        querystring: blackoutDeleteQuerySchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await removeBlackout({ db, ...req.params, spaceId: req.query.spaceId, user: signedInUser(req) })
      return reply.code(204).send(null)
    },
  )
  app.get(
    '/venues/:venueId/calendar',
    {
      schema: {
        summary: 'A month of blackouts, holds and bookings per space',
        tags,
        params: venueParamsSchema,
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, ...errors },
      },
    },
    (req) => getCalendar({ db, venueId: req.params.venueId, user: signedInUser(req), month: req.query.month }),
  )

  app.get(
    '/venues/:venueId/calendar-feed',
    {
      schema: {
        summary: 'Whether the venue has an iCalendar feed URL',
        tags,
        params: venueParamsSchema,
        response: { 200: calendarFeedStatusSchema, ...errors },
      },
    },
    (req) => getCalendarFeedStatus({ db, venueId: req.params.venueId, user: signedInUser(req) }),
  )
  app.post(
    '/venues/:venueId/calendar-feed',
    {
      schema: {
        summary: 'Create the iCalendar feed URL, or a new one (the old one stops working)',
        tags,
        params: venueParamsSchema,
        response: { 201: calendarFeedLinkSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await createCalendarFeed({
          db,
          venueId: req.params.venueId,
          user: signedInUser(req),
          publicUrl: app.config.PUBLIC_URL,
        }),
      ),
  )

  // ---- Managers
  app.get(
    '/venues/:venueId/managers',
    {
      schema: {
        summary: "The venue's managers and pending invitations",
        tags,
        params: venueParamsSchema,
        response: { 200: managersResponseSchema, ...errors },
      },
    },
    (req) => listManagers({ db, venueId: req.params.venueId, user: signedInUser(req) }),
  )
  app.post(
    '/venues/:venueId/managers',
    {
      schema: {
        summary: 'Invite a colleague to manage the venue',
        tags,
        params: venueParamsSchema,
        body: inviteManagerSchema,
        response: { 201: managerInvitedSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await inviteManager({
          db,
          venueId: req.params.venueId,
          user: signedInUser(req),
          ...req.body,
          publicUrl: app.config.PUBLIC_URL,
        }),
      ),
  )
  app.delete(
    '/venues/:venueId/managers/:userId',
    {
      schema: {
        summary: 'Remove a manager (owners; a manager may leave)',
        tags,
        params: managerParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (req, reply) => {
      await removeManager({
        db,
        venueId: req.params.venueId,
        memberUserId: req.params.userId,
        user: signedInUser(req),
      })
      return reply.code(204).send(null)
    },
  )

  // ---- Requests
  app.get(
    '/venues/:venueId/requests',
    {
      schema: {
        summary: 'Requests naming the venue, newest first',
        tags,
        params: venueParamsSchema,
        response: { 200: venueInboxResponseSchema, ...errors },
      },
    },
    async (req) => ({ requests: await listVenueInbox({ db, venueId: req.params.venueId, user: signedInUser(req) }) }),
  )
  app.post(
    '/venues/:venueId/requests/:requestId/quote',
    {
      schema: {
        summary: 'Accept with a quote: the planner gets a proposal to accept, the space is held',
        tags,
        params: requestParamsSchema,
        body: quoteInputSchema,
        response: { 201: quoteResponseSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await quoteRequest({ db, config: app.config, ...req.params, user: signedInUser(req), input: req.body })),
  )
  app.post(
    '/venues/:venueId/requests/:requestId/offer',
    {
      schema: {
        summary: 'Offer the planner another date or time',
        tags,
        params: requestParamsSchema,
        body: offerInputSchema,
        response: { 200: inboxRequestSchema, ...errors },
      },
    },
    (req) => offerAlternative({ db, config: app.config, ...req.params, user: signedInUser(req), input: req.body }),
  )
  app.post(
    '/venues/:venueId/requests/:requestId/decline',
    {
      schema: {
        summary: 'Decline the request with a reason',
        tags,
        params: requestParamsSchema,
        body: declineInputSchema,
        response: { 200: inboxRequestSchema, ...errors },
      },
    },
    (req) => declineRequest({ db, config: app.config, ...req.params, user: signedInUser(req), input: req.body }),
  )
  app.post(
    '/venues/:venueId/requests/:requestId/cancel',
    {
      schema: {
        summary: 'Cancel a confirmed booking the venue cannot host: the planner is refunded in full, everyone is told',
        tags,
        params: requestParamsSchema,
        body: venueCancelSchema,
        response: { 200: inboxRequestSchema, ...errors, ...errorResponses(503) },
      },
    },
    (req) =>
      cancelVenueBooking({ db, config: app.config, ...req.params, user: signedInUser(req), reason: req.body.reason }),
  )
}

/** The iCalendar feed, outside the portal's guard: calendar apps fetch it without a session, the URL is the secret. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar-feeds/:file',
    {
      // Not JSON, so outside the OpenAPI document (as the sitemaps are).
      schema: { hide: true, params: calendarFeedParamsSchema },
    },
    async (req, reply) => {
      const body = await renderCalendarFeed({ db: app.db, file: req.params.file })
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body)
    },
  )
}

/** The invitation link's routes, outside the portal's guard (the invitee manages no venue yet). */
export const venueInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  app.get(
    '/venue-invitations/:token',
    {
      schema: {
        summary: 'What a venue manager invitation is for (public: the link is the secret)',
        tags,
        params: venueInvitationTokenParamsSchema,
        response: { 200: venueInvitationViewSchema, ...errorResponses(404) },
      },
    },
    (req) => getVenueInvitation({ db, token: req.params.token }),
  )
  app.post(
    '/venue-invitations/:token/accept',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Accept a venue manager invitation, signed in with the invited email',
        tags,
        params: venueInvitationTokenParamsSchema,
        response: { 200: acceptVenueInvitationResponseSchema, ...errors },
      },
    },
    (req) => acceptVenueInvitation({ db, token: req.params.token, user: signedInUser(req) }),
  )
  const hashCost = passwordHashCost(app.config)
  app.post(
    '/venue-invitations/:token/sign-up',
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      schema: {
        summary: "Create the invitee's account with the invited email, accept, and sign in: one step",
        tags,
        params: venueInvitationTokenParamsSchema,
        body: invitationSignUpSchema,
        response: {
          201: invitationSignUpResponseSchema,
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await signUpWithVenueInvitation({ db, token: req.params.token, input: req.body, hashCost })),
  )
}
