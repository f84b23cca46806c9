// The few sentences Callie writes above the recommendations, built only from the result, so they
// never claim more than the engine found. (A language model may restyle them on the server; this
// text is what the planner sees when it does not.)
import { CONCIERGE_TIME_SLOTS } from '../options'
import type { ConciergePreferences } from './preferences'
import { longDate, type RecommendVenuesResult } from './recommend-venues'
import { listText, type ConciergeVenue } from './score-venue'

export function personalizedResponse<V extends ConciergeVenue>(
  preferences: ConciergePreferences,
  result: Pick<RecommendVenuesResult<V>, 'recommendations' | 'relaxations' | 'eligibleCount'>,
): string {
  const when = `${longDate(preferences.date)} (${slotWord(preferences.time)})`
  const group = `your group of ${preferences.groupSize}`
  const needs = preferences.dietaryRestrictions.length ? ` with ${listText(preferences.dietaryRestrictions)} menus` : ''
  const [top] = result.recommendations
  if (top) {
    const shown = result.recommendations.length
    const found =
      result.eligibleCount > shown
        ? `I found ${result.eligibleCount} venues in ${preferences.location} that can host ${group} on ${when}${needs}; here are the best ${shown}.`
        : `I found ${shown === 1 ? '1 venue' : `${shown} venues`} in ${preferences.location} that can host ${group} on ${when}${needs}.`
    const why = top.reason.charAt(0).toLowerCase() + top.reason.slice(1)
    return `${found} My top pick for your ${preferences.occasion.toLowerCase()} is ${top.venue.name} (${top.score}% match): ${why}.`
  }
  const none = `I couldn't find a venue in ${preferences.location} that can host ${group} on ${when}${needs}.`
  if (result.relaxations.length) {
    const options = result.relaxations.map((r) => r.message)
    return `${none} Some options: ${options.join('; ')}. Or send your request and our concierge team will look beyond our catalogue.`
  }
  return `${none} Send your request and our concierge team will look beyond our catalogue, or book a consultation.`
}

const slotWord = (slot: ConciergePreferences['time']) =>
  CONCIERGE_TIME_SLOTS.find((s) => s.value === slot)!
    .label.replace(/ \(.*\)$/, '')
    .toLowerCase()
