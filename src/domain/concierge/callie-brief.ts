// Callie's brief: what the planner has told her in the conversation so far. The concierge
// preferences (all optional here) plus hard must-haves, exclusions Callie never recommends, soft
// wishes that only rank, and the slots the planner said she does not mind (never asked again).
// Pure: the built-in engine, the model engine, the routes and the web app share it.
import { z } from 'zod'
import { ACTIVE_CITIES, cityLabel, matchCity } from '../cities'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { CONCIERGE_OCCASIONS, CONCIERGE_VIBES, CUISINES, DIETARY_IDS, FEATURE_IDS } from '../options'
import { dateField, integerField } from '../fields'
import { text } from '../text-field'
import { budgetLabel, briefDateLabel, dietaryLabel, dollars, featureLabel, timeSlotLabel } from './brief-labels'
import type { ParsedPreferences } from './reader/brief'
import {
  CONCIERGE_BUDGET_IDS,
  CONCIERGE_MESSAGES,
  CONCIERGE_TIME_SLOT_IDS,
  CLOCK_TIME_RE,
  type Cuisine,
} from './preferences'
import { listText, orText } from './score-venue'

/** The slots of a brief, in the order chips are shown. */
export const BRIEF_SLOTS = [
  'occasion',
  'groupSize',
  'location',
  'neighbourhood',
  'date',
  'time',
  'budget',
  'budgetTotal',
  'cuisines',
  'vibe',
  'dietaryRestrictions',
  'mustHaves',
  'exclusions',
  'softWishes',
] as const
export type BriefSlot = (typeof BRIEF_SLOTS)[number]

/** Cuisines a planner can want or exclude: every cuisine but "No Preference" (that is `noPreference`). */
export const BRIEF_CUISINES = CUISINES.filter((c) => c !== 'No Preference') as [Cuisine, ...Cuisine[]]

export const briefExclusionsSchema = z.object({
  cuisines: z.array(z.enum(BRIEF_CUISINES)),
  features: z.array(z.enum(FEATURE_IDS)),
  /** Vibes she ruled out ("nothing too fancy"): they only rank venues down. Absent in briefs stored before. */
  vibes: z.array(z.enum(CONCIERGE_VIBES)).optional(),
})

export const callieBriefSchema = z.object({
  occasion: z.enum(CONCIERGE_OCCASIONS).optional(),
  groupSize: z.number().int().min(MIN_GUESTS).max(MAX_GUESTS).optional(),
  /** Per person: moderate, premium, luxury. */
  budget: z.enum(CONCIERGE_BUDGET_IDS).optional(),
  /** Dollars for the whole event ("$4,500 total"). */
  budgetTotal: z.number().int().positive().optional(),
  /** Any of them is a match. */
  cuisines: z.array(z.enum(BRIEF_CUISINES)).optional(),
  vibe: z.enum(CONCIERGE_VIBES).optional(),
  /** An active city as 'Name, ST'. */
  location: z.string().optional(),
  neighbourhood: z.string().optional(),
  /** 'yyyy-mm-dd' */
  date: z.string().optional(),
  time: z.enum(CONCIERGE_TIME_SLOT_IDS).optional(),
  /** '7:30 PM' */
  exactTime: z.string().optional(),
  dietaryRestrictions: z.array(z.enum(DIETARY_IDS)).optional(),
  /** Hard: a venue without every one is not recommended. */
  mustHaves: z.array(z.enum(FEATURE_IDS)),
  /** Never recommended. */
  exclusions: briefExclusionsSchema,
  /** Words kept and shown, used only to rank ("quiet", "near the office"). */
  softWishes: z.array(z.string()),
  /** Slots the planner said she does not mind: never asked again. */
  noPreference: z.array(z.enum(BRIEF_SLOTS)),
})
export type CallieBrief = z.infer<typeof callieBriefSchema>

export const emptyBrief = (): CallieBrief => ({
  mustHaves: [],
  exclusions: { cuisines: [], features: [] },
  softWishes: [],
  noPreference: [],
})

export const briefChipSchema = z.object({ slot: z.enum(BRIEF_SLOTS), label: z.string() })
export type BriefChip = z.infer<typeof briefChipSchema>

const LABELS: { [S in BriefSlot]: (b: CallieBrief) => string | undefined } = {
  occasion: (b) => b.occasion,
  groupSize: (b) => (b.groupSize ? `${b.groupSize} guests` : undefined),
  location: (b) => b.location,
  neighbourhood: (b) => b.neighbourhood,
  date: (b) => (b.date ? briefDateLabel(b.date) : undefined),
  time: (b) =>
    b.time ? (b.exactTime ? `${b.exactTime}, ${timeSlotLabel(b.time)}` : timeSlotLabel(b.time)) : undefined,
  budget: (b) => (b.budget ? budgetLabel(b.budget) : undefined),
  budgetTotal: (b) => (b.budgetTotal ? `${dollars(b.budgetTotal)} total` : undefined),
  cuisines: (b) => (b.cuisines?.length ? orText(b.cuisines) : undefined),
  vibe: (b) => b.vibe,
  dietaryRestrictions: (b) =>
    b.dietaryRestrictions?.length ? listText(b.dietaryRestrictions.map(dietaryLabel)) : undefined,
  mustHaves: (b) => (b.mustHaves.length ? `Must have: ${listText(b.mustHaves.map(featureLabel))}` : undefined),
  exclusions: (b) => {
    const all = [...b.exclusions.cuisines, ...b.exclusions.features.map(featureLabel), ...(b.exclusions.vibes ?? [])]
    return all.length ? `Not: ${listText(all)}` : undefined
  },
  softWishes: (b) => (b.softWishes.length ? listText(b.softWishes) : undefined),
}

/** One chip per set field, in BRIEF_SLOTS order; each can be edited or removed by its slot. */
export function briefChipsOf(brief: CallieBrief): BriefChip[] {
  const chips: BriefChip[] = []
  for (const slot of Object.keys(LABELS) as BriefSlot[]) {
    const label = LABELS[slot](brief)
    if (label) chips.push({ slot, label })
  }
  return chips
}

/** What each slot is called in a sentence ("the city", "the group size"). */
export const SLOT_NAMES: Readonly<Record<BriefSlot, string>> = {
  occasion: 'the occasion',
  groupSize: 'the group size',
  location: 'the city',
  neighbourhood: 'the neighbourhood',
  date: 'the date',
  time: 'the time',
  budget: 'the budget per guest',
  budgetTotal: 'the total budget',
  cuisines: 'the cuisine',
  vibe: 'the vibe',
  dietaryRestrictions: 'the dietary needs',
  mustHaves: 'the must-haves',
  exclusions: 'what to avoid',
  softWishes: 'the wishes',
}

export const BRIEF_MESSAGES = {
  empty: 'Please change at least one part of the brief.',
  location: CONCIERGE_MESSAGES.location,
  neighbourhood: 'Please name the neighbourhood in at most 80 characters.',
  wish: 'Please keep each wish under 80 characters (at most 10 of them).',
  budgetTotal: 'Please give the total budget as a whole number of dollars.',
} as const

const activeCityLabel = text({ error: BRIEF_MESSAGES.location })
  .trim()
  .min(1, BRIEF_MESSAGES.location)
  .max(200, BRIEF_MESSAGES.location)
  .transform((s, ctx) => {
    const match = matchCity(s, ACTIVE_CITIES)
    if (match.kind === 'active') return cityLabel(match.city)
    ctx.addIssue({ code: 'custom', message: BRIEF_MESSAGES.location })
    return z.NEVER
  })

const removable = <T extends z.ZodType>(schema: T) => schema.nullable().optional()
const listOf = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max)

/**
 * One edit of the brief (a chip edited or removed, a suggestion taken): a field set to a value
 * replaces it, a field set to null removes it. `noPreference` lists slots she does not mind.
 */
export const briefPatchSchema = z
  .strictObject({
    occasion: removable(z.enum(CONCIERGE_OCCASIONS, { error: CONCIERGE_MESSAGES.occasion })),
    groupSize: removable(
      integerField({
        min: MIN_GUESTS,
        max: MAX_GUESTS,
        required: CONCIERGE_MESSAGES.groupSize,
        tooSmall: CONCIERGE_MESSAGES.groupSizeMin,
        tooBig: CONCIERGE_MESSAGES.groupSizeMax,
      }),
    ),
    location: removable(activeCityLabel),
    neighbourhood: removable(text().trim().min(1, BRIEF_MESSAGES.neighbourhood).max(80, BRIEF_MESSAGES.neighbourhood)),
    date: removable(dateField(CONCIERGE_MESSAGES.date)),
    time: removable(z.enum(CONCIERGE_TIME_SLOT_IDS, { error: CONCIERGE_MESSAGES.time })),
    exactTime: removable(z.string().trim().regex(CLOCK_TIME_RE, CONCIERGE_MESSAGES.exactTime)),
    budget: removable(z.enum(CONCIERGE_BUDGET_IDS, { error: CONCIERGE_MESSAGES.budget })),
    budgetTotal: removable(z.number({ error: BRIEF_MESSAGES.budgetTotal }).int().positive().max(10_000_000)),
    cuisines: removable(listOf(z.enum(BRIEF_CUISINES, { error: CONCIERGE_MESSAGES.cuisines }), 6)),
    vibe: removable(z.enum(CONCIERGE_VIBES, { error: CONCIERGE_MESSAGES.vibe })),
    dietaryRestrictions: removable(listOf(z.enum(DIETARY_IDS, { error: CONCIERGE_MESSAGES.dietary }), 7)),
    mustHaves: removable(listOf(z.enum(FEATURE_IDS, { error: CONCIERGE_MESSAGES.features }), 7)),
    exclusions: removable(
      z.strictObject({
        cuisines: listOf(z.enum(BRIEF_CUISINES, { error: CONCIERGE_MESSAGES.cuisines }), 19).optional(),
        features: listOf(z.enum(FEATURE_IDS, { error: CONCIERGE_MESSAGES.features }), 7).optional(),
        vibes: listOf(z.enum(CONCIERGE_VIBES, { error: CONCIERGE_MESSAGES.vibe }), CONCIERGE_VIBES.length).optional(),
      }),
    ),
    softWishes: removable(listOf(text().trim().min(1, BRIEF_MESSAGES.wish).max(80, BRIEF_MESSAGES.wish), 10)),
    noPreference: listOf(z.enum(BRIEF_SLOTS), BRIEF_SLOTS.length).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), BRIEF_MESSAGES.empty)
export type BriefPatch = z.infer<typeof briefPatchSchema>

const b = callieBriefSchema.shape
/**
 * A brief edit as the server sends it (a question's choice, a no-match suggestion): the fields of
 * the brief, each a value or null, already checked (no transforms, so it can be written as JSON).
 */
export const sentBriefPatchSchema = z.object({
  occasion: b.occasion.nullable(),
  groupSize: b.groupSize.nullable(),
  location: b.location.nullable(),
  neighbourhood: b.neighbourhood.nullable(),
  date: b.date.nullable(),
  time: b.time.nullable(),
  exactTime: b.exactTime.nullable(),
  budget: b.budget.nullable(),
  budgetTotal: b.budgetTotal.nullable(),
  cuisines: b.cuisines.nullable(),
  vibe: b.vibe.nullable(),
  dietaryRestrictions: b.dietaryRestrictions.nullable(),
  mustHaves: b.mustHaves.nullable().optional(),
  exclusions: briefExclusionsSchema.partial().nullable().optional(),
  softWishes: b.softWishes.nullable().optional(),
  noPreference: b.noPreference.optional(),
})

const EMPTY_OF: Partial<Record<BriefSlot, () => unknown>> = {
  mustHaves: () => [],
  exclusions: () => ({ cuisines: [], features: [] }),
  softWishes: () => [],
}

/** The slot a brief field is shown under (exactTime is part of the time chip). */
const slotOf = (key: string): BriefSlot | undefined =>
  key === 'exactTime' ? 'time' : (BRIEF_SLOTS as readonly string[]).includes(key) ? (key as BriefSlot) : undefined

/** Slots Callie needs to search at all: removing them does not mean "no preference". */
const ESSENTIAL: readonly BriefSlot[] = ['location', 'groupSize']

/**
 * The brief after one edit. A removed slot (null) is also marked "no preference", so Callie does
 * not ask for it again, except the city and the group size, which she cannot search without.
 */
export function applyBriefPatch(brief: CallieBrief, patch: BriefPatch): CallieBrief {
  const next: Record<string, unknown> = { ...brief, noPreference: [...brief.noPreference] }
  const noPref = new Set(brief.noPreference)
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'noPreference' || value === undefined) continue
    const slot = slotOf(key)
    if (value === null) {
      const empty = slot && EMPTY_OF[slot]
      if (empty) next[key] = empty()
      else delete next[key]
      if (key === 'time') delete next.exactTime
      if (slot && !ESSENTIAL.includes(slot)) noPref.add(slot)
      continue
    }
    next[key] =
      key === 'exclusions'
        ? { ...brief.exclusions, ...(value as Partial<CallieBrief['exclusions']>) }
        : Array.isArray(value)
          ? [...new Set(value)]
          : value
    if (slot) noPref.delete(slot)
  }
  for (const slot of patch.noPreference ?? []) noPref.add(slot)
  next.noPreference = BRIEF_SLOTS.filter((s) => noPref.has(s))
  return withoutContradictions(callieBriefSchema.parse(next))
}

/** Fields the reader may add as it learns (exclusions, totals, neighbourhoods…); read when present. */
const readerExtrasSchema = z
  .object({
    exclusions: z
      .object({
        cuisines: z.array(z.enum(BRIEF_CUISINES)).optional(),
        features: z.array(z.enum(FEATURE_IDS)).optional(),
        vibes: z.array(z.enum(CONCIERGE_VIBES)).optional(),
      })
      .optional(),
    softWishes: z.array(z.string()).optional(),
    neighbourhood: z.string().optional(),
    budgetTotal: z.number().int().positive().optional(),
    noPreference: z.array(z.enum(BRIEF_SLOTS)).optional(),
  })
  .catch({})

/** The reader's answer: its preferences, and (top level) what it read beyond them (reader/brief.ts). */
type ReaderResult = { preferences: ParsedPreferences & Record<string, unknown> } & Record<string, unknown>

/** A wanted cuisine, feature or vibe is no longer excluded, and an excluded one no longer wanted: the newer word wins. */
function withoutContradictions(b: CallieBrief): CallieBrief {
  const cuisines = b.cuisines?.filter((c) => !b.exclusions.cuisines.includes(c))
  const next: CallieBrief = {
    ...b,
    ...(b.cuisines ? { cuisines: cuisines?.length ? cuisines : undefined } : {}),
    mustHaves: b.mustHaves.filter((f) => !b.exclusions.features.includes(f)),
  }
  if (next.vibe && b.exclusions.vibes?.includes(next.vibe)) delete next.vibe
  if (!next.cuisines) delete next.cuisines
  return next
}

const union = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined) => [
  ...new Set([...(a ?? []), ...(b ?? [])]),
]
const minus = <T>(a: readonly T[], b: readonly T[] | undefined) => a.filter((x) => !(b ?? []).includes(x))

/**
 * What the planner just said, read by the free-text reader, laid over the brief: what she names
 * replaces what was there (a new city, a new size), must-haves, dietary needs, exclusions and
 * wishes add up, and what was not mentioned stays as it was.
 */
export function mergeParsedIntoBrief(brief: CallieBrief, parsed: ReaderResult): CallieBrief {
  const { preferences: p, ...readBeyond } = parsed
  const extras = readerExtrasSchema.parse({ ...p, ...readBeyond })
  const named = union(p.cuisine ? [p.cuisine] : [], p.cuisines)
  const wanted = named.filter((c): c is Cuisine => c !== 'No Preference')
  const exCuisines = union(minus(brief.exclusions.cuisines, wanted), extras.exclusions?.cuisines)
  const exFeatures = union(minus(brief.exclusions.features, p.features), extras.exclusions?.features)
  const exVibes = union(minus(brief.exclusions.vibes ?? [], p.vibe ? [p.vibe] : []), extras.exclusions?.vibes)
  const said: BriefSlot[] = []
  const set = <K extends keyof CallieBrief>(key: K, value: CallieBrief[K] | undefined) => {
    if (value === undefined) return undefined
    const slot = slotOf(key)
    if (slot) said.push(slot)
    return value
  }
  const next: CallieBrief = {
    ...brief,
    occasion: set('occasion', p.occasion) ?? brief.occasion,
    groupSize: set('groupSize', p.groupSize) ?? brief.groupSize,
    budget: set('budget', p.budget) ?? brief.budget,
    budgetTotal: set('budgetTotal', extras.budgetTotal) ?? brief.budgetTotal,
    cuisines: set('cuisines', wanted.length ? wanted : undefined) ?? brief.cuisines,
    vibe: set('vibe', p.vibe) ?? brief.vibe,
    location: set('location', p.location) ?? brief.location,
    neighbourhood: set('neighbourhood', extras.neighbourhood) ?? brief.neighbourhood,
    date: set('date', p.date) ?? brief.date,
    time: set('time', p.time) ?? brief.time,
    exactTime: p.time ? p.exactTime : brief.exactTime,
    dietaryRestrictions: p.dietaryRestrictions
      ? union(brief.dietaryRestrictions, set('dietaryRestrictions', p.dietaryRestrictions))
      : brief.dietaryRestrictions,
    mustHaves: union(minus(brief.mustHaves, extras.exclusions?.features), set('mustHaves', p.features)),
    exclusions: { cuisines: exCuisines, features: exFeatures, ...(exVibes.length ? { vibes: exVibes } : {}) },
    softWishes: union(brief.softWishes, extras.softWishes),
  }
  if (p.time && !p.exactTime) delete next.exactTime
  const noPref = new Set([...brief.noPreference, ...(extras.noPreference ?? [])])
  if (named.includes('No Preference') && !wanted.length) noPref.add('cuisines')
  for (const slot of said) noPref.delete(slot)
  next.noPreference = BRIEF_SLOTS.filter((s) => noPref.has(s))
  for (const key of Object.keys(next) as (keyof CallieBrief)[]) if (next[key] === undefined) delete next[key]
  return withoutContradictions(next)
}

/** What the two briefs differ in, by slot (nothing: the text changed nothing). */
export function changedSlots(before: CallieBrief, after: CallieBrief): BriefSlot[] {
  const a = briefChipsOf(before)
  const b = briefChipsOf(after)
  return BRIEF_SLOTS.filter((slot) => a.find((c) => c.slot === slot)?.label !== b.find((c) => c.slot === slot)?.label)
}

/** What the search results tell about the next question: is it worth asking? */
export type QuestionContext = {
  /** Venues that fit the brief as it stands (before asking). */
  resultCount?: number
  /** Distinct cuisines among them. */
  resultCuisines?: readonly string[]
}

/** More venues than a planner reads at once: a question that narrows them is worth asking. */
export const NARROW_ABOVE = 6

/**
 * The one slot to ask next, or null when asking would not change the answer. The city and the
 * group size first (nothing can be searched without them), then the date (availability and
 * packages depend on it); then a cuisine only when many venues of several cuisines fit and she has
 * neither named one nor said she does not mind.
 */
export function nextQuestion(brief: CallieBrief, ctx: QuestionContext = {}): BriefSlot | null {
  const open = (slot: BriefSlot) => !brief.noPreference.includes(slot)
  if (!brief.location) return 'location'
  if (!brief.groupSize) return 'groupSize'
  if (!brief.date && open('date')) return 'date'
  if (
    !brief.cuisines?.length &&
    open('cuisines') &&
    (ctx.resultCount ?? 0) > NARROW_ABOVE &&
    (ctx.resultCuisines?.length ?? 0) > 1
  )
    return 'cuisines'
  return null
}
