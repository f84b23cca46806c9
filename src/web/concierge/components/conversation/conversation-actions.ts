// The actions Callie offers, run by the page with the product's own flows (the shortlist, the
// brief form, the booking request page, the consultation dialog), composed in src/web/app.
import type { ReactNode } from 'react'
import type { CallieBrief } from '~/domain/concierge/callie-brief'
import type { VenueSummary } from '~/domain/venues/venue'

export type ConversationActions = {
  shortlist: (venues: VenueSummary[]) => void
  request: (venue: VenueSummary, brief: CallieBrief) => void
  brief: (venues: VenueSummary[], brief: CallieBrief) => void
  consultation: (brief: CallieBrief, notes: string) => void
  /** Beside each venue card (the shortlist button). */
  venueAction?: (venue: VenueSummary) => ReactNode
}
