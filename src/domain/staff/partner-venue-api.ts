// POST /api/staff/requests/:id/venue: an accepted partner application becomes a venue
// with its applicant invited as owner, in one step. The body is the staff venue form's
// (venue-input.ts), prefilled in the console from the application; the answer is the request's
// detail (request-detail-api.ts), now linked to the venue.
import { venueCreateSchema } from '../venues/venue-input'
import type { RequestStatus } from '../requests/workflow'

export const partnerVenueSchema = venueCreateSchema

/** An application still open or accepted; a declined or closed one is not turned into a venue. */
export const PARTNER_VENUE_STATUSES: readonly RequestStatus[] = ['new', 'in_progress', 'proposed', 'confirmed']

/** The partner type whose application can become a venue (planners and companies are not venues). */
export const VENUE_PARTNER_TYPE = 'restaurant-venue'

export const PARTNER_VENUE_MESSAGES = {
  notPartner: 'Only a partner application can be turned into a venue',
  notVenueType: 'Only a Restaurant / Venue application can be turned into a venue',
  closed: 'A declined or closed application cannot be turned into a venue',
  already: (venueName: string) => `This application is already the venue ${venueName}`,
} as const

type ApplicationFacts = {
  kind: string
  status: RequestStatus
  details: Record<string, unknown>
  createdVenueId: number | null
}

/** Why the application cannot become a venue now, or null when it can (the console shows the action then). */
export function partnerVenueRefusal(r: ApplicationFacts, venueName = 'created'): string | null {
  if (r.kind !== 'partner') return PARTNER_VENUE_MESSAGES.notPartner
  if (r.createdVenueId !== null) return PARTNER_VENUE_MESSAGES.already(venueName)
  if (r.details.partnerType !== VENUE_PARTNER_TYPE) return PARTNER_VENUE_MESSAGES.notVenueType
  if (!PARTNER_VENUE_STATUSES.includes(r.status)) return PARTNER_VENUE_MESSAGES.closed
  return null
}
