// Judges a played conversation: did each turn do what the script expects, did any recommendation
// break a hard constraint of the brief (by the database), did any venue or price come from
// somewhere other than a tool, and how many questions did Callie ask.
import { briefChipsOf, type BriefSlot, type CallieBrief } from '~/domain/concierge/callie-brief'
import type { Message, Part, PartOf } from '~/domain/concierge/conversation-api'
import { shownIn } from '~/domain/concierge/dialogue'
import type { CatalogueTruth } from './catalogue-truth'
import { notFromATool } from './catalogue-truth'
import type { EvalConversation, Expect } from './conversations'
import type { Played, PlayedTurn } from './converse'

export type ConversationOutcome = {
  name: string
  reached: boolean
  /** Why it did not reach its outcome, turn by turn. */
  failures: string[]
  /** Recommended venues that break a hard constraint ("venue 12 on turn 2: capacity, date"). */
  breaks: string[]
  /** Venues and prices shown that no tool returned. */
  notFromATool: string[]
  questions: number
  /** Turns the model engine answered (the rest fell back to the built-in engine). */
  modelTurns: number
  turns: number
}

const partsOf = (turn: PlayedTurn): Part[] => turn.raw.flatMap((m) => m.parts)
const VENUE_PARTS: readonly Part['type'][] = ['venues', 'venue-answer', 'comparison', 'no-match']

function shows(turn: PlayedTurn, what: NonNullable<Expect['shows']>): boolean {
  const parts = partsOf(turn)
  const has = (type: Part['type']) => parts.some((p) => p.type === type)
  const venueBearing = parts.some((p) => VENUE_PARTS.includes(p.type))
  switch (what) {
    case 'question':
      return has('question') && !has('venues') && !has('no-match')
    case 'rephrase':
      return !venueBearing && !has('question') && turn.raw.length > 0
    case 'person':
      return !venueBearing && parts.some((p) => p.type === 'actions' && p.actions.some((a) => a.kind === 'handover'))
    default:
      return has(what)
  }
}

const asSet = (v: unknown) => (Array.isArray(v) ? [...v].map(String).sort().join('|') : v)
function sameValue(a: unknown, b: unknown): boolean {
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b))
    return Object.entries(b).every(([k, v]) => sameValue((a as Record<string, unknown>)[k], v))
  return asSet(a) === asSet(b)
}

function isEmptySlot(brief: CallieBrief, slot: BriefSlot): boolean {
  if (slot === 'exclusions') return !brief.exclusions.cuisines.length && !brief.exclusions.features.length
  if (slot === 'time') return brief.time === undefined && brief.exactTime === undefined
  const v = brief[slot]
  return v === undefined || (Array.isArray(v) && v.length === 0)
}

const questionsOf = (turn: PlayedTurn) => partsOf(turn).filter((p): p is PartOf<'question'> => p.type === 'question')

/** "Yes"/"No" as the answer says it, else its private-room fact. */
function answerSaysYes(turn: PlayedTurn, answer: PartOf<'venue-answer'>): boolean | null {
  const words = turn.raw.map((m) => m.text).join(' ')
  if (/^\s*yes\b/i.test(words)) return true
  if (/^\s*no\b/i.test(words)) return false
  return answer.facts.find((f) => /private room/i.test(f.label))?.ok ?? null
}

async function judgeTurn(
  turn: PlayedTurn,
  expect: Expect,
  before: Message[],
  ctx: { truth: CatalogueTruth; contextVenueId: number | null },
): Promise<string[]> {
  const fail: string[] = []
  const parts = partsOf(turn)
  const words = turn.raw.map((m) => m.text).join(' ')
  if (expect.shows && !shows(turn, expect.shows))
    fail.push(
      `shows ${parts.map((p) => p.type).join(', ') || 'no part'} ("${words.slice(0, 120)}"), not ${expect.shows}`,
    )
  const asked = questionsOf(turn).map((q) => q.slot)
  if (expect.asks === null && asked.length) fail.push(`asks about ${asked.join(', ')}, expected no question`)
  if (expect.asks && !asked.includes(expect.asks))
    fail.push(`asks ${asked.length ? `about ${asked.join(', ')}` : 'nothing'}, not about ${expect.asks}`)
  for (const slot of expect.notAsks ?? []) if (asked.includes(slot)) fail.push(`asks about ${slot} again`)
  for (const [key, want] of Object.entries(expect.brief ?? {})) {
    const got = turn.brief[key as keyof CallieBrief]
    if (!sameValue(got, want)) fail.push(`brief ${key} is ${JSON.stringify(got)}, not ${JSON.stringify(want)}`)
  }
  for (const slot of expect.without ?? [])
    if (!isEmptySlot(turn.brief, slot)) fail.push(`brief keeps ${slot} ${JSON.stringify(turn.brief[slot])}`)
  if (expect.chip && !briefChipsOf(turn.brief).some((c) => expect.chip!.test(c.label)))
    fail.push(
      `no chip ${expect.chip} among ${briefChipsOf(turn.brief)
        .map((c) => c.label)
        .join(' | ')}`,
    )
  const listed = shownIn(before, ctx.contextVenueId).venues
  const answer = parts.find((p): p is PartOf<'venue-answer'> => p.type === 'venue-answer')
  if (expect.about !== undefined) {
    const wanted = expect.about === 'context' ? ctx.contextVenueId : listed[expect.about]?.venue.id
    if (wanted === undefined || wanted === null) fail.push(`no venue ${expect.about} was shown before`)
    else if (answer?.venue.venue.id !== wanted)
      fail.push(`answers about venue ${answer?.venue.venue.id ?? 'none'}, not ${wanted}`)
  }
  if (expect.privateRoomFor && answer) {
    const { guests, date } = expect.privateRoomFor
    const id = answer.venue.venue.id
    const room = await ctx.truth.hasPrivateRoom(id, guests, date)
    const hosts = !(
      await ctx.truth.breaks(id, { ...turn.brief, groupSize: guests, date, mustHaves: [], cuisines: undefined })
    ).some((c) => c === 'capacity' || c === 'date')
    const says = answerSaysYes(turn, answer)
    if (says !== room && hosts)
      fail.push(
        `says ${says ? 'yes' : 'no'} to a private room for ${guests}; the catalogue says ${room ? 'yes' : 'no'}`,
      )
    if (says && !hosts) fail.push(`says yes for ${guests} on ${date}, but the venue cannot host them then`)
  }
  if (expect.availableFor && answer) {
    const { guests, date } = expect.availableFor
    const broken = await ctx.truth.breaks(answer.venue.venue.id, {
      ...turn.brief,
      groupSize: guests,
      date,
      mustHaves: [],
      cuisines: undefined,
    })
    const hosts = !broken.some((c) => c === 'capacity' || c === 'date')
    const says = answerSaysYes(turn, answer)
    if (says !== hosts)
      fail.push(`says ${says ? 'yes' : 'no'} to ${guests} on ${date}; the catalogue says ${hosts ? 'yes' : 'no'}`)
  }
  if (expect.priced) {
    const cards = parts.flatMap((p) => (p.type === 'venues' ? p.venues : []))
    if (!cards.some((c) => c.allIn)) fail.push('shows no all-in price')
  }
  for (const kind of expect.offers ?? [])
    if (!parts.some((p) => p.type === 'actions' && p.actions.some((a) => a.kind === kind)))
      fail.push(`offers no ${kind} button`)
  if (expect.compares) {
    const comparison = parts.find((p): p is PartOf<'comparison'> => p.type === 'comparison')
    const want = expect.compares.map((i) => listed[i]?.venue.id)
    const got = comparison?.venues.map((c) => c.venue.id) ?? []
    if (want.join() !== got.join()) fail.push(`compares ${got.join(', ') || 'nothing'}, not ${want.join(', ')}`)
  }
  const noMatch = parts.find((p): p is PartOf<'no-match'> => p.type === 'no-match')
  if (expect.alternatives !== undefined && (noMatch?.alternatives.length ?? 0) < expect.alternatives)
    fail.push(`offers ${noMatch?.alternatives.length ?? 0} closest venues, expected ${expect.alternatives}+`)
  for (const re of expect.suggests ?? [])
    if (!noMatch?.suggestions.some((s) => re.test(s.label)))
      fail.push(`no suggestion ${re} among ${noMatch?.suggestions.map((s) => s.label).join(' | ') || 'none'}`)
  if (expect.says && !expect.says.test(words)) fail.push(`says "${words.slice(0, 160)}", not ${expect.says}`)
  return fail
}

const AMOUNT = /\$\d[\d,]*(?:\.\d{2})?/g

/** Amounts the planner said or her brief shows ("$4,500 total", "Moderate ($25-50 per person)"), which Callie may repeat. */
function plannerAmounts(turns: readonly PlayedTurn[]): string[] {
  const said = turns.flatMap((t) => ('say' in t.step ? (t.step.say.match(AMOUNT) ?? []) : []))
  const brief = turns.flatMap((t) => briefChipsOf(t.brief).flatMap((c) => c.label.match(AMOUNT) ?? []))
  return [...said, ...brief]
}

export async function judgeConversation(
  script: EvalConversation,
  played: Played,
  { truth, contextVenueId }: { truth: CatalogueTruth; contextVenueId: number | null },
): Promise<ConversationOutcome> {
  const failures: string[] = played.error ? [`stopped: ${played.error}`] : []
  const breaks: string[] = []
  const ungrounded: string[] = []
  let before: Message[] = []
  for (const [i, turn] of played.turns.entries()) {
    const at = `turn ${i + 1}`
    failures.push(
      ...(await judgeTurn(turn, turn.step.expect ?? {}, before, { truth, contextVenueId })).map((f) => `${at}: ${f}`),
    )
    for (const slot of script.neverAsks ?? [])
      if (questionsOf(turn).some((q) => q.slot === slot)) failures.push(`${at}: asks about ${slot}, said not to`)
    for (const p of partsOf(turn)) {
      if (p.type === 'venues')
        for (const c of p.venues) {
          const broken = await truth.breaks(c.venue.id, turn.brief)
          if (broken.length) breaks.push(`${at}: ${c.venue.name} (${c.venue.id}) breaks ${broken.join(', ')}`)
        }
      if (p.type === 'no-match') {
        for (const a of p.alternatives) {
          const broken = await truth.breaks(a.venue.venue.id, turn.brief, { alternative: true })
          if (broken.length) breaks.push(`${at}: alternative ${a.venue.venue.name} breaks ${broken.join(', ')}`)
        }
        const fit = await truth.venuesThatFit(turn.brief)
        if (fit.length) failures.push(`${at}: says nothing fits, but venues ${fit.join(', ')} do`)
      }
    }
    const allowed = [
      ...(await truth.listedPrices(turn.grounding.venueIds)),
      ...plannerAmounts(played.turns.slice(0, i + 1)),
    ]
    for (const m of turn.raw) ungrounded.push(...notFromATool(m, turn.grounding, allowed).map((x) => `${at}: ${x}`))
    before = [...before, ...turn.shown]
  }
  if (played.turns.length < script.steps.length && !played.error) failures.push('not every step was played')
  return {
    name: script.name,
    reached: failures.length === 0 && breaks.length === 0 && ungrounded.length === 0,
    failures,
    breaks,
    notFromATool: ungrounded,
    questions: played.turns.reduce((n, t) => n + questionsOf(t).length, 0),
    modelTurns: played.turns.filter((t) => t.engine === 'model').length,
    turns: played.turns.length,
  }
}
