// What every request form's route shares: its answers, the Idempotency-Key of a call and the replay
// of a retry, storing the request (with its history and emails, in one transaction: store-request),
// an instant book of a chosen package, and the venue a request names.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { requestAcceptedSchema } from '~/domain/fields'
import { currentUserId } from '../auth/auth-plugin'
import { errorResponses } from '../lib/error-responses'
import { fieldErrors } from '../lib/errors'
import { findIdempotentAnswer, hashBody, readIdempotencyKey, type Idempotency } from '../lib/idempotency'
import type { SpaceQuestion } from '../venues/space-availability'
import { findRequestVenue, type VenueForRequest } from './find-request-venue'
import { instantBook, type ChosenPackage } from './instant-book'
import type { RequestRecord } from './request-records'
import { storeRequest } from './store-request'
import { VENUE_NOT_FOUND } from './submit-booking-page'

export const submissionResponses = {
  201: requestAcceptedSchema,
  ...errorResponses(400, 409, 429),
}

/** The helpers of the request routes, over the app's database and config. */
export function requestSubmission(app: Pick<FastifyInstance, 'db' | 'config'>) {
  /** The Idempotency-Key of this call, bound to the route and the validated body. */
  function idempotencyOf(req: FastifyRequest, body: unknown): Idempotency | undefined {
    const key = readIdempotencyKey(req.headers)
    return key ? { scope: `${req.method} ${req.routeOptions.url}`, key, bodyHash: hashBody(body) } : undefined
  }

  /** A retry answered before any check that depends on time or on the venue's current state. */
  async function replay(reply: FastifyReply, idem: Idempotency | undefined) {
    if (!idem) return false
    const prior = await findIdempotentAnswer(app.db, idem)
    if (!prior) return false
    await reply
      .code(prior.statusCode)
      .header('idempotent-replayed', 'true')
      .send(prior.response as z.infer<typeof requestAcceptedSchema>)
    return true
  }

  async function store(
    req: FastifyRequest,
    reply: FastifyReply,
    record: RequestRecord,
    idem: Idempotency | undefined,
    afterInsert?: Parameters<typeof storeRequest>[0]['afterInsert'],
  ) {
    const result = await storeRequest({
      db: app.db,
      config: app.config,
      record,
      userId: currentUserId(req),
      idempotency: idem,
      afterInsert,
    })
    if (result.replayed) reply.header('idempotent-replayed', 'true')
    return reply.code(result.statusCode).send(result.body)
  }

  /**
   * Instant book of the chosen package, when it allows it and the planner agreed to its terms
   * (`instantBookAgreed`); else the request stays a request.
   */
  const packageBooking = (
    chosen: ChosenPackage,
    venue: VenueForRequest,
    event: { date: string; time: string; guests: number },
    planner: { name: string; email: string; instantBookAgreed?: boolean },
  ) => instantBook({ config: app.config, chosen, venue, event, planner, agreed: planner.instantBookAgreed === true })

  async function venueOrFail(
    venueId: number,
    question: SpaceQuestion,
    otherDates?: readonly string[],
  ): Promise<VenueForRequest> {
    const venue = await findRequestVenue({ db: app.db, venueId, ...question, otherDates })
    if (!venue) throw fieldErrors({ venueId: VENUE_NOT_FOUND })
    return venue
  }

  return { idempotencyOf, replay, store, packageBooking, venueOrFail }
}
