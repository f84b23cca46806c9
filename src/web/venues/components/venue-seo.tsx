// Head tags of a venue page (title, description, share image, schema.org JSON-LD), lazy-loaded by
// RouteSeo (src/web/app/route-seo.tsx) so other pages do not carry the venue query and the JSON-LD
// builder.
import { DEFAULT_DESCRIPTION, summarize, venuePageTitle } from '~/domain/site/public-pages'
import { venueJsonLd } from '~/domain/site/venue-structured-data'
import { origin, Seo } from '~/web/components/seo'
import { useVenue } from '../api/get-venue'

export default function VenueSeo({ id }: { id: number }) {
  const { data: venue, isError } = useVenue(id)
  if (isError) return <Seo title="Venue Not Found · Bountiful" description={DEFAULT_DESCRIPTION} noindex />
  if (!venue) return null
  return (
    <Seo
      title={venuePageTitle(venue)}
      description={summarize(`${venue.name}, ${venue.location}: up to ${venue.maxGuests} guests. ${venue.description}`)}
      image={venue.imageUrl}
      // A fictional demo venue is not offered to search engines as a real place.
      noindex={venue.isDemo || undefined}
      jsonLd={venue.isDemo ? undefined : venueJsonLd(venue, origin())}
    />
  )
}
