// POST /api/staff/requests/:id/venue: the partner application becomes a venue, its applicant
// invited as owner; answers with the request's detail (now linked to the venue).
import type { z } from 'zod'
import type { partnerVenueSchema } from '~/domain/staff/partner-venue-api'
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import { useRequestMutation } from './use-request-mutation'

type Body = z.output<typeof partnerVenueSchema>

export const createPartnerVenue = (id: number, input: Body) =>
  api.post<RequestDetail>(staffApiPaths.partnerVenue(id), input)

export const useCreatePartnerVenue = (id: number) =>
  useRequestMutation(id, (input: Body) => createPartnerVenue(id, input))
