// The brief as the "Fill it in yourself" form holds it, and the form's changes as an edit of the
// brief: only the fields the planner touched are sent, an emptied one as removed (null).
import type { BriefPatch, BriefSlot, CallieBrief } from '~/domain/concierge/callie-brief'

export type PreferencesFormValues = {
  occasion: string
  groupSize: number | string
  budget: string
  cuisine: string
  vibe: string
  location: string
  date: string
  time: string
  dietaryRestrictions: string[]
  exactTime: string
  /** Every cuisine she named ('Italian or Japanese'); `cuisine` shows the first. */
  cuisines: string[]
  /** The brief's must-haves. */
  features: string[]
}

/** The group size the form shows before one is known (the slider needs a number). */
const DEFAULT_GROUP_SIZE = 10

export function briefToFormValues(brief: CallieBrief): PreferencesFormValues {
  return {
    occasion: brief.occasion ?? '',
    groupSize: brief.groupSize ?? DEFAULT_GROUP_SIZE,
    budget: brief.budget ?? '',
    cuisine: brief.cuisines?.[0] ?? '',
    vibe: brief.vibe ?? '',
    location: brief.location ?? '',
    date: brief.date ?? '',
    time: brief.time ?? '',
    dietaryRestrictions: brief.dietaryRestrictions ?? [],
    exactTime: brief.exactTime ?? '',
    cuisines: brief.cuisines ?? [],
    features: brief.mustHaves,
  }
}

type Dirty = Partial<Record<keyof PreferencesFormValues, unknown>>

const orNull = <T>(v: T | '' | undefined): T | null => (v === '' || v === undefined ? null : v)
const listOrNull = <T>(v: T[]): T[] | null => (v.length ? v : null)

/** What the planner changed in the form, as an edit of the brief (null: nothing changed). */
export function formValuesToPatch(values: PreferencesFormValues, dirty: Dirty): BriefPatch | null {
  const patch: Record<string, unknown> = {}
  const noPreference: string[] = []
  if (dirty.occasion) patch.occasion = orNull(values.occasion)
  if (dirty.groupSize) patch.groupSize = values.groupSize === '' ? null : Number(values.groupSize)
  if (dirty.budget) patch.budget = orNull(values.budget)
  if (dirty.cuisine) {
    // "No Preference" is not a cuisine: she does not mind, so Callie does not ask again.
    if (values.cuisine === 'No Preference') noPreference.push('cuisines')
    patch.cuisines = values.cuisine && values.cuisine !== 'No Preference' ? [values.cuisine] : null
  } else if (dirty.cuisines) patch.cuisines = listOrNull(values.cuisines)
  if (dirty.vibe) patch.vibe = orNull(values.vibe)
  if (dirty.location) patch.location = orNull(values.location)
  if (dirty.date) patch.date = orNull(values.date)
  if (dirty.time) patch.time = orNull(values.time)
  if (dirty.exactTime) patch.exactTime = orNull(values.exactTime)
  if (dirty.dietaryRestrictions) patch.dietaryRestrictions = listOrNull(values.dietaryRestrictions)
  if (dirty.features) patch.mustHaves = listOrNull(values.features)
  if (noPreference.length) patch.noPreference = noPreference
  return Object.keys(patch).length ? (patch as BriefPatch) : null
}

/** The form field that edits a chip's slot (the chip's "edit" opens the form there). */
export const FIELD_OF_SLOT: Partial<Record<BriefSlot, keyof PreferencesFormValues>> = {
  occasion: 'occasion',
  groupSize: 'groupSize',
  location: 'location',
  date: 'date',
  time: 'time',
  budget: 'budget',
  cuisines: 'cuisine',
  vibe: 'vibe',
  dietaryRestrictions: 'dietaryRestrictions',
  mustHaves: 'features',
}
