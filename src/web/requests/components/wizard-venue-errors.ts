// The booking wizard's checks that need the venue, beside the schema's: read on Continue and on submit.
import { dietaryCountErrors } from '~/domain/requests/dietary-counts'
import { alternativeDateErrors, venueRequestErrors } from '~/domain/requests/venue-rules'
import type { VenueDetail } from '~/domain/venues/venue'
import type { WizardField, WizardInput } from './wizard-steps'

/** The checks that need the venue: capacity, its timezone's today and clock, its add-ons. */
export function wizardVenueErrors({
  venue,
  values: v,
  addOnIds,
  fields,
}: {
  venue: VenueDetail
  /** The form's values now (getValues()). */
  values: WizardInput
  /** The add-ons ticked, as the form shows them. */
  addOnIds: string[]
  fields: readonly WizardField[]
}): [WizardField, string][] {
  const date = String(v.date ?? '')
  const errors = venueRequestErrors(venue, {
    guests: { field: 'guestCount', value: Number(v.guestCount) },
    date: { field: 'date', value: date },
    time: v.time ? { field: 'time', value: String(v.time) } : undefined,
    addOns: { field: 'addOns', value: addOnIds },
  })
  const others = (Array.isArray(v.alternativeDates) ? v.alternativeDates : []).map(String)
  // A blank other date is the schema's to name; the venue's checks read the ones she picked.
  Object.assign(errors, alternativeDateErrors(venue, { field: 'alternativeDates', first: date, dates: others }))
  others.forEach((d, i) => {
    if (!d) delete errors[`alternativeDates.${i}`]
  })
  // The counts against the group (each, and their sum): once each is a whole number.
  const counts = (Array.isArray(v.dietaryCounts) ? v.dietaryCounts : []).map((c) => ({ guests: Number(c?.guests) }))
  if (counts.every((c) => Number.isInteger(c.guests)))
    Object.assign(errors, dietaryCountErrors(counts, Number(v.guestCount)))
  // No date yet: the schema says so; the venue's own date checks wait for one.
  if (!date) delete errors.date
  return (Object.entries(errors) as [WizardField, string][]).filter(([f]) => fields.includes(f))
}
