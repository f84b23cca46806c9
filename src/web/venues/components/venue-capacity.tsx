import { Link } from 'react-router'
import { LARGER_GROUPS_PROMPT, venueCapacityLabel } from '~/domain/guests'
import { paths } from '~/web/lib/paths'

/** "Up to 40 guests", or "Up to 60+ guests — ask Callie for larger groups" for bigger rooms. */
export function VenueCapacity({ maxGuests }: { maxGuests: number }) {
  const { text, largerGroups } = venueCapacityLabel(maxGuests)
  return (
    <span data-testid="venue-capacity">
      {text}
      {largerGroups && (
        <>
          {' — '}
          <Link
            to={paths.concierge()}
            className="font-medium text-terracotta-700 underline underline-offset-2 hover:text-terracotta-800"
          >
            {LARGER_GROUPS_PROMPT}
          </Link>
        </>
      )}
    </span>
  )
}
