// The venues of a shortlist, each read as the venue page reads it (shared by the shortlist and
// the brief form; a venue that no longer exists drops out).
import { useQueries } from '@tanstack/react-query'
import type { VenueDetail } from '~/domain/venues/venue'
import { venueQueryOptions } from '~/web/venues/api/get-venue'

export type ShortlistVenueDetail = VenueDetail & { photoUrl: string }

export function useShortlistVenues(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => venueQueryOptions(id)),
    combine: (results) => ({
      venues: results.flatMap((r): ShortlistVenueDetail[] =>
        r.data ? [{ ...r.data, photoUrl: r.data.imageUrl }] : [],
      ),
      pending: results.filter((r) => r.isPending).length,
    }),
  })
}
