// Stores a validated request with its emails (create-request.ts), giving the planner a private
// link to its status page. Every request form ends here, and so does a confirmed booking draft.
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Idempotency } from '../lib/idempotency'
import { hashToken, newToken } from '../lib/tokens'
import { createRequest, type CreateRequestResult } from './create-request'
import { findVenuePhoto } from './find-venue-photo'
import { requestEmails } from './request-emails'
import type { RequestRecord } from './request-records'
import { requestViewUrl } from './request-view'

export async function storeRequest({
  db,
  config,
  record,
  userId,
  idempotency,
  afterInsert,
}: {
  db: Db
  config: Config
  record: RequestRecord
  /** Sent while signed in: the request belongs to that account (visible from the dashboard). */
  userId: number | null
  idempotency?: Idempotency
  afterInsert?: Parameters<typeof createRequest>[0]['afterInsert']
}): Promise<CreateRequestResult> {
  // The planner's status link: only its hash is stored, the token itself only in her email.
  const viewToken = newToken()
  const venueId = record.request.venueId
  const venueName = typeof record.request.details.venueName === 'string' ? record.request.details.venueName : null
  const venue = venueId && venueName ? { name: venueName, photoUrl: await findVenuePhoto({ db, venueId }) } : null
  return createRequest({
    db,
    request: { ...record.request, userId, viewTokenHash: hashToken(viewToken) },
    successMessage: record.successMessage,
    idempotency,
    afterInsert,
    publicUrl: config.PUBLIC_URL,
    emails: ({ reference, requestId }, instantBooked) =>
      requestEmails({
        instantBooked,
        config,
        kind: record.request.kind,
        reference,
        requestId,
        requester: { name: record.request.name, email: record.request.email, phone: record.request.phone },
        what: record.what,
        summary: record.summary,
        headline: record.headline,
        viewUrl: requestViewUrl(config.PUBLIC_URL, viewToken),
        venue,
        replyHours: record.replyHours,
      }),
  })
}
