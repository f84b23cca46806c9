// /shortlist: the briefs feature's shortlist, with each venue read as the venue page
// reads it (a venue that no longer exists drops out).
import { ShortlistView, useShownShortlist } from '~/web/briefs/components/shortlist-view'
import { useShortlistVenues } from '~/web/app/use-shortlist-venues'

export function ShortlistPage() {
  const shown = useShownShortlist()
  const { venues, pending } = useShortlistVenues(shown.ids)
  return <ShortlistView shown={shown} venues={venues} pending={pending} />
}
