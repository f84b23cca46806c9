// A venue card with its heart: venues draws the card, favourites owns the heart, and the app (the
// one place that may use both) puts them together for every list of venues.
import type { ComponentProps } from 'react'
import { FavouriteButton } from '~/web/favourites/components/favourite-button'
import { VenueCard } from '~/web/venues/components/venue-card'

export function VenueCardWithFavourite(props: Omit<ComponentProps<typeof VenueCard>, 'favourite'>) {
  return (
    <VenueCard
      {...props}
      favourite={
        <FavouriteButton venueId={props.venue.id} venueName={props.venue.name} className="absolute top-3 right-3" />
      }
    />
  )
}
