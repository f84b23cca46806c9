import { Link } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { paths } from '~/web/lib/paths'

/** An unknown or removed venue, on its page and on its booking page. */
export function VenueNotFound() {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-28 text-center">
      <title>Venue Not Found · Bountiful</title>
      <h1 className="font-display text-4xl font-semibold text-ink-900">Venue Not Found</h1>
      <p className="text-ink-600">The venue you're looking for doesn't exist or has been removed.</p>
      <Button asChild>
        <Link to={paths.search()}>Browse venues</Link>
      </Button>
    </div>
  )
}
