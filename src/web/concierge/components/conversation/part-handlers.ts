// What a part of Callie's answer can do when pressed: answer her question, edit the brief, or run
// one of the actions (the page composes those with the shortlist, the brief and the booking).
import type { ReactNode } from 'react'
import type { BriefPatch } from '~/domain/concierge/callie-brief'
import type { PartOf, VenueCard } from '~/domain/concierge/conversation-api'
import type { VenueSummary } from '~/domain/venues/venue'

export type CallieAction = PartOf<'actions'>['actions'][number]

export type PartHandlers = {
  /** A turn is in flight: nothing else can be sent. */
  busy: boolean
  sendText: (text: string) => void
  sendPatch: (patch: BriefPatch) => void
  /** The venues are the action's, as Callie's tools returned them. */
  onAction: (action: CallieAction, venues: VenueCard[]) => void
  /** Beside each venue (the shortlist button). */
  venueAction?: (venue: VenueSummary) => ReactNode
  /** Every venue card shown in the thread so far, by venue id. */
  venueById: ReadonlyMap<number, VenueCard>
}
