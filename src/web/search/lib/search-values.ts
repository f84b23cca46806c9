// The search form's values and how they become /search parameters. Kept light (no zod, no
// date-fns): the landing page ships it.
import { clampGuests, DEFAULT_GUESTS } from '~/domain/guests'

export type SearchFormValues = {
  location: string
  /** yyyy-mm-dd */
  date: string
  /** 'h:mm AM/PM' */
  time: string
  guests: number
  /** null until the planner picks a range: then it is sent as 'low-high'. */
  budget: [number, number] | null
  vibe: string
  dietary: string[]
  features: string[]
}

/** Params the page keeps across a new search from the form (set by the switch or by links). */
const CARRIED_KEYS = ['lastMinute', 'experienceType', 'type', 'sort'] as const

export const emptySearchValues = (): SearchFormValues => ({
  location: '',
  date: '',
  time: '',
  guests: DEFAULT_GUESTS,
  budget: null,
  vibe: '',
  dietary: [],
  features: [],
})

/** Only the criteria that are set: an unset one is not sent at all. */
export function paramsFromSearchValues(values: SearchFormValues, carry?: URLSearchParams): URLSearchParams {
  const p = new URLSearchParams()
  if (values.location.trim()) p.set('location', values.location.trim())
  if (values.date) p.set('date', values.date)
  if (values.time) p.set('time', values.time)
  p.set('guests', String(clampGuests(values.guests)))
  if (values.budget) p.set('budget', `${values.budget[0]}-${values.budget[1]}`)
  if (values.vibe) p.set('vibe', values.vibe)
  if (values.dietary.length) p.set('dietary', values.dietary.join(','))
  if (values.features.length) p.set('features', values.features.join(','))
  for (const key of CARRIED_KEYS) {
    const v = carry?.get(key)
    if (v) p.set(key, v)
  }
  return p
}
