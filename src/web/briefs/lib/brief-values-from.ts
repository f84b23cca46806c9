// A search's criteria as the brief form's first values.
import { MAX_GUESTS, MIN_GUESTS } from '~/domain/guests'
import { DIETARY_IDS, type Dietary } from '~/domain/options'
import { BOOKING_PAGE_TIMES, isValidDateString } from '~/domain/time-constants'
import type { BriefCriteria } from '../briefs-paths'

/**
 * The search's date, time, guests, dietary needs and budget (the top of its range, per person) as
 * the brief form's first values, each only when it is one the form offers; the rest keep the
 * form's own.
 */
export function briefValuesFrom(criteria: BriefCriteria | undefined): {
  date?: string
  time?: string
  guests?: number
  dietary?: Dietary[]
  budgetPerPerson?: string
} {
  const values: ReturnType<typeof briefValuesFrom> = {}
  if (criteria?.date && isValidDateString(criteria.date)) values.date = criteria.date
  if (criteria?.time && BOOKING_PAGE_TIMES.includes(criteria.time)) values.time = criteria.time
  const guests = Number(criteria?.guests)
  if (Number.isInteger(guests) && guests >= MIN_GUESTS && guests <= MAX_GUESTS) values.guests = guests
  const dietary = (criteria?.dietary ?? '').split(',').filter((d): d is Dietary => DIETARY_IDS.includes(d as Dietary))
  if (dietary.length) values.dietary = [...new Set(dietary)]
  const budget = /^(\d+)-(\d+)$/.exec(criteria?.budget ?? '')
  if (budget && Number(budget[1]) <= Number(budget[2]) && Number(budget[2]) > 0) values.budgetPerPerson = budget[2]
  return values
}
