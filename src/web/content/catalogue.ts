// Live numbers and lists from the API for the content pages: never typed-in figures.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicCounter } from '~/domain/site/public-counters'
import type { CityDto, VenueStats } from '~/domain/venues/venue'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

export const citiesQueryOptions = () =>
  queryOptions({ queryKey: ['cities'], queryFn: () => api.get<CityDto[]>(apiPaths.cities()) })

// Real venues only: the demo catalogue's fictional ones are never counted.
const venueCountQueryOptions = () =>
  queryOptions({
    queryKey: ['venues', 'count'],
    queryFn: () => api.get<VenueStats>(apiPaths.venueStats()).then((r) => r.venues),
  })

export function useCatalogueStats() {
  const cities = useQuery(citiesQueryOptions())
  const venues = useQuery(venueCountQueryOptions())
  return {
    isPending: cities.isPending || venues.isPending,
    /** The real venue count, only once it is worth showing (src/domain/site/public-counters.ts). */
    venueCount: publicCounter(venues.data),
    activeCities: cities.data?.filter((c) => c.isAvailable) ?? [],
    comingSoonCities: cities.data?.filter((c) => c.comingSoon) ?? [],
  }
}
