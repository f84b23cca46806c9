// A venue card with its heart: venues draws the card, favourites owns the heart, briefs the
// shortlist button, and the app (the one place that may use all three) puts them together for
// every list of venues.
import type { ComponentProps } from 'react'
import { ShortlistButton } from '~/web/briefs/components/shortlist-button'
import { FavouriteButton } from '~/web/favourites/components/favourite-button'
import { VenueCard } from '~/web/venues/components/venue-card'

type Props = Omit<ComponentProps<typeof VenueCard>, 'favourite' | 'shortlist'> & {
  /** 'Add to shortlist' under the price (search results, saved venues). */
  withShortlist?: boolean
}

export function VenueCardWithFavourite({ withShortlist = false, ...props }: Props) {
  return (
    <VenueCard
      {...props}
      favourite={
        <FavouriteButton venueId={props.venue.id} venueName={props.venue.name} className="absolute top-3 right-3" />
      }
      shortlist={withShortlist ? <ShortlistButton venue={props.venue} className="w-full" /> : undefined}
    />
  )
}
