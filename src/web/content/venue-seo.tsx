// Head tags of a venue page (title, description, share image, schema.org JSON-LD), lazy-loaded by
// RouteSeo (seo.tsx) so other pages do not carry the venue query and the JSON-LD builder.
import { DEFAULT_DESCRIPTION, summarize, venuePageTitle } from '~/domain/public-pages'
import { venueJsonLd } from '~/domain/venue-structured-data'
import { useVenue } from '~/web/venues/api/get-venue'
import { origin, Seo } from './seo'

export default function VenueSeo({ id }: { id: number }) {
  const { data: venue, isError } = useVenue(id)
  if (isError) return <Seo title="Venue Not Found · Bountiful" description={DEFAULT_DESCRIPTION} noindex />
  if (!venue) return null
  return (
    <Seo
      title={venuePageTitle(venue)}
      description={summarize(`${venue.name}, ${venue.location}: up to ${venue.maxGuests} guests. ${venue.description}`)}
      image={venue.imageUrl}
      jsonLd={venueJsonLd(venue, origin())}
    />
  )
}
