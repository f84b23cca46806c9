import type { MouseEvent } from 'react'
import { LARGER_GROUPS_PROMPT, venueCapacityLabel } from '~/domain/guests'
import { paths } from '~/web/lib/paths'
import { useFollowLink } from '~/web/lib/use-follow-link'

type Follow = (event: MouseEvent<HTMLAnchorElement>) => void

/**
 * "Up to 40 guests", or "Up to 60+ guests — ask Callie for larger groups" for bigger rooms. A card
 * passes its links' handler (`follow`, ~/web/lib/use-follow-link.ts); without one the link has its own.
 */
export function VenueCapacity({ maxGuests, follow }: { maxGuests: number; follow?: Follow }) {
  const { text, largerGroups } = venueCapacityLabel(maxGuests)
  return (
    <span data-testid="venue-capacity">
      {text}
      {largerGroups && (
        <>
          {' — '}
          {follow ? <LargerGroupsLink follow={follow} /> : <LargerGroupsOwnLink />}
        </>
      )}
    </span>
  )
}

function LargerGroupsOwnLink() {
  return <LargerGroupsLink follow={useFollowLink()} />
}

function LargerGroupsLink({ follow }: { follow: Follow }) {
  return (
    <a
      href={paths.concierge()}
      onClick={follow}
      className="font-medium text-terracotta-700 underline underline-offset-2 hover:text-terracotta-800"
    >
      {LARGER_GROUPS_PROMPT}
    </a>
  )
}
