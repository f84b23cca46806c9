// GET /api/venue-invitations/:token: what a manager invitation is for (public: the link is the secret).
import { useQuery } from '@tanstack/react-query'
import type { VenueInvitationView } from '~/domain/venue-portal/managers-api'
import { api } from '~/web/lib/api'
import { portalApiPaths, portalKeys } from '../portal-paths'

export const getVenueInvitation = (token: string) => api.get<VenueInvitationView>(portalApiPaths.invitation(token))

export const useVenueInvitation = (token: string) =>
  useQuery({ queryKey: portalKeys.invitation(token), queryFn: () => getVenueInvitation(token) })
