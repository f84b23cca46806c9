// The staff request view states each fact once: the header holds the name, the "What they sent"
// rows hold contact, city, date, time and guests, the venue panel holds the venue. The details a
// form stored (everything the planner sent) are listed only for what those places do not show.
type Core = {
  name: string
  email: string
  phone: string | null
  cityName: string | null
  eventDate: string | null
  eventTime: string | null
  guests: number | null
}

/** Detail keys that repeat the header, the core rows or the venue panel under another name. */
const ALWAYS_SHOWN_ELSEWHERE = new Set([
  'name',
  'contactName',
  'email',
  'phone',
  'venueId',
  'venueName',
  // The package's name is shown; its id means nothing to staff.
  'packageId',
  'guestCount',
  'numGuests',
  'groupSize',
  'guests',
  // The date and time as the form sent them; the core rows show the stored event date and time.
  'date',
  'time',
  'exactTime',
  // Shown on its own, as the planner's words.
  'plannerText',
  // A conversation with Callie: the console shows the thread itself.
  'conversationId',
])

/** The planner's own words to Callie, when she wrote them. */
export function plannerWordsOf(details: Record<string, unknown>): string | null {
  const text = details.plannerText
  return typeof text === 'string' && text.trim() ? text : null
}

const sameText = (a: unknown, b: string | null) =>
  typeof a === 'string' && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

/** The details worth listing: not empty, and not a repeat of a fact shown elsewhere on the page. */
export function extraDetails(core: Core, details: Record<string, unknown>): [string, unknown][] {
  return Object.entries(details).filter(([key, value]) => {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
      return false
    if (ALWAYS_SHOWN_ELSEWHERE.has(key)) return false
    // A consultation's preferred date is the event date; a location naming the city adds nothing.
    if (key === 'preferredDate' && value === core.eventDate) return false
    if (
      (key === 'location' || key === 'city') &&
      core.cityName &&
      typeof value === 'string' &&
      value.toLowerCase().startsWith(core.cityName.toLowerCase())
    )
      return false
    if (sameText(value, core.name) || sameText(value, core.email)) return false
    return true
  })
}
