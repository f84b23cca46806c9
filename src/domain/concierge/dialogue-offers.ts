// Callie's built-in answers about what venues offer ("does it have parking?", "which of these can
// do gluten-free?"): yes from what each venue lists, in its own words where an amenity says it, and
// what it does not list said as such, never as a no. Pure and deterministic.
import { dietaryLabel, FEATURE_OPTIONS, type Dietary, type Feature } from '../options'
import type { SpacesOutput, VenueDetailsOutput } from './callie-tools-api'
import type { Offers } from './dialogue'
import { fact, handover, venueAnswer, withHandover, type NewCallieMessage } from './dialogue-replies'
import { listText } from './score-venue'
import { SPACE_KIND_LABELS } from './venue-availability'

/** A feature as a sentence names it ("lists parking and a dance floor"). */
const FEATURE_WORDS: Record<Feature, string> = {
  outdoor: 'outdoor seating',
  'private-room': 'a private room',
  'av-equipment': 'AV equipment',
  'dance-floor': 'a dance floor',
  bar: 'a full bar',
  parking: 'parking',
  wheelchair: 'wheelchair access',
}
/** The amenity, in the venue's own words, that says it has the feature ("On-site parking"). */
const FEATURE_AMENITY: Record<Feature, RegExp> = {
  outdoor: /outdoor|terrace|patio|garden|courtyard|rooftop/i,
  'private-room': /private/i,
  'av-equipment': /\bA\/?V\b|audio|projector|screen|microphone/i,
  'dance-floor': /dance/i,
  bar: /\bbar\b/i,
  parking: /parking|valet/i,
  wheelchair: /wheelchair|step-free|accessib/i,
}
const dietWords = (diets: readonly Dietary[]) => `${listText(diets.map((d) => dietaryLabel(d).toLowerCase()))} diets`

/** What of `offers` a venue lists, and what it does not. */
function offersOf(out: VenueDetailsOutput, offers: Offers) {
  const features = new Set(out.venue.venue.features)
  const diets = new Set(out.venue.venue.dietary)
  return {
    features: offers.features.filter((f) => features.has(f)),
    missingFeatures: offers.features.filter((f) => !features.has(f)),
    dietary: offers.dietary.filter((d) => diets.has(d)),
    missingDietary: offers.dietary.filter((d) => !diets.has(d)),
  }
}

/** "lists parking and caters for vegan diets" (empty when there is nothing to say). */
function offerPhrase(features: readonly Feature[], dietary: readonly Dietary[]): string {
  return [
    features.length ? `lists ${listText(features.map((f) => FEATURE_WORDS[f]))}` : '',
    dietary.length ? `caters for ${dietWords(dietary)}` : '',
  ]
    .filter(Boolean)
    .join(features.length > 1 ? ', and ' : ' and ')
}

/** "does not list parking or mention vegan diets" (empty when nothing is missing). */
function missingPhrase(features: readonly Feature[], dietary: readonly Dietary[]): string {
  const items = [...features.map((f) => FEATURE_WORDS[f]), ...(dietary.length ? [dietWords(dietary)] : [])]
  return items.length
    ? `does not list ${items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : items[0]}`
    : ''
}

const ASK_THEM = 'Our concierge team can ask them for you.'

/**
 * "Does it have parking?", "can they do gluten-free?": yes or no from what the venue lists, in its
 * own words where an amenity says it. What it does not list is said as such (not as a no: the
 * listing may be incomplete), with a person to ask the venue.
 */
export function featuresAnswer(out: VenueDetailsOutput, offers: Offers): NewCallieMessage {
  const name = out.venue.venue.name
  const has = offersOf(out, offers)
  const yes = offerPhrase(has.features, has.dietary)
  const no = missingPhrase(has.missingFeatures, has.missingDietary)
  const text = !no
    ? `Yes: ${name} ${yes}.`
    : yes
      ? `${name} ${yes}, but ${no}. ${ASK_THEM}`
      : `${name} ${no}. ${ASK_THEM}`
  const facts = [
    ...offers.features.map((f) => {
      const listed = has.features.includes(f)
      const words = listed ? out.amenities.find((a) => FEATURE_AMENITY[f].test(a)) : undefined
      return fact(featureLabel(f), listed ? (words ?? 'Yes') : 'Not listed', listed)
    }),
    ...offers.dietary.map((d) => {
      const listed = has.dietary.includes(d)
      return fact(dietaryLabel(d), listed ? 'Catered for' : 'Not listed', listed)
    }),
  ]
  const message = venueAnswer(text, out.venue, facts)
  return no ? withHandover(message) : message
}

/**
 * One "which of these has parking?" asked of several venues: those that list all of it, then those
 * that do not, each with what it lacks.
 */
export function whichFeaturesAnswer(outs: readonly VenueDetailsOutput[], offers: Offers): NewCallieMessage {
  const what = offerPhrase(offers.features, offers.dietary)
  const judged = outs.map((out) => ({ out, has: offersOf(out, offers) }))
  const yes = judged.filter((j) => !j.has.missingFeatures.length && !j.has.missingDietary.length)
  const no = judged.filter((j) => j.has.missingFeatures.length || j.has.missingDietary.length)
  const names = (js: typeof judged) => listText(js.map((j) => j.out.venue.venue.name))
  const lacks = no
    .map((j) => `${j.out.venue.venue.name} ${missingPhrase(j.has.missingFeatures, j.has.missingDietary)}.`)
    .join(' ')
  const text = !yes.length
    ? `None of them ${what}.${offers.features.length + offers.dietary.length > 1 ? ` ${lacks}` : ''} ${ASK_THEM}`
    : !no.length
      ? `${yes.length === 2 ? 'Both' : `All ${yes.length}`} ${pluralVerb(what)}: ${names(yes)}.`
      : `${names(yes)} ${yes.length === 1 ? what : pluralVerb(what)}. ${lacks}`
  const ids = yes.map((j) => j.out.venue.venue.id)
  const first = yes[0]?.out.venue.venue.name
  return {
    text,
    parts: yes.length
      ? [
          { type: 'venues', venues: yes.map((j) => j.out.venue), narrowed: true },
          {
            type: 'actions',
            actions: [
              {
                kind: 'shortlist',
                label: ids.length === 1 ? `Add ${first} to my shortlist` : 'Add them to my shortlist',
                venueIds: ids,
              },
              { kind: 'request', label: `Request to book ${first}`, venueIds: ids.slice(0, 1) },
            ],
          },
        ]
      : [{ type: 'actions', actions: [handover('Ask our concierge team')] }],
  }
}

/** "lists parking and caters for …" said of several: "list parking and cater for …". */
const pluralVerb = (phrase: string) => phrase.replace(/\blists\b/, 'list').replace(/\bcaters\b/, 'cater')

/** The feature's name as the search's filters show it ("Wheelchair Accessible"). */
const featureLabel = (f: Feature) => FEATURE_OPTIONS.find((o) => o.value === f)?.label ?? f

/**
 * "Can I see the menu?": the set menus (packages) the venue lists, with what each includes and its
 * price; without one, its menu price per person. The full menu is the venue's: a person asks for it.
 */
export function menuAnswer(out: SpacesOutput): NewCallieMessage {
  const name = out.venue.venue.name
  const facts = out.packages.map((p) =>
    fact(p.name, `${p.pricePerPerson} per person${p.included.length ? `: ${p.included.join(', ')}` : ''} (${p.days})`),
  )
  const text = out.packages.length
    ? `${name} lists ${out.packages.length === 1 ? 'one set menu' : `${out.packages.length} set menus`} with us: ${listText(out.packages.map((p) => `${p.name} (${p.pricePerPerson} per person)`))}. Our concierge team can get you the full menu.`
    : `${name} lists no set menus with us; its menu is about $${out.venue.venue.pricePerPerson} per person before tax and service. Our concierge team can get you the full menu.`
  return withHandover(venueAnswer(text, out.venue, facts))
}

const stars = (o: VenueDetailsOutput) =>
  `${o.rating.toFixed(1)} from ${o.reviewCount} review${o.reviewCount === 1 ? '' : 's'}`

/** "Which one has the best reviews?": the venues shown by rating, the more reviewed first on a tie. */
export function bestRatedAnswer(outs: readonly VenueDetailsOutput[]): NewCallieMessage {
  const [best, ...rest] = outs.toSorted((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount)
  const then = rest.length ? ` Then ${listText(rest.map((o) => `${o.venue.venue.name} (${stars(o)})`))}.` : ''
  return {
    text: `${best.venue.venue.name} has the best reviews: ${stars(best)}.${then}`,
    parts: [
      { type: 'venues', venues: [best, ...rest].map((o) => o.venue), narrowed: true },
      {
        type: 'actions',
        actions: [
          { kind: 'shortlist', label: `Add ${best.venue.venue.name} to my shortlist`, venueIds: [best.venue.venue.id] },
          { kind: 'request', label: `Request to book ${best.venue.venue.name}`, venueIds: [best.venue.venue.id] },
        ],
      },
    ],
  }
}

/** "How many people does it fit?": the group sizes it takes, and each of its spaces. */
export function capacityAnswer(out: SpacesOutput): NewCallieMessage {
  const { name, minGuests, maxGuests } = out.venue.venue
  const spaces = out.spaces.map(
    (s) => `${s.name} seats ${s.seated}${s.standing > s.seated ? ` (${s.standing} standing)` : ''}`,
  )
  return venueAnswer(
    `${name} takes groups of ${minGuests} to ${maxGuests}${spaces.length ? `: ${listText(spaces)}` : ''}.`,
    out.venue,
    out.spaces.map((s) => fact(s.name, `${s.kind}, ${s.seated} seated, ${s.standing} standing`)),
  )
}

/** "Can we buy out the whole place?": the whole-venue spaces it lists, else said it lists none. */
export function buyoutAnswer(out: SpacesOutput): NewCallieMessage {
  const name = out.venue.venue.name
  const whole = out.spaces.filter((s) => s.kind === SPACE_KIND_LABELS.buyout)
  if (!whole.length)
    return withHandover(
      venueAnswer(
        `${name} does not list a whole-venue buyout with us. Our concierge team can ask them for you.`,
        out.venue,
        [],
      ),
    )
  const each = whole.map((s) => `${s.name}, the whole venue, for up to ${Math.max(s.seated, s.standing)}`)
  return venueAnswer(
    `Yes: ${name} lists ${listText(each)}.`,
    out.venue,
    whole.map((s) => fact(s.name, `${s.seated} seated, ${s.standing} standing`, true)),
  )
}

/** "What's the address?": the address alone, not the whole description. */
export const addressAnswer = (out: VenueDetailsOutput): NewCallieMessage =>
  venueAnswer(`${out.venue.venue.name} is at ${out.address}.`, out.venue, [fact('Address', out.address)])
