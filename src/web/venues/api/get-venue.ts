import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VenueDetail } from '~/domain/venues/venue'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

export const getVenue = (id: number) => api.get<VenueDetail>(apiPaths.venue(id, true))

export const venueQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['venues', 'detail', id], queryFn: () => getVenue(id) })

export const useVenue = (id: number) => useQuery(venueQueryOptions(id))
