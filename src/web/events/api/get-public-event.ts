// GET /api/public/events/:publicId[?guest=token]: the public event page, no sign-in.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicEvent } from '~/domain/events/guest'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'

export const getPublicEvent = (publicId: string, guestToken: string | null) =>
  api.get<PublicEvent>(eventApiPaths.publicEvent(publicId, guestToken))

export const publicEventQueryOptions = (publicId: string, guestToken: string | null) =>
  queryOptions({
    queryKey: ['public-events', publicId, guestToken],
    queryFn: () => getPublicEvent(publicId, guestToken),
  })

export const usePublicEvent = (publicId: string, guestToken: string | null) =>
  useQuery(publicEventQueryOptions(publicId, guestToken))
