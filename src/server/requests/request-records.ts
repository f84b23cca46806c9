// From a validated request of each kind to what is stored (the requests row) and what is
// written to the planner and the team (summary lines, subject headline, answer message).
import { ALTERNATIVE_DATES_LABEL, alternativeDatesText } from '~/domain/alternative-dates'
import { CITIES, cityQueryOf } from '~/domain/cities'
import { briefChipsOf, type CallieBrief } from '~/domain/concierge/callie-brief'
import { HANDOVER_LINES } from '~/domain/concierge/handover-api'
import { budgetOption, startTimeOf, timeSlotOption } from '~/domain/concierge/preferences'
import { estimateBooking, formatCents, PRICE_UPON_REQUEST } from '~/domain/pricing/estimate'
import { dietaryLabel, FEATURE_OPTIONS, PACKAGES, WIZARD_EVENT_TYPES } from '~/domain/options'
import { bookingPageSuccessMessage, type BookingPageRequest } from '~/domain/requests/booking-page'
import {
  bookingWizardHours,
  bookingWizardSuccessMessage,
  type BookingWizardRequest,
} from '~/domain/requests/booking-wizard'
import { conciergeBookingSuccessMessage, type ConciergeBookingRequest } from '~/domain/requests/concierge-book'
import { callTimeLabel, CONSULTATION_SUCCESS_MESSAGE, type ConsultationRequest } from '~/domain/requests/consultation'
import { CONTACT_SUCCESS_MESSAGE, type ContactRequest } from '~/domain/requests/contact'
import {
  PARTNER_SUCCESS_MESSAGE,
  PARTNER_TYPES,
  type PartnerApplicationRequest,
} from '~/domain/requests/partner-application'
import { SEARCH_CONCIERGE_SUCCESS_MESSAGE, type SearchConciergeRequest } from '~/domain/requests/search-concierge'
import { promiseWords } from '~/domain/requests/response-time'
import { dietaryNeedsOf } from '~/domain/requests/dietary-counts'
import { ADD_ONS_OUTSIDE_PACKAGE, addOnNames } from '~/domain/requests/add-on-names'
import { displayDate } from '~/domain/time'
import type { PackageQuote } from '~/domain/venues/planner-packages'
import type { SummaryLine } from '../email/email-parts'
import type { NewRequest } from './create-request'
import type { VenueForRequest } from './find-request-venue'
import { packageDetails, type ChosenPackage } from './instant-book'

export type RequestRecord = {
  request: NewRequest
  what: string
  summary: SummaryLine[]
  headline: string
  successMessage: string
  /** The named venue's response promise in hours (its portal setting); without a venue, ours. */
  replyHours?: number
}

/** Tag a request with a city only on an exact name match: a wrong tag misleads the inbox. */
function citySlugOf(location: string | undefined): string | null {
  if (!location) return null
  const q = cityQueryOf(location)
  return CITIES.find((c) => c.name.toLowerCase() === q || c.slug === q)?.slug ?? null
}

const guestsText = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`

export function bookingWizardRecord(
  input: BookingWizardRequest,
  venue: VenueForRequest,
  chosen: ChosenPackage | null = null,
): RequestRecord {
  if (chosen) return withPackage(bookingWizardPlain(input, venue), chosen, venue.suggestedAddOns)
  return bookingWizardPlain(input, venue)
}

/**
 * A request on one of the venue's packages: the package and its all-in lines replace the generic
 * package and estimate (the same function as proposals, src/domain/pricing/all-in.ts).
 */
function withPackage(
  record: RequestRecord,
  chosen: ChosenPackage,
  suggestedAddOns: readonly string[] = [],
): RequestRecord {
  const pkg = packageDetails(chosen)
  const generic = new Set(['Package', 'Estimated total'])
  const { addOns, extendedHours } = record.request.details
  // The package's all-in total leaves her add-ons out: they are named, not priced, as the stored
  // estimate counts them (the venue prices them in its quote).
  const names = addOnNames(addOns, { extendedHours, suggestedAddOns })
  return {
    ...record,
    request: {
      ...record.request,
      estimateCents: chosen.estimate.totals.totalCents,
      details: { ...record.request.details, ...pkg.details },
    },
    summary: [
      ...record.summary
        .filter(([label]) => !generic.has(label))
        .map(([label, value]): SummaryLine =>
          label === 'Add-ons'
            ? [label, names.length ? `${names.join(', ')} (${ADD_ONS_OUTSIDE_PACKAGE})` : null]
            : [label, value],
        ),
      ...pkg.summary,
    ],
  }
}

function bookingWizardPlain(input: BookingWizardRequest, venue: VenueForRequest): RequestRecord {
  // Hours are stored only when Extended Hours was chosen.
  const extendedHours = bookingWizardHours(input)
  const estimate = estimateBooking({
    pricePerPerson: venue.pricePerPerson,
    packageKey: input.budget,
    guests: input.guestCount,
    addOnIds: input.addOns,
    suggestedAddOns: venue.suggestedAddOns,
    extendedHours,
  })
  const addOns = estimate.lines
    .slice(1)
    .map((l) => `${l.label} (${l.cents === null ? PRICE_UPON_REQUEST.toLowerCase() : formatCents(l.cents)})`)
  return {
    request: {
      kind: 'booking',
      name: input.name,
      email: input.email,
      phone: input.phone,
      citySlug: venue.citySlug,
      venueId: venue.id,
      eventDate: input.date,
      eventTime: input.time,
      guests: input.guestCount,
      estimateCents: estimate.totalCents,
      details: { ...input, extendedHours, venueName: venue.name },
    },
    what: 'booking request',
    summary: [
      ['Venue', `${venue.name} (${venue.location})`],
      ['Event type', WIZARD_EVENT_TYPES.find((t) => t.value === input.eventType)?.label],
      ['Date', displayDate(input.date)],
      [ALTERNATIVE_DATES_LABEL, alternativeDatesText(input.alternativeDates, displayDate) ?? undefined],
      ['Time', input.time],
      ['Guests', input.guestCount],
      ['Package', PACKAGES.find((p) => p.value === input.budget)?.label],
      ['Add-ons', addOns.join(', ')],
      ['Dietary needs', dietaryNeedsOf(input)],
      ['Special requests', input.specialRequests],
      ['Company', input.companyName],
      [
        'Estimated total',
        `${formatCents(estimate.totalCents)} (final price confirmed upon approval; taxes and service fees may apply)`,
      ],
    ],
    headline: `${venue.name}, ${displayDate(input.date)}, ${guestsText(input.guestCount)}`,
    successMessage: bookingWizardSuccessMessage(promiseWords(venue.responseHours)),
    replyHours: venue.responseHours,
  }
}

export function bookingPageRecord(
  input: BookingPageRequest,
  venue: VenueForRequest,
  chosen: ChosenPackage | null = null,
): RequestRecord {
  const record = bookingPagePlain(input, venue)
  return chosen ? withPackage(record, chosen) : record
}

function bookingPagePlain(input: BookingPageRequest, venue: VenueForRequest): RequestRecord {
  return {
    request: {
      kind: 'booking_page',
      name: input.name,
      email: input.email,
      phone: input.phone,
      citySlug: venue.citySlug,
      venueId: venue.id,
      eventDate: input.date,
      eventTime: input.time,
      guests: input.numGuests,
      details: { ...input, venueName: venue.name },
    },
    what: 'booking request',
    summary: [
      ['Venue', `${venue.name} (${venue.location})`],
      ['Event type', input.eventType],
      ['Date', displayDate(input.date)],
      ['Time', input.time],
      ['Guests', input.numGuests],
      ['Special requests', input.specialRequests ?? 'None'],
    ],
    headline: `${venue.name}, ${displayDate(input.date)}, ${guestsText(input.numGuests)}`,
    successMessage: bookingPageSuccessMessage(promiseWords(venue.responseHours)),
    replyHours: venue.responseHours,
  }
}

/**
 * A booking from the concierge page: the preferences that produced the recommendations (with the
 * planner's own words, when she wrote to Callie), the venue chosen among them, and a
 * standard-package estimate. The event time is the time she asked for, else the slot's start.
 * The summary shows the venue's own cuisine: her preference stays in the details for the team.
 */
export function conciergeBookingRecord(
  input: ConciergeBookingRequest,
  venue: {
    id: number
    name: string
    citySlug: string
    location: string
    responseHours: number
    pricePerPerson: number
    cuisines: readonly string[]
  },
  /** The all-in estimate on the venue's cheapest fitting package, when it has one. */
  quote: PackageQuote | null = null,
): RequestRecord {
  const record = conciergeBookingPlain(input, venue)
  if (!quote) return record
  return {
    ...record,
    request: {
      ...record.request,
      estimateCents: quote.totalCents,
      details: { ...record.request.details, estimatePackage: quote.packageName },
    },
    summary: record.summary.map(([label, value]) =>
      label === 'Estimated total'
        ? [
            label,
            `${formatCents(quote.totalCents)} all in (${formatCents(quote.perGuestCents)} per guest) on the package ${quote.packageName}, ${quote.spaceName}; final price confirmed upon approval`,
          ]
        : [label, value],
    ),
  }
}

function conciergeBookingPlain(
  input: ConciergeBookingRequest,
  venue: Parameters<typeof conciergeBookingRecord>[1],
): RequestRecord {
  const estimate = estimateBooking({
    pricePerPerson: venue.pricePerPerson,
    packageKey: 'standard',
    guests: input.groupSize,
    addOnIds: [],
  })
  const slot = timeSlotOption(input.time)
  const dietary = input.dietaryRestrictions.map(dietaryLabel)
  const mustHave = (input.features ?? []).map((f) => FEATURE_OPTIONS.find((o) => o.value === f)?.label ?? f)
  const { name, email, phone, venueId: _venueId, ...preferences } = input
  return {
    request: {
      kind: 'concierge_booking',
      name,
      email,
      phone,
      citySlug: venue.citySlug,
      venueId: venue.id,
      eventDate: input.date,
      eventTime: startTimeOf(input),
      guests: input.groupSize,
      estimateCents: estimate.totalCents,
      details: { ...preferences, timeSlot: slot.label, venueName: venue.name },
    },
    what: 'booking request',
    summary: [
      ['Venue', `${venue.name} (${venue.location})`],
      ['Occasion', input.occasion],
      ['Date', displayDate(input.date)],
      ['Time', startTimeOf(input) === input.exactTime ? input.exactTime : slot.label],
      ['Guests', input.groupSize],
      ['Budget', budgetOption(input.budget).label],
      ['Cuisine', venue.cuisines.length ? venue.cuisines.join(', ') : undefined],
      ['Vibe', input.vibe],
      ['Must have', mustHave.join(', ')],
      ['Dietary restrictions', dietary.join(', ')],
      ['Special requests', input.specialRequests],
      ['Your message to Callie', input.plannerText],
      [
        'Estimated total',
        `${formatCents(estimate.totalCents)} (standard package; final price confirmed upon approval; taxes and service fees may apply)`,
      ],
    ],
    headline: `${venue.name}, ${displayDate(input.date)}, ${guestsText(input.groupSize)}`,
    successMessage: conciergeBookingSuccessMessage(promiseWords(venue.responseHours)),
    replyHours: venue.responseHours,
  }
}

export function consultationRecord(input: ConsultationRequest, venue?: VenueForRequest): RequestRecord {
  const callTime = callTimeLabel(input.preferredCallTime)
  return {
    request: {
      kind: 'consultation',
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      citySlug: venue?.citySlug ?? citySlugOf(input.location),
      venueId: venue?.id ?? null,
      eventDate: input.preferredDate,
      guests: input.groupSize,
      details: { ...input, preferredCallTime: callTime, ...(venue ? { venueName: venue.name } : {}) },
    },
    what: 'consultation request',
    summary: [
      ['Venue', venue ? `${venue.name} (${venue.location})` : undefined],
      ['Event type', input.eventType],
      ['City / location', input.location],
      ['Group size', input.groupSize],
      ['Preferred date', displayDate(input.preferredDate)],
      ['Phone', input.phone],
      ['Preferred call time', callTime],
      ['Vibe / occasion', input.vibeOccasion],
      ['Notes or dietary needs', input.notes],
    ],
    headline: `${input.name}, ${guestsText(input.groupSize)} in ${input.location}`,
    successMessage: CONSULTATION_SUCCESS_MESSAGE,
    replyHours: venue?.responseHours,
  }
}

export function searchConciergeRecord(input: SearchConciergeRequest): RequestRecord {
  return {
    request: {
      kind: 'search_concierge',
      name: input.name,
      email: input.email,
      phone: input.phone,
      citySlug: citySlugOf(input.location),
      eventDate: input.date ?? null,
      eventTime: input.time ?? null,
      guests: input.guests ?? null,
      details: { ...input },
    },
    what: 'concierge request',
    summary: [
      ['Details', input.details],
      ['Searched location', input.location],
      ['Searched date', input.date ? displayDate(input.date) : undefined],
      ['Searched time', input.time],
      ['Searched guests', input.guests],
    ],
    headline: `${input.name}${input.location ? `, ${input.location}` : ''}`,
    successMessage: SEARCH_CONCIERGE_SUCCESS_MESSAGE,
  }
}

/** A conversation with Callie handed over to a person: what it became in the console's inbox. */
export type CallieHandover = {
  contact: { name: string; email: string; phone?: string | null; note?: string | null }
  conversationId: string
  brief: CallieBrief
  /** The thread in lines (concierge/conversation-handover.ts transcriptOf). */
  transcript: readonly string[]
  /** The planner's own messages, in order. */
  plannerWords: readonly string[]
}

export function callieConversationRecord({
  contact,
  conversationId,
  brief,
  transcript,
  plannerWords,
}: CallieHandover): RequestRecord {
  const chips = briefChipsOf(brief)
    .map((c) => c.label)
    .join('; ')
  return {
    request: {
      kind: 'callie_conversation',
      name: contact.name,
      email: contact.email,
      phone: contact.phone ?? null,
      citySlug: citySlugOf(brief.location),
      eventDate: brief.date ?? null,
      eventTime: brief.exactTime ?? null,
      guests: brief.groupSize ?? null,
      details: {
        conversationId,
        callieBrief: chips,
        note: contact.note,
        plannerText: plannerWords.join('\n'),
        transcript: transcript.join('\n'),
      },
    },
    what: 'conversation with Callie',
    summary: [
      ['The brief as Callie read it', chips],
      ['Note', contact.note],
    ],
    headline: `${contact.name}${brief.location ? `, ${brief.location}` : ''}`,
    successMessage: HANDOVER_LINES.handedOver,
  }
}

export function contactRecord(input: ContactRequest): RequestRecord {
  return {
    request: {
      kind: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      details: { ...input },
    },
    what: 'message',
    summary: [
      ['Subject', input.subject],
      ['Message', input.message],
    ],
    headline: input.subject ?? input.name,
    successMessage: CONTACT_SUCCESS_MESSAGE,
  }
}

export function partnerRecord(input: PartnerApplicationRequest): RequestRecord {
  const type = PARTNER_TYPES.find((p) => p.value === input.partnerType)?.label ?? input.partnerType
  return {
    request: {
      kind: 'partner',
      name: input.contactName,
      email: input.email,
      phone: input.phone ?? null,
      citySlug: citySlugOf(input.city),
      details: { ...input },
    },
    what: 'partner application',
    summary: [
      ['Partner type', type],
      ['Organization', input.organization],
      ['City', input.city],
      ['Message', input.message],
    ],
    headline: `${input.organization} (${type})`,
    successMessage: PARTNER_SUCCESS_MESSAGE,
  }
}
