// When no venue meets every hard preference, Callie says so in one line and shows the closest
// venues of the city, each with what differs ("seats 35", "$20 per person over budget", "no private
// room"), so the planner can decide what she can live without.
import { format, parse } from 'date-fns'
import { FEATURE_OPTIONS } from '../options'
import { budgetOption, type ConciergePreferences } from './preferences'
import {
  compareRecommendations,
  hardConstraintFailures,
  type contextFor,
  type HardConstraint,
} from './recommend-venues'
import { listText, scoreVenue, type ConciergeVenue } from './score-venue'

export const MAX_ALTERNATIVES = 3

export type Alternative<V extends ConciergeVenue = ConciergeVenue> = { venue: V; differences: string[] }

type Context = ReturnType<typeof contextFor>

const shortDate = (date: string) => format(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'MMM d')

const featurePhrase = (id: string) => {
  const label = FEATURE_OPTIONS.find((f) => f.value === id)?.label ?? id
  return id === 'private-room' || id === 'dance-floor' || id === 'bar'
    ? `a ${label.toLowerCase()}`
    : label.toLowerCase()
}

/** "No venue with a private room in Chicago fits 40 guests on Dec 3". */
export function noMatchHeadline(
  prefs: Pick<ConciergePreferences, 'location' | 'groupSize' | 'date' | 'features' | 'dietaryRestrictions'>,
): string {
  const city = prefs.location.replace(/,\s*[A-Z]{2}$/, '')
  const withs = [
    ...(prefs.features ?? []).map(featurePhrase),
    ...(prefs.dietaryRestrictions.length ? [`${listText(prefs.dietaryRestrictions)} menus`] : []),
  ]
  const what = withs.length ? `venue with ${listText(withs)}` : 'venue'
  return `No ${what} in ${city} fits ${prefs.groupSize} guests on ${shortDate(prefs.date)}`
}

const noticeWords = (hours: number) => (hours % 24 === 0 && hours >= 48 ? `${hours / 24} days'` : `${hours} hours'`)

/** What differs between this venue and the planner's hard preferences, in her terms. */
export function differencesOf(venue: ConciergeVenue, failures: readonly HardConstraint[], ctx: Context): string[] {
  return failures.flatMap((f): string[] => {
    switch (f) {
      case 'capacity':
        return [
          venue.maxGuests < ctx.groupSize ? `seats ${venue.maxGuests}` : `needs at least ${venue.minGuests} guests`,
        ]
      case 'budget': {
        const { max } = budgetOption(ctx.budget)
        return max === null ? [] : [`$${venue.pricePerPerson - max} per person over budget`]
      }
      case 'blackout':
        return [`not available on ${shortDate(ctx.date)}`]
      case 'notice':
        return [`needs ${noticeWords(venue.minNoticeHours)} notice`]
      case 'dietary':
        return [`no ${listText(ctx.dietary.filter((d) => !venue.dietary.includes(d)))} menu`]
      case 'features':
        return ctx.features
          .filter((x) => !venue.features.includes(x))
          .map((x) => `no ${FEATURE_OPTIONS.find((o) => o.value === x)?.label.toLowerCase() ?? x}`)
      default:
        return []
    }
  })
}

/**
 * The city's venues that miss the fewest hard preferences (the best-scoring first among equals).
 * Venues in another city never count as close.
 */
export function closestAlternatives<V extends ConciergeVenue>(
  venues: readonly V[],
  ctx: Context,
  prefs: ConciergePreferences,
  limit = MAX_ALTERNATIVES,
): Alternative<V>[] {
  return venues
    .filter((v) => v.citySlug === ctx.citySlug)
    .map((venue) => ({ venue, failures: hardConstraintFailures(venue, ctx), score: scoreVenue(venue, prefs).score }))
    .filter((c) => c.failures.length > 0)
    .sort((a, b) => a.failures.length - b.failures.length || compareRecommendations(a, b))
    .slice(0, limit)
    .map(({ venue, failures }) => ({ venue, differences: differencesOf(venue, failures, ctx) }))
}
