// Callie's actions run by the product's own flows: the shortlist (briefs), the brief form prefilled
// from her brief, the venue's booking request page with the brief's date, time and group, and the
// consultation dialog (requests). Composed here because the concierge feature does not import them.
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { CallieBrief } from '~/domain/concierge/callie-brief'
import { TIME_SLOT_START, WIZARD_EVENT_TYPES } from '~/domain/options'
import { BOOKING_PAGE_TIMES } from '~/domain/time-constants'
import { briefsPaths } from '~/web/briefs/briefs-paths'
import { prefillBriefForm } from '~/web/briefs/lib/brief-form-prefill'
import { ShortlistButton } from '~/web/briefs/components/shortlist-button'
import { SHORTLIST_MAX } from '~/web/briefs/lib/shortlist-rules'
import { useShortlist } from '~/web/briefs/lib/use-shortlist'
import type { ConversationActions } from '~/web/concierge/components/conversation/conversation-actions'
import { withCriteria } from '~/web/lib/booking-criteria'
import { paths } from '~/web/lib/paths'
import { useConsultationDialog } from '~/web/requests/components/consultation-trigger'

/** The booking forms' time for the brief: her exact time, or the start of her slot, or 7 PM. */
function bookingTime(brief: CallieBrief): string {
  const candidates = [brief.exactTime, brief.time && TIME_SLOT_START[brief.time]]
  return candidates.find((t): t is string => Boolean(t && BOOKING_PAGE_TIMES.includes(t))) ?? '7:00 PM'
}

/** Callie's occasions as the brief form names them (the same words where both have them). */
type WizardEventType = (typeof WIZARD_EVENT_TYPES)[number]['value']
const CLOSE_OCCASIONS: Partial<Record<string, WizardEventType>> = {
  'Business Dinner': 'client-dinner',
  'Team Building': 'team-offsite',
}
function briefOccasion(occasion: CallieBrief['occasion']): WizardEventType | undefined {
  if (!occasion) return undefined
  const byLabel = WIZARD_EVENT_TYPES.find((t) => t.label.startsWith(occasion))?.value
  return byLabel ?? CLOSE_OCCASIONS[occasion] ?? 'other'
}

export function useCallieActions(): { actions: ConversationActions; dialog: ReactNode } {
  const shortlist = useShortlist()
  const navigate = useNavigate()
  const consultation = useConsultationDialog()
  const actions: ConversationActions = {
    shortlist: (venues) => shortlist.addAll(venues),
    brief: (venues, brief) => {
      // The ones she shortlisted among them, if any (her choice); otherwise the venues Callie showed.
      const chosen = venues.filter((v) => shortlist.ids.includes(v.id))
      if (!chosen.length) shortlist.replace(venues.slice(0, SHORTLIST_MAX).map((v) => v.id))
      prefillBriefForm({
        occasion: briefOccasion(brief.occasion),
        date: brief.date,
        time: bookingTime(brief),
        guests: brief.groupSize,
        dietary: brief.dietaryRestrictions,
        notes: brief.softWishes.length ? `Also: ${brief.softWishes.join(', ')}` : undefined,
      })
      navigate(briefsPaths.briefForm())
    },
    request: (venue, brief) => {
      const criteria = { date: brief.date, time: bookingTime(brief), guests: brief.groupSize }
      navigate(paths.venueBook(venue.id, withCriteria(new URLSearchParams(), criteria)))
    },
    consultation: (brief, notes) =>
      consultation.open({
        eventType: brief.occasion,
        location: brief.location,
        date: brief.date,
        groupSize: brief.groupSize,
        notes,
      }),
    venueAction: (venue) => <ShortlistButton venue={venue} />,
  }
  return { actions, dialog: consultation.dialog }
}
