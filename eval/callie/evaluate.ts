// The evaluation of Callie's built-in reader, pure so a unit test runs it as `npm run eval:callie`
// does. Three figures: slots read right, requests read whole, and slots read against what was said
// (a negated cuisine chosen, a "no need" made a must-have), which must be 0. The conversations are
// evaluated over a database, in evaluate-conversations.ts.
import type { ParsedConciergeRequest } from '~/domain/concierge/parse-concierge-request'
import { EVAL_REQUESTS, EVAL_TODAY, type EvalRequest, type EvalSlot, type EvalSlots } from './requests'

/** The built-in engine's goals. */
export const READER_GOALS = { slotsRight: 0.98, requestsWhole: 0.9, against: 0 } as const

export type Reader = (text: string, options: { today: string }) => ParsedConciergeRequest

export type RequestOutcome = {
  text: string
  checks: number
  wrong: { slot: string; wanted: unknown; read: unknown }[]
  against: { slot: string; value: unknown }[]
}

export type ReaderReport = {
  requests: number
  slotChecks: number
  slotsRight: number
  requestsWhole: number
  /** Slots read against what was said. */
  against: number
  outcomes: RequestOutcome[]
}

/** The slots of a reader result in the evaluation's terms. */
export function slotsOf(r: ParsedConciergeRequest): EvalSlots {
  const p = r.preferences
  const cuisines = [...new Set([p.cuisine, ...(p.cuisines ?? [])])].filter(
    (c): c is NonNullable<typeof c> => c !== undefined && c !== 'No Preference',
  )
  return {
    occasion: p.occasion,
    groupSize: p.groupSize,
    budget: p.budget,
    budgetTotal: r.budgetTotal,
    cuisines,
    vibe: p.vibe,
    location: p.location,
    neighbourhood: r.neighbourhood,
    date: p.date,
    time: p.time,
    exactTime: p.exactTime,
    dietary: p.dietaryRestrictions ?? [],
    mustHaves: r.mustHaves ?? p.features ?? [],
    excludedCuisines: r.exclusions?.cuisines ?? [],
    excludedFeatures: r.exclusions?.features ?? [],
    excludedVibes: r.exclusions?.vibes ?? [],
    noPreference: r.noPreference ?? [],
  }
}

const isEmpty = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 0)
const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|')
    : a === b
const asList = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])

export function evaluateRequest(request: EvalRequest, result: ParsedConciergeRequest): RequestOutcome {
  const read = slotsOf(result)
  const outcome: RequestOutcome = { text: request.text, checks: 0, wrong: [], against: [] }
  for (const [slot, wanted] of Object.entries(request.want) as [EvalSlot, unknown][]) {
    outcome.checks++
    if (!sameValue(read[slot], wanted)) outcome.wrong.push({ slot, wanted, read: read[slot] })
  }
  for (const slot of request.absent ?? []) {
    outcome.checks++
    if (!isEmpty(read[slot])) outcome.wrong.push({ slot, wanted: 'nothing', read: read[slot] })
  }
  const againstSlot = {
    cuisines: 'cuisines',
    mustHaves: 'mustHaves',
    vibe: 'vibe',
    budget: 'budget',
    dietary: 'dietary',
    occasion: 'occasion',
  } as const
  for (const [key, values] of Object.entries(request.against ?? {}) as [keyof typeof againstSlot, unknown[]][]) {
    outcome.checks++
    const slot = againstSlot[key]
    const hit = asList(read[slot]).filter((v) => values.includes(v))
    if (hit.length) {
      outcome.wrong.push({ slot, wanted: `not ${values.join(', ')}`, read: read[slot] })
      for (const value of hit) outcome.against.push({ slot, value })
    }
  }
  for (const words of request.softWishes ?? []) {
    outcome.checks++
    const kept = (result.softWishes ?? []).some((w) => w.toLowerCase().includes(words.toLowerCase()))
    if (!kept) outcome.wrong.push({ slot: 'softWishes', wanted: words, read: result.softWishes })
  }
  // A result that contradicts itself reads against what was said whatever the request expected.
  const contradictions: [string, unknown[], unknown[]][] = [
    ['cuisines', read.cuisines ?? [], read.excludedCuisines ?? []],
    ['mustHaves', read.mustHaves ?? [], read.excludedFeatures ?? []],
    ['vibe', asList(read.vibe), read.excludedVibes ?? []],
  ]
  for (const [slot, chosen, excluded] of contradictions) {
    for (const value of chosen.filter((v) => excluded.includes(v))) {
      if (!outcome.against.some((a) => a.slot === slot && a.value === value)) outcome.against.push({ slot, value })
    }
  }
  return outcome
}

export function evaluateReader(
  read: Reader,
  requests: readonly EvalRequest[] = EVAL_REQUESTS,
  today: string = EVAL_TODAY,
): ReaderReport {
  const outcomes = requests.map((request) => evaluateRequest(request, read(request.text, { today })))
  const slotChecks = outcomes.reduce((n, o) => n + o.checks, 0)
  const wrong = outcomes.reduce((n, o) => n + o.wrong.length, 0)
  return {
    requests: requests.length,
    slotChecks,
    slotsRight: slotChecks ? (slotChecks - wrong) / slotChecks : 1,
    requestsWhole: outcomes.filter((o) => o.wrong.length === 0 && o.against.length === 0).length / requests.length,
    against: outcomes.reduce((n, o) => n + o.against.length, 0),
    outcomes,
  }
}

export const meetsReaderGoals = (r: ReaderReport) =>
  r.slotsRight >= READER_GOALS.slotsRight &&
  r.requestsWhole >= READER_GOALS.requestsWhole &&
  r.against <= READER_GOALS.against
