// Callie's built-in replies: words around parts whose venues, prices and availability are the
// tools' results as returned. Pure and deterministic.
import { CONCIERGE_LOCATIONS } from './preferences'
import { briefChipsOf, type BriefSlot, type CallieBrief } from './callie-brief'
import type {
  AllInOutput,
  AvailabilityOutput,
  CompareOutput,
  PoliciesOutput,
  ResponseTimeOutput,
  SearchVenuesOutput,
  SpacesOutput,
} from './callie-tools-api'
import type { Part, PartOf, VenueCard } from './conversation-api'
import { CONCIERGE_BUDGETS } from '../options'
import { briefDateLabel } from './brief-labels'
import { listText } from './score-venue'

export type NewCallieMessage = { text: string; parts: Part[] }

export const handover = (label = 'Talk to a person'): PartOf<'actions'>['actions'][number] => ({
  kind: 'handover',
  label,
  venueIds: [],
})

/** "24 guests in Chicago, IL on Thu, Jan 28, 2027" from what the brief holds. */
function summaryOf(brief: CallieBrief): string {
  const bits = [brief.groupSize ? `${brief.groupSize} guests` : '', brief.location ? `in ${brief.location}` : '']
  if (brief.date) bits.push(`on ${briefDateLabel(brief.date)}`)
  const band = CONCIERGE_BUDGETS.find((b) => b.value === brief.budget)
  // The band ranks the venues ("something cheaper" moves it), so the answer says which it is.
  if (band) bits.push(`at ${band.value} prices (${band.max ? `$${band.min}–${band.max}` : `$${band.min}+`} per person)`)
  return bits.filter(Boolean).join(' ')
}

const QUESTIONS: Record<'location' | 'groupSize' | 'date' | 'cuisines', string> = {
  location: 'Which city is the event in?',
  groupSize: 'How many guests are you expecting?',
  date: 'What date are you thinking of? Availability and packages depend on it.',
  cuisines: 'Any cuisine in mind? I can narrow these down.',
}

export function questionReply(
  slot: BriefSlot,
  brief: CallieBrief,
  { cuisinesAmong = [], lead: withLead = true }: { cuisinesAmong?: readonly string[]; lead?: boolean } = {},
): NewCallieMessage {
  const heard = briefChipsOf(brief).map((c) => c.label)
  const lead = withLead && heard.length ? `Got it: ${listText(heard)}. ` : ''
  const key = slot in QUESTIONS ? (slot as keyof typeof QUESTIONS) : 'location'
  const choices: PartOf<'question'>['choices'] =
    key === 'location'
      ? CONCIERGE_LOCATIONS.map((l) => ({ label: l, value: l, briefPatch: { location: l } }))
      : key === 'groupSize'
        ? [10, 16, 24, 40].map((n) => ({ label: `${n} guests`, value: `${n} guests`, briefPatch: { groupSize: n } }))
        : key === 'date'
          ? [{ label: 'Not sure yet', value: 'Not sure yet', briefPatch: { noPreference: ['date'] } }]
          : [
              ...cuisinesAmong
                .filter((c) => c !== 'No Preference')
                .slice(0, 5)
                .map((c) => ({ label: c, value: c })),
              { label: 'No preference', value: 'No preference', briefPatch: { noPreference: ['cuisines'] } },
            ]
  return { text: lead + QUESTIONS[key], parts: [{ type: 'question', slot: key, choices }] }
}

export function venuesReply(brief: CallieBrief, out: SearchVenuesOutput): NewCallieMessage {
  const n = out.total
  const text = `I found ${n === 200 ? '200+' : n} ${n === 1 ? 'venue' : 'venues'} for ${summaryOf(brief)}. ${
    out.venues.length < n ? `Here are the best ${out.venues.length}` : 'Here they are'
  }, with all-in prices where the venue lists packages.`
  const ids = out.venues.map((c) => c.venue.id)
  return {
    text,
    parts: [
      { type: 'venues', venues: out.venues },
      {
        type: 'actions',
        actions: [
          { kind: 'shortlist', label: 'Add to my shortlist', venueIds: ids },
          { kind: 'request', label: `Request to book ${out.venues[0].venue.name}`, venueIds: ids.slice(0, 1) },
          { kind: 'brief', label: 'Send a brief to these venues', venueIds: ids },
          handover(),
        ],
      },
    ],
  }
}

export function noMatchReply(brief: CallieBrief, out: SearchVenuesOutput): NewCallieMessage {
  const m = out.noMatch
  if (!out.city || !m)
    return {
      text: `We're not in that city yet. We are in ${listText([...CONCIERGE_LOCATIONS])}.`,
      parts: [questionReply('location', brief).parts[0]],
    }
  const suggestions: PartOf<'no-match'>['suggestions'] = [
    ...m.otherDates.map((d) => ({ label: `Try ${briefDateLabel(d)}`, briefPatch: { date: d } })),
    ...(m.relaxations.some((r) => r.constraint === 'mustHaves')
      ? [{ label: 'Without the must-haves', briefPatch: { mustHaves: null } }]
      : []),
    ...(m.relaxations.some((r) => r.constraint === 'cuisines')
      ? [{ label: 'Any cuisine', briefPatch: { cuisines: null } }]
      : []),
    ...(m.nearbyCity ? [{ label: `Look in ${m.nearbyCity.label}`, briefPatch: { location: m.nearbyCity.label } }] : []),
  ]
  return {
    text: `Nothing fits everything for ${summaryOf(brief)}: ${m.reasons.join('; ')}. ${
      m.alternatives.length ? 'These come closest, with what differs.' : 'Our concierge team can look further for you.'
    }`,
    parts: [
      { type: 'no-match', reasons: m.reasons, alternatives: m.alternatives, suggestions },
      { type: 'actions', actions: [handover('Ask our concierge team')] },
    ],
  }
}

export const fact = (label: string, value: string, ok: boolean | null = null) => ({ label, value, ok })

/**
 * "in the Library, a private room"; a space whose name already says it is private is not told twice
 * ("in the Private room", not "in Private room, a private room").
 */
function inPrivateRoom(spaceName: string): string {
  const named = /^the\s/i.test(spaceName) ? spaceName : `the ${spaceName}`
  return /\bprivate\b/i.test(spaceName) ? `in ${named}` : `in ${named}, a private room`
}

export function availabilityAnswer(
  out: AvailabilityOutput,
  ask: { groupSize: number; date?: string; privateRoom: boolean },
) {
  const when = ask.date ? ` on ${briefDateLabel(ask.date)}` : ''
  const name = out.venue.venue.name
  const facts = [
    ...(ask.privateRoom
      ? [
          fact(
            `Private room for ${ask.groupSize}`,
            out.privateRoom.spaceName ?? (out.privateRoom.offered ? `Up to ${out.privateRoom.capacity}` : 'None'),
            out.privateRoom.spaceName !== null,
          ),
        ]
      : []),
    ...(ask.date ? [fact(briefDateLabel(ask.date), out.available ? 'Available' : 'Not available', out.available)] : []),
    ...out.reasons.map((r) => fact('Why not', r, false)),
  ]
  const yes = out.available !== false && (!ask.privateRoom || out.privateRoom.spaceName !== null)
  const text = yes
    ? `Yes: ${name} can host ${ask.groupSize}${ask.privateRoom && out.privateRoom.spaceName ? ` ${inPrivateRoom(out.privateRoom.spaceName)}` : ''}${when}.`
    : `No: ${out.reasons[0] ?? `${name} cannot host ${ask.groupSize}${when}`}.`
  return venueAnswer(text, out.venue, facts)
}

/** Whether a venue's answer is yes: it can host the group (on the date), in a private room when asked. */
const hosts = (out: AvailabilityOutput, privateRoom: boolean) =>
  out.available !== false && (!privateRoom || out.privateRoom.spaceName !== null)

/** Why a venue cannot, led by its name ("Osteria seats at most 20", "Osteria: its private room is taken"). */
function whyNot(out: AvailabilityOutput, ask: { groupSize: number; privateRoom: boolean }): string {
  const name = out.venue.venue.name
  const reason = out.reasons[0]
  if (!reason) return `${name} cannot host ${ask.groupSize}`
  return reason.includes(name) ? reason : `${name}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`
}

/**
 * One yes-or-no question asked of several venues ("which of these has a private room?"): the ones
 * that can, each with its room, then each that cannot with its reason.
 */
export function whichAnswer(
  outs: readonly AvailabilityOutput[],
  ask: { groupSize: number; date?: string; privateRoom: boolean },
): NewCallieMessage {
  const when = ask.date ? ` on ${briefDateLabel(ask.date)}` : ''
  const how = `host ${ask.groupSize}${ask.privateRoom ? ' in a private room' : ''}${when}`
  const yes = outs.filter((o) => hosts(o, ask.privateRoom))
  const no = outs.filter((o) => !hosts(o, ask.privateRoom))
  const named = (o: AvailabilityOutput) =>
    ask.privateRoom && o.privateRoom.spaceName
      ? `${o.venue.venue.name} (${o.privateRoom.spaceName})`
      : o.venue.venue.name
  const reasons = no.map((o) => `${whyNot(o, ask)}.`).join(' ')
  const text = !yes.length
    ? `None of them can ${how}. ${reasons}`
    : !no.length
      ? `${yes.length === 2 ? 'Both' : `All ${yes.length}`} can ${how}: ${listText(yes.map(named))}.`
      : `${listText(yes.map(named))} can ${how}. ${reasons}`
  const ids = yes.map((o) => o.venue.venue.id)
  return {
    text,
    parts: yes.length
      ? [
          { type: 'venues', venues: yes.map((o) => o.venue), narrowed: true },
          {
            type: 'actions',
            actions: [
              {
                kind: 'shortlist',
                label: ids.length === 1 ? `Add ${yes[0].venue.venue.name} to my shortlist` : 'Add them to my shortlist',
                venueIds: ids,
              },
              { kind: 'request', label: `Request to book ${yes[0].venue.venue.name}`, venueIds: ids.slice(0, 1) },
            ],
          },
        ]
      : [],
  }
}

export const venueAnswer = (
  text: string,
  venue: VenueCard,
  facts: PartOf<'venue-answer'>['facts'],
): NewCallieMessage => ({
  text,
  parts: [
    { type: 'venue-answer', venue, facts },
    {
      type: 'actions',
      actions: [
        { kind: 'shortlist', label: `Add ${venue.venue.name} to my shortlist`, venueIds: [venue.venue.id] },
        { kind: 'request', label: `Request to book ${venue.venue.name}`, venueIds: [venue.venue.id] },
      ],
    },
  ],
})

export const policiesAnswer = (out: PoliciesOutput) =>
  venueAnswer(`${out.venue.venue.name}: ${out.summary.join('. ')}.`, out.venue, [
    fact('Notice', `${out.minNoticeHours} hours`),
    fact('Deposit', `${out.depositPct}%`),
    ...out.cancellation.map((c) => fact('Cancellation', c)),
  ])

export const priceAnswer = (out: AllInOutput, groupSize: number) =>
  out.quote
    ? venueAnswer(
        `At ${out.venue.venue.name}, ${out.quote.packageName} for ${groupSize} guests comes to ${out.quote.total} all in (${out.quote.perGuest} per guest).`,
        out.venue,
        [
          fact('Package', `${out.quote.packageName} (${out.quote.spaceName})`),
          ...out.quote.lines.map((l) => fact(l.label, l.amount)),
          fact('Total', out.quote.total),
          fact('Per guest', out.quote.perGuest),
        ],
      )
    : venueAnswer(`${out.reason}.`, out.venue, [])

export const spacesAnswer = (out: SpacesOutput) =>
  venueAnswer(
    out.spaces.length
      ? `${out.venue.venue.name} has ${listText(out.spaces.map((s) => `${s.name} (${s.kind.toLowerCase()}, seats ${s.seated})`))}.`
      : `${out.venue.venue.name} lists no separate spaces; it seats ${out.venue.venue.minGuests}–${out.venue.venue.maxGuests}.`,
    out.venue,
    [
      ...out.spaces.map((s) => fact(s.name, `${s.kind}, ${s.seated} seated, ${s.standing} standing`)),
      ...out.packages.map((p) => fact(p.name, `${p.pricePerPerson} per person, ${p.days}`)),
    ],
  )

/** The message with a person offered beside its other actions. */
export function withHandover(message: NewCallieMessage): NewCallieMessage {
  return {
    ...message,
    parts: message.parts.map((p) =>
      p.type === 'actions' ? { ...p, actions: [...p.actions, handover('Ask our concierge team')] } : p,
    ),
  }
}

/**
 * "Which is the cheapest?": the venues by the all-in total of their cheapest package that fits the
 * group (and date), the least first; those with none that fits said after, with why.
 */
export function cheapestAnswer(outs: readonly AllInOutput[], groupSize: number): NewCallieMessage {
  const priced = outs
    .filter((o): o is AllInOutput & { quote: NonNullable<AllInOutput['quote']> } => o.quote !== null)
    .toSorted((a, b) => a.quote.totalCents - b.quote.totalCents)
  const unpriced = outs.filter((o) => o.quote === null)
  const notes = unpriced.map((o) => `${o.reason}.`).join(' ')
  if (!priced.length) {
    // No all-in total to compare: their menus' prices per person, as each lists it.
    const byMenu = outs.toSorted((a, b) => a.venue.venue.pricePerPerson - b.venue.venue.pricePerPerson)
    const menu = (o: AllInOutput) => `${o.venue.venue.name} ($${o.venue.venue.pricePerPerson})`
    return {
      text: `None of them lists a package that fits ${groupSize} guests, so there is no all-in price to compare. By menu price per person, before tax and service: ${menu(byMenu[0])}, then ${listText(byMenu.slice(1).map(menu))}. Our concierge team can ask them for quotes.`,
      parts: [
        { type: 'venues', venues: byMenu.map((o) => o.venue), narrowed: true },
        { type: 'actions', actions: [handover('Ask our concierge team')] },
      ],
    }
  }
  const [least, ...rest] = priced
  const then = rest.length ? ` Then ${listText(rest.map((o) => `${o.venue.venue.name} (${o.quote.total})`))}.` : ''
  const text = `${least.venue.venue.name} costs the least: ${least.quote.total} all in for ${groupSize} guests (${least.quote.perGuest} per guest, ${least.quote.packageName}).${then}${notes ? ` ${notes}` : ''}`
  return {
    text,
    parts: [
      { type: 'venues', venues: priced.map((o) => o.venue), narrowed: true },
      {
        type: 'actions',
        actions: [
          {
            kind: 'shortlist',
            label: `Add ${least.venue.venue.name} to my shortlist`,
            venueIds: [least.venue.venue.id],
          },
          { kind: 'request', label: `Request to book ${least.venue.venue.name}`, venueIds: [least.venue.venue.id] },
        ],
      },
    ],
  }
}

/**
 * "Book the first one": the request is the planner's to send, from the venue's booking page with
 * what the brief holds; how soon the venue answers, from its record.
 */
export function bookAnswer(out: ResponseTimeOutput, brief: CallieBrief): NewCallieMessage {
  const name = out.venue.venue.name
  const held = summaryOf({ ...brief, location: undefined })
  const answers = out.typical
    ? `usually answers in ${out.typical}`
    : `promises an answer within ${out.promiseHours} hours`
  const text = `To book ${name}, press "Request to book ${name}": its booking page opens${
    held ? ` with ${held} filled in` : ''
  }, and you send the request from there. ${name} ${answers}.`
  return venueAnswer(text, out.venue, [])
}

export const textAnswer = (text: string, venue: VenueCard, facts: PartOf<'venue-answer'>['facts'] = []) =>
  venueAnswer(text, venue, facts)

export const compareReply = (out: CompareOutput): NewCallieMessage => ({
  text: `Here are ${listText(out.venues.map((c) => c.venue.name))} side by side.`,
  parts: [
    { type: 'comparison', venues: out.venues, rows: out.rows },
    {
      type: 'actions',
      actions: [{ kind: 'shortlist', label: 'Add them to my shortlist', venueIds: out.venues.map((c) => c.venue.id) }],
    },
  ],
})

export const REPHRASE =
  "Sorry, I didn't catch that. Could you tell me the city, how many guests, or the date you have in mind?"

export const rephraseReply = (): NewCallieMessage => ({ text: REPHRASE, parts: [] })

export const personReply = (): NewCallieMessage => ({
  text: 'Of course. Press the button below and someone from our concierge team will answer you here, with what we have so far.',
  parts: [{ type: 'actions', actions: [handover()] }],
})

/** The reply led by a sentence the reader had for her ("Denver is coming soon…"). */
export function withNote(note: string, [first, ...rest]: readonly NewCallieMessage[]): NewCallieMessage[] {
  if (!first) return []
  return [{ ...first, text: `${note}${/[.?!]$/.test(note) ? '' : '.'} ${first.text}` }, ...rest]
}

/**
 * A question no tool answers: said plainly, with a person who can ask the venue (named when the
 * question was about one: `out` is its card from a tool).
 */
export function askTeamReply(out?: ResponseTimeOutput): NewCallieMessage {
  const who = out ? `what ${out.venue.venue.name} lists with us` : 'what venues list with us'
  const text = `I can't tell that from ${who}. Someone from our concierge team can ${
    out ? 'ask them' : 'find out'
  }: press "Ask our concierge team" and they will answer you here.`
  return out
    ? withHandover(venueAnswer(text, out.venue, []))
    : { text, parts: [{ type: 'actions', actions: [handover('Ask our concierge team')] }] }
}

export const thanksReply = (): NewCallieMessage => ({
  text: "You're welcome! Tell me if you'd like to change anything, ask about a venue, or talk to someone from our team.",
  parts: [],
})

/** A greeting: what Callie needs first, or an offer to go on with the brief she has. */
export const helloReply = (brief: CallieBrief): NewCallieMessage => ({
  text: summaryOf(brief)
    ? `Hi! We have ${summaryOf(brief)} so far. What would you like to change or ask?`
    : 'Hi! Tell me about your event: the city, how many guests and the date you have in mind.',
  parts: [],
})

export const pickVenueReply = (): NewCallieMessage => ({
  text: 'Which venue do you mean? Say "the first one", "the second one" or its name.',
  parts: [],
})
