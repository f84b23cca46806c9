// The booking wizard's form and its four steps: which fields each step asks for, so Continue
// validates only those and a server message on an earlier step takes the planner back to it.
import type { Path, UseFormReturn } from 'react-hook-form'
import {
  bookingWizardSchema,
  type BookingWizardInput,
  type BookingWizardRequest,
} from '~/domain/requests/booking-wizard'
import { DIETARY_IDS } from '~/domain/options'

/** The venue's id and name come from the page, not from the planner. */
export const wizardFormSchema = bookingWizardSchema.omit({ venueId: true, venueName: true })
export type WizardInput = Omit<BookingWizardInput, 'venueId' | 'venueName'>
export type WizardOutput = Omit<BookingWizardRequest, 'venueId' | 'venueName'>
export type WizardField = Path<WizardInput>
export type WizardForm = UseFormReturn<WizardInput, unknown, WizardOutput>

const DIETARY_COUNT_FIELDS = DIETARY_IDS.map((_, i) => `dietaryCounts.${i}.guests` as const)

export const WIZARD_STEPS = [
  { label: 'Event', fields: ['eventType', 'guestCount'] },
  {
    label: 'Date & Time',
    // Her other dates: the list, and each one (a server message names `alternativeDates.<i>`).
    fields: ['date', 'time', 'alternativeDates', 'alternativeDates.0', 'alternativeDates.1'],
  },
  {
    label: 'Budget',
    fields: [
      'budget',
      'packageId',
      'addOns',
      'extendedHours',
      // The counts, and each diet's (a message names `dietaryCounts.<i>.guests`; one per diet at most).
      'dietaryCounts',
      ...DIETARY_COUNT_FIELDS,
      'dietaryRestrictions',
      'specialRequests',
    ],
  },
  { label: 'Contact', fields: ['name', 'email', 'phone', 'companyName', 'instantBookAgreed'] },
] as const satisfies readonly { label: string; fields: readonly WizardField[] }[]

export const WIZARD_FIELDS = WIZARD_STEPS.flatMap((s) => s.fields)

/** The step (1 to 4) that asks for this field (`alternativeDates.1`: the list's step). */
export const stepOf = (field: string) =>
  WIZARD_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field.split('.')[0])) + 1

/** What the venue card or the booking page's URL fills in before the planner starts. */
export type WizardDefaults = {
  date?: string
  time?: string
  guests?: number
  /** The package the planner chose on the venue page: step 3 opens on it (none otherwise). */
  packageId?: number
}
