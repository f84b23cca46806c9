// The built-in engine's dialogue manager, pure and deterministic: what the planner's words mean for
// the brief and what Callie should do next (ask one question, search, answer about a venue she
// showed, compare, offer a person, or ask to rephrase). The engine runs the tools the move needs
// and dialogue-replies.ts turns their results into messages.
import { addDays, format, getDay, parseISO } from 'date-fns'
import {
  applyBriefPatch,
  changedSlots,
  mergeParsedIntoBrief,
  type BriefPatch,
  type BriefSlot,
  type CallieBrief,
} from './callie-brief'
import type { Dietary, Feature } from '../options'
import type { ConciergeBudget } from './preferences'
import { budgetTierOf } from './reader/budget'
import type { Message, VenueCard } from './conversation-api'
import type { ParsedConciergeRequest } from './parse-concierge-request'
import { daysAsked } from './free-dates'
import { emptyReaderBrief } from './reader/brief'

export type VenueTopic =
  | 'private-room'
  | 'policies'
  | 'price'
  | 'availability'
  | 'response-time'
  | 'spaces'
  | 'menu'
  | 'capacity'
  | 'buyout'
  | 'address'
  | 'features'
  | 'details'

/**
 * What a question asks a venue to offer ("does it have parking?", "can they do gluten-free?"): the
 * features it lists and the diets it caters for, as the reader read them. A private room is a topic
 * of its own (it depends on the group and the date).
 */
export type Offers = { features: Feature[]; dietary: Dietary[] }

export type Move =
  | { kind: 'rephrase' }
  | { kind: 'person' }
  | { kind: 'search' }
  | { kind: 'venue'; venueId: number; topic: VenueTopic; groupSize?: number; date?: string; offers?: Offers }
  | { kind: 'compare'; venueIds: number[] }
  /** "Which of these has a private room?": the same yes-or-no question asked of several venues shown. */
  | { kind: 'which'; venueIds: number[]; topic: WhichTopic; groupSize?: number; date?: string; offers?: Offers }
  | { kind: 'pick-venue'; topic: VenueTopic }
  /** "Which is the cheapest?": the venues shown, by their all-in price for the group. */
  | { kind: 'cheapest'; venueIds: number[] }
  /** "Which one has the best reviews?": the venues shown, by their rating. */
  | { kind: 'best-rated'; venueIds: number[] }
  /** "Book the first one", "let's go with Osteria": how to send the request, with its button. */
  | { kind: 'book'; venueId: number }
  /**
   * A question no tool answers ("can we bring our own wine?", "how late can we stay?"): said so, with
   * a person to ask the venue (the one meant, when there is one).
   */
  | { kind: 'ask-team'; venueId: number | null }
  /** "What other dates are free in March?": the days of a stretch on which the venue can host the group. */
  | { kind: 'free-dates'; venueId: number; from: string; to: string; groupSize?: number }
  | { kind: 'thanks' }
  | { kind: 'hello' }

/** The topics a question can ask of several venues at once, each answered yes or no per venue. */
export type WhichTopic = Extract<VenueTopic, 'private-room' | 'availability' | 'features'>
const isWhichTopic = (t: VenueTopic | undefined): t is WhichTopic =>
  t === 'private-room' || t === 'availability' || t === 'features'
/** "which one", "which of them", "any of these", "do they all": a question over the venues shown. */
const OVER_SHOWN = /\b(which|any of|all of|do they all|are they all)\b/

export type TurnPlan = { brief: CallieBrief; move: Move; changed: BriefSlot[] }

/**
 * What the conversation has shown so far, newest first: the venues a follow-up can point at, and the
 * venue of Callie's newest answer when nothing was listed after it ("is it step-free?" after an
 * answer about Osteria asks about Osteria).
 */
export type Shown = {
  venues: VenueCard[]
  lastQuestion: BriefSlot | null
  contextVenueId: number | null
  answeredVenueId?: number | null
}

const ORDINALS: [RegExp, number][] = [
  [/\b(first|1st|#1|number one|top)\b/, 0],
  [/\b(second|2nd|#2|number two)\b/, 1],
  [/\b(third|3rd|#3|number three)\b/, 2],
  [/\b(fourth|4th|#4)\b/, 3],
  [/\b(fifth|5th|#5)\b/, 4],
]

const TOPICS: [RegExp, VenueTopic][] = [
  [/\bprivate (room|space|area|dining)\b/, 'private-room'],
  [/\b(deposit|cancel\w*|refund\w*|polic(y|ies)|notice)\b/, 'policies'],
  [/\b(price|prices|cost|costs|how much|all[- ]in|per (guest|person|head)|total|minimum spend)\b/, 'price'],
  // "free", but not "gluten-free" or "step-free".
  [/\b(available|availability|open|booked)\b|(?<![\w-])free\b(?!-)/, 'availability'],
  [/\b(respond|reply|replies|answer|response|how (fast|quick))\b/, 'response-time'],
  [/\b(menus?|dishes|what (do|does|can) (they|it|\w+) (serve|cook))\b/, 'menu'],
  [/\b(buy-?outs?|whole (venue|place|restaurant)|entire (venue|place|restaurant)|exclusive (use|hire))\b/, 'buyout'],
  [
    /\bhow many (people|guests|seats|of us)\b|\bcapacity\b|\bhow (big|large)\b|\b(largest|biggest|max(imum)?) (group|party)\b/,
    'capacity',
  ],
  [/\b(spaces?|rooms?|packages?)\b/, 'spaces'],
  [/\b(address|where is|where's|located|directions)\b/, 'address'],
  [/\b(tell me (more )?about|details?)\b/, 'details'],
]

const PERSON = /\b(a person|a human|someone|somebody|real person|staff|agent|concierge team|talk to (a|someone))\b/
const DONT_MIND =
  /^(no preference|any|anything|anywhere|any ?time|whatever|don'?t (mind|care|know)|not sure( yet)?|flexible|no date( yet)?|skip|no idea|either)\b/
/** What venues do not list with us, so no tool can answer: a person asks the venue. */
const ASK_VENUE =
  /\b(bring (our|my|a|an) own|bring (a|our|my) (cake|wine|dessert|decorations?|flowers)|byo[bw]?|corkage|outside (food|wine|cake|alcohol|drinks|catering|vendors?)|how late|until what time|stay (late|until)|decorat\w*|\bdj\b|live (band|music)|play (our|my) (own )?music|speeches|dress code|kids|children|dogs?|pets?|smoking|cake[- ]cutting)\b/
const THANKS =
  /^(ok(ay)?,? )?(thanks?( you)?( so much| a lot)?|thank you( so much)?|ty|cheers|great,? thanks?|perfect,? thanks?)[\s!.]*$/
const HELLO = /^(hi|hello|hey|good (morning|afternoon|evening))( there| callie)?[\s!.,]*$/
const QUESTION = /\?\s*$|^(can|could|may|is|are|do|does|will|would|how|what|when|where|why|who)\b/
const COMPARE = /\b(compare|comparison|side by side|versus|vs\.?)\b/
const CHEAPEST =
  /\b(cheapest|least expensive|most affordable|lowest[- ]priced|lowest (price|cost)|best value|costs? the least)\b/
const BEST_RATED =
  /\b(best|highest|top)[- ](rated|reviewed|reviews?|ratings?)\b|\b(most (popular|loved|liked)|best loved)\b/
/** "Something cheaper", "a bit fancier": the whole search again, one budget band down or up. */
const CHEAPER =
  /\b(cheaper|less expensive|more affordable|lower[- ]priced|less pricey|(lower|smaller|tighter) budget|budget[- ]friendly|too (expensive|pricey))\b/
const PRICIER = /\b(fancier|more upscale|more upmarket|higher[- ]end|more luxurious|more elegant|splurge)\b/
const BOOK = /\b(book|reserve|go with|we'?ll take|i'?ll take|let'?s do)\b/

/** Lower case without accents and with plain apostrophes: "Colibrí" and "Prescott’s" as planners type them. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()

/** The venues shown that the text names or numbers ("Parlor 17", "the second one"), once each. */
function namedOrNumbered(text: string, shown: readonly VenueCard[]): VenueCard[] {
  const lower = text.toLowerCase()
  const said = plain(text)
  const byName = shown.filter((c) => c.venue.name.length > 2 && said.includes(plain(c.venue.name)))
  const byOrdinal = ORDINALS.filter(([re, i]) => re.test(lower) && shown[i]).map(([, i]) => shown[i])
  return [...byName, ...byOrdinal].filter((c, i, all) => all.findIndex((x) => x.venue.id === c.venue.id) === i)
}

/** The venues of the message the planner points at: "the second one", "Parlor 17", "both". */
export function venuesPointedAt(text: string, shown: readonly VenueCard[]): VenueCard[] {
  const lower = text.toLowerCase()
  const picked = namedOrNumbered(text, shown)
  const many = /\b(first|top) (two|2|three|3|four|4|five|5)\b/.exec(lower)
  if (many) {
    const n = { two: 2, three: 3, four: 4, five: 5 }[many[2]] ?? Number(many[2])
    return shown.slice(0, n)
  }
  if (!picked.length && /\b(both|them all|all of them|these)\b/.test(lower)) return shown.slice(0, 5)
  if (!picked.length && /\b(last one|the last)\b/.test(lower) && shown.length) return [shown[shown.length - 1]]
  return picked
}

/**
 * The topic of a question: the first of TOPICS it matches, but a question naming something a venue
 * offers ("do they have a vegan menu?", "does it have parking?") is about that, not its spaces or
 * its description.
 */
function topicOf(lower: string, offers: Offers | undefined): VenueTopic | undefined {
  const topic = TOPICS.find(([re]) => re.test(lower))?.[1]
  return offers && (topic === undefined || topic === 'spaces' || topic === 'menu' || topic === 'details')
    ? 'features'
    : topic
}

/** What the reader found the planner asking a venue to offer (a private room aside), if anything. */
function offersIn(parsed: ParsedConciergeRequest): Offers | undefined {
  const features = (parsed.preferences.features ?? []).filter((f) => f !== 'private-room')
  const dietary = parsed.preferences.dietaryRestrictions ?? []
  return features.length || dietary.length ? { features, dietary } : undefined
}

/** A question about a venue shown (or the venue the conversation is about), if the text is one. */
function followUp(
  text: string,
  parsed: ParsedConciergeRequest,
  shown: Shown,
  { briefDate, today }: { briefDate: string | undefined; today: string },
): Move | undefined {
  const lower = text.toLowerCase()
  const pointed = venuesPointedAt(text, shown.venues)
  if (COMPARE.test(lower)) {
    const ids = (pointed.length >= 2 ? pointed : shown.venues.slice(0, 2)).map((c) => c.venue.id)
    return ids.length >= 2 ? { kind: 'compare', venueIds: ids.slice(0, 5) } : undefined
  }
  if (CHEAPEST.test(lower)) {
    const among = pointed.length >= 2 ? pointed : shown.venues.slice(0, 5)
    return among.length >= 2 ? { kind: 'cheapest', venueIds: among.map((c) => c.venue.id) } : undefined
  }
  if (BEST_RATED.test(lower)) {
    const among = pointed.length >= 2 ? pointed : shown.venues.slice(0, 5)
    return among.length >= 2 ? { kind: 'best-rated', venueIds: among.map((c) => c.venue.id) } : undefined
  }
  const offers = offersIn(parsed)
  const topic = topicOf(lower, offers)
  const asking = /\?|^(does|do|is|are|can|could|will|would|what|how|have|has|any)\b/.test(lower)
  // "it", "this one", "there": the venue the conversation is about, else the one Callie just
  // answered about. "they" is that venue too when there is one, else every venue shown.
  const pronounVenue =
    pointed.length === 0 && /\b(it|this (one|venue|place)|they|them|there)\b/.test(lower)
      ? (shown.contextVenueId ?? shown.answeredVenueId ?? null)
      : null
  // Days, not a day ("what other dates are free in March?"): one venue's free days over the stretch.
  const days = daysAsked(lower, { topic, read: parsed.preferences.date, briefDate, today })
  if (days) {
    const one =
      pointed.length === 1
        ? pointed[0].venue.id
        : pointed.length === 0
          ? (pronounVenue ?? shown.contextVenueId ?? (shown.venues.length === 1 ? shown.venues[0].venue.id : null))
          : null
    if (one !== null) return { kind: 'free-dates', venueId: one, ...days, groupSize: parsed.preferences.groupSize }
    return shown.venues.length ? { kind: 'pick-venue', topic: 'availability' } : undefined
  }
  const overShown =
    pointed.length === 0 &&
    (OVER_SHOWN.test(lower) || (pronounVenue === null && asking && /\b(they|them)\b/.test(lower)))
  // A yes-or-no question about several venues ("which of these has a private room?", "are both
  // free on Friday?", "do they have parking?"): asked of each, not of the first alone.
  const several = pointed.length >= 2 ? pointed : overShown ? shown.venues.slice(0, 5) : []
  if (isWhichTopic(topic) && several.length >= 2)
    return {
      kind: 'which',
      venueIds: several.slice(0, 5).map((c) => c.venue.id),
      topic,
      groupSize: parsed.preferences.groupSize,
      date: questionDate(lower, parsed.preferences.date, briefDate),
      ...(topic === 'features' ? { offers } : {}),
    }
  // Told, not asked, and on no topic ("actually make it 35 people"): an edit of the brief, not a
  // question about the venue "it" points at.
  if (!topic && !asking && !BOOK.test(lower)) return undefined
  const target = pointed[0]?.venue.id ?? pronounVenue
  // "Book it", "let's go with the second one": a venue she means, never a new request ("I want to
  // book a dinner for 20" names none).
  if (BOOK.test(lower) && !topic) {
    if (target !== null) return { kind: 'book', venueId: target }
    if (/\b(it|this one|that one)\b/.test(lower) && shown.venues.length)
      return shown.venues.length === 1
        ? { kind: 'book', venueId: shown.venues[0].venue.id }
        : { kind: 'pick-venue', topic: 'details' }
  }
  // A question on a topic naming no venue ("and what if we cancel?") goes on about the venue the
  // conversation is about, or the one Callie just answered about.
  const about =
    target ??
    (pointed.length === 0 && topic ? (shown.contextVenueId ?? (asking ? (shown.answeredVenueId ?? null) : null)) : null)
  if (about === null || about === undefined) {
    if (pointed.length === 0 && topic && asking && shown.venues.length)
      return /\b(one|venue|place)\b/.test(lower) || (topic === 'features' && /\bit\b/.test(lower))
        ? { kind: 'pick-venue', topic }
        : undefined
    return undefined
  }
  return {
    kind: 'venue',
    venueId: about,
    topic: topic ?? 'details',
    groupSize: parsed.preferences.groupSize,
    date: questionDate(lower, parsed.preferences.date, briefDate),
    ...(topic === 'features' ? { offers } : {}),
  }
}

const WEEKDAYS = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur']
const BARE_WEEKDAY = /\b(sun|mon|tues|wednes|thurs|fri|satur)days?\b/
/** Words that pin a weekday to a week or a date ("next Friday", "Friday the 12th", "Friday March 19"). */
const PINNED =
  /\b(next|this|coming|following|week from|from now|tomorrow)\b|\d{1,2}(st|nd|rd|th)\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}\/\d{1,2}/

/**
 * The day a question about a venue asks about. A bare weekday ("on a Friday") while the brief has a
 * date means that weekday nearest the brief's date (the brief's own when it is one), not the next
 * one from today: the planner asked for Mar 12, a Friday, and "a Friday" is that dinner. Never a day
 * before the reader's (the next such weekday from today).
 */
function questionDate(lower: string, read: string | undefined, briefDate: string | undefined): string | undefined {
  const day = BARE_WEEKDAY.exec(lower)
  if (!read || !briefDate || !day || PINNED.test(lower)) return read
  const base = parseISO(briefDate)
  const forward = (WEEKDAYS.indexOf(day[1]) - getDay(base) + 7) % 7
  const near = format(addDays(base, forward <= 3 ? forward : forward - 7), 'yyyy-MM-dd')
  return near < read ? format(addDays(parseISO(near), 7), 'yyyy-MM-dd') : near
}

/**
 * The planner's turn read: a brief edit (a chip) is applied as is; text is first checked for a
 * follow-up about a venue, a request for a person or "I don't mind" to the last question, and
 * otherwise read into the brief. Text that changes nothing and asks nothing is to be rephrased.
 */
export function planTurn({
  brief,
  text,
  patch,
  parsed,
  shown,
  today = format(new Date(), 'yyyy-MM-dd'),
}: {
  brief: CallieBrief
  text?: string
  patch?: BriefPatch
  parsed?: ParsedConciergeRequest
  shown: Shown
  /** The day the planner writes on (the stretch "in March" means starts from it). */
  today?: string
}): TurnPlan {
  if (patch) {
    const next = applyBriefPatch(brief, patch)
    return { brief: next, move: { kind: 'search' }, changed: changedSlots(brief, next) }
  }
  const said = (text ?? '').trim()
  const lower = said.toLowerCase()
  const reading: ParsedConciergeRequest = parsed ?? {
    ...emptyReaderBrief(),
    preferences: {},
    understood: [],
    notUnderstood: [],
  }
  if (PERSON.test(lower)) return { brief, move: { kind: 'person' }, changed: [] }
  if (THANKS.test(lower)) return { brief, move: { kind: 'thanks' }, changed: [] }
  if (HELLO.test(lower)) return { brief, move: { kind: 'hello' }, changed: [] }
  // Asked as a question, and telling nothing new of the event itself ("wine" is no wish in "can we
  // bring our own wine?"); "20 adults and 5 kids in Chicago?" is still read into the brief.
  const tellsFacts = () =>
    changedSlots(brief, mergeParsedIntoBrief(brief, reading)).some((slot) => slot !== 'softWishes')
  if (ASK_VENUE.test(lower) && QUESTION.test(lower) && !tellsFacts()) {
    const pointed = venuesPointedAt(said, shown.venues)
    const venueId =
      pointed.length === 1
        ? pointed[0].venue.id
        : pointed.length === 0
          ? (shown.contextVenueId ?? shown.answeredVenueId ?? null)
          : null
    return { brief, move: { kind: 'ask-team', venueId }, changed: [] }
  }
  const budget = budgetAsked(lower, brief, shown)
  if (budget) {
    const next = applyBriefPatch(brief, { budget })
    return { brief: next, move: { kind: 'search' }, changed: changedSlots(brief, next) }
  }
  const follow = followUp(said, reading, shown, { briefDate: brief.date, today })
  if (follow?.kind === 'book') {
    // "Book the first one for 30 on Friday": the request is sent with the group and day said.
    const { groupSize, date } = reading.preferences
    const next = groupSize || date ? applyBriefPatch(brief, { groupSize, date }) : brief
    return { brief: next, move: follow, changed: changedSlots(brief, next) }
  }
  if (follow) return { brief, move: follow, changed: [] }
  if (shown.lastQuestion && DONT_MIND.test(lower)) {
    const next = applyBriefPatch(brief, { noPreference: [shown.lastQuestion] })
    return { brief: next, move: { kind: 'search' }, changed: [shown.lastQuestion] }
  }
  const next = mergeParsedIntoBrief(brief, reading)
  const changed = changedSlots(brief, next)
  if (!changed.length && !reading.preferences.cuisine && !reading.preferences.cuisines?.length)
    // A question she asked that nothing answers is not one to rephrase: a person can find out.
    return { brief, move: QUESTION.test(lower) ? { kind: 'ask-team', venueId: null } : { kind: 'rephrase' }, changed }
  return { brief: next, move: { kind: 'search' }, changed }
}

const BANDS: readonly ConciergeBudget[] = ['moderate', 'premium', 'luxury']

/**
 * "Something cheaper" (about no venue in particular): one band below the brief's budget, or below the
 * band of the cheapest venue shown; "something fancier", one above the dearest.
 */
function budgetAsked(lower: string, brief: CallieBrief, shown: Shown): ConciergeBudget | undefined {
  const down = CHEAPER.test(lower)
  if (!down && !PRICIER.test(lower)) return undefined
  // "Is the second one cheaper than Osteria?" asks about venues; "these are too pricey" does not.
  if (namedOrNumbered(lower, shown.venues).length) return undefined
  const prices = shown.venues.map((c) => c.venue.pricePerPerson)
  const from =
    brief.budget ?? (prices.length ? budgetTierOf(down ? Math.min(...prices) : Math.max(...prices)) : undefined)
  if (!from) return down ? 'moderate' : 'luxury'
  return BANDS[Math.min(BANDS.length - 1, Math.max(0, BANDS.indexOf(from) + (down ? -1 : 1)))]
}

/**
 * What the conversation has shown: the newest venues listed, the newest question asked, and the
 * venue of an answer about one venue given since that list.
 */
export function shownIn(messages: readonly Message[], contextVenueId: number | null): Shown {
  const callie = messages.filter((m) => m.author === 'callie')
  const question = callie.at(-1)?.parts.find((p) => p.type === 'question')
  let answeredVenueId: number | null = null
  for (const m of callie.toReversed()) {
    const answer = m.parts.find((p) => p.type === 'venue-answer')
    if (answer && answeredVenueId === null && !m.parts.some((p) => p.type === 'venues')) {
      answeredVenueId = answer.venue.venue.id
    }
    for (const p of m.parts) {
      // A narrowed list (the yes of "which of these…") is not one to point at: the list before it is.
      const venues =
        (p.type === 'venues' && !p.narrowed) || p.type === 'comparison'
          ? p.venues
          : p.type === 'no-match'
            ? p.alternatives.map((a) => a.venue)
            : []
      if (venues.length) return { venues, lastQuestion: question?.slot ?? null, contextVenueId, answeredVenueId }
    }
  }
  return { venues: [], lastQuestion: question?.slot ?? null, contextVenueId, answeredVenueId }
}
