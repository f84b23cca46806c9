// GET /api/invitations/:token: what a co-host invitation is for (public: the link is the secret).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InvitationView } from '~/domain/events/co-host'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'

export const getInvitation = (token: string) => api.get<InvitationView>(eventApiPaths.publicInvitation(token))

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['invitations', token], queryFn: () => getInvitation(token) })

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token))
