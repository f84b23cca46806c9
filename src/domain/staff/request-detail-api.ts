// GET /api/staff/requests/:id: one request with its venue, history, emails, messages, proposals
// and event. The workflow's writes answer with it too (request-workflow-api.ts).
import { z } from 'zod'
import { bookingStageSchema } from '../bookings/booking-stage-api'
import { requestSummarySchema } from './inbox-api'
import { personSchema } from '../api/api-fields'
import { staffProposalSchema } from '../proposals/staff-proposal-api'

/** Which way a request's message went: staff to the planner, or (later) back. */
export const MESSAGE_DIRECTIONS = ['outbound', 'inbound'] as const

export const requestDetailSchema = z.object({
  request: requestSummarySchema.extend({
    phone: z.string().nullable(),
    /** Everything the planner sent, as the kind's schema validated it. */
    details: z.record(z.string(), z.unknown()),
    userId: z.number().int().nullable(),
    /** The venue a partner application became (then also `venue`). */
    createdVenueId: z.number().int().nullable(),
    updatedAt: z.string(),
  }),
  venue: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      location: z.string(),
      address: z.string(),
      pricePerPerson: z.number(),
      maxGuests: z.number().int(),
      status: z.string(),
      /** The venue's suggested add-ons, which a request's 'ai-addon-N' ids point into. */
      suggestedAddOns: z.array(z.string()),
    })
    .nullable(),
  estimate: z.object({ totalCents: z.number().int().nullable() }),
  history: z.array(
    z.object({
      id: z.number().int(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      note: z.string().nullable(),
      actor: personSchema.nullable(),
      createdAt: z.string(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.number().int(),
      template: z.string(),
      toAddress: z.string(),
      subject: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      id: z.number().int(),
      direction: z.string(),
      template: z.string().nullable(),
      subject: z.string(),
      body: z.string(),
      staff: personSchema.nullable(),
      outboxEmailId: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
  proposals: z.array(staffProposalSchema),
  /** Booking kinds: where the booking stands, in the words the planner and the venue see. */
  booking: bookingStageSchema.nullable(),
  event: z
    .object({
      id: z.number().int(),
      publicId: z.string(),
      hostUserId: z.number().int().nullable(),
      pendingEmail: z.string().nullable(),
    })
    .nullable(),
})
export type RequestDetail = z.infer<typeof requestDetailSchema>
