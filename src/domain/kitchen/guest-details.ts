// What each guest tells the kitchen on her RSVP: her allergies (each an allergen of the
// nine or "other" in words, marked allergy, intolerance or preference, with its severity), a dish
// per course where the booked package's menu offers a choice, and the same for a companion she
// brings. The free `dietary` list of the RSVP stays as it was (diets such as vegetarian).
import { z } from 'zod'
import { text } from '../text-field'
import { NAME_MAX } from '../fields'
import {
  ALLERGY_SUBJECTS,
  REACTION_KINDS,
  SEVERITIES,
  dietWords,
  dishConflicts,
  type AllergyEntry,
  type Allergen,
} from './allergens'
import { choiceCourses, findDish, servedDishes, type Menu } from './menu'

export const DETAILS_LIMITS = { allergies: 12, choices: 8, other: 80 } as const

export const DETAILS_MESSAGES = {
  allergen: `Allergen must be one of: ${ALLERGY_SUBJECTS.join(', ')}`,
  kind: `Each entry must be an ${REACTION_KINDS.join(', ')}`,
  severity: `Severity must be one of: ${SEVERITIES.join(', ')}`,
  otherRequired: 'Say in words what "other" is',
  duplicate: 'This allergen is listed twice',
  companionName: "Your companion's name is required",
  unknownCourse: 'This course is not on the menu',
  unknownDish: 'This dish is not on the menu for that course',
  noMenu: 'This event has no menu to choose from',
} as const

const allergyEntrySchema = z
  .object({
    allergen: z.enum(ALLERGY_SUBJECTS, { error: DETAILS_MESSAGES.allergen }),
    other: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      text().trim().max(DETAILS_LIMITS.other, `At most ${DETAILS_LIMITS.other} characters`).nullable(),
    ),
    kind: z.enum(REACTION_KINDS, { error: DETAILS_MESSAGES.kind }),
    severity: z.enum(SEVERITIES, { error: DETAILS_MESSAGES.severity }).default('mild'),
  })
  .superRefine((a, ctx) => {
    if (a.allergen === 'other' && !a.other)
      ctx.addIssue({ code: 'custom', path: ['other'], message: DETAILS_MESSAGES.otherRequired })
  })
  // A preference has no severity: stored as mild so it never sorts above a real reaction.
  .transform((a): AllergyEntry => ({ ...a, severity: a.kind === 'preference' ? 'mild' : a.severity }))

const allergiesField = z
  .array(allergyEntrySchema, { error: 'Allergies must be a list' })
  .max(DETAILS_LIMITS.allergies, `At most ${DETAILS_LIMITS.allergies} entries`)
  .superRefine((xs, ctx) => {
    const seen = new Set<string>()
    xs.forEach((a, i) => {
      const key = a.allergen === 'other' ? `other:${(a.other ?? '').toLowerCase()}` : a.allergen
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'allergen'], message: DETAILS_MESSAGES.duplicate })
      seen.add(key)
    })
  })

const choiceSchema = z.object({
  course: text({ error: DETAILS_MESSAGES.unknownCourse }).trim().min(1).max(120),
  dish: text({ error: DETAILS_MESSAGES.unknownDish }).trim().min(1).max(120),
})
const choicesField = z
  .array(choiceSchema, { error: 'Choices must be a list' })
  .max(DETAILS_LIMITS.choices, `At most ${DETAILS_LIMITS.choices} choices`)

export const personDetailsSchema = z.object({
  allergies: allergiesField.default([]),
  choices: choicesField.default([]),
})

export const companionSchema = personDetailsSchema.extend({
  name: text({ error: DETAILS_MESSAGES.companionName })
    .trim()
    .min(1, DETAILS_MESSAGES.companionName)
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
})

export const guestDetailsSchema = personDetailsSchema.extend({ companion: companionSchema.nullable().default(null) })
export type GuestDetails = z.output<typeof guestDetailsSchema>
export type PersonDetails = z.output<typeof personDetailsSchema>

/** Field errors (`details.choices.0.dish`, `details.companion.choices.1.course`) for choices the menu does not offer. */
export function checkChoices(menu: Menu | null, details: GuestDetails): Record<string, string> {
  const errors: Record<string, string> = {}
  const check = (choices: PersonDetails['choices'], path: string) => {
    choices.forEach((c, i) => {
      if (!menu || !choiceCourses(menu).length) errors[`${path}.${i}.course`] = DETAILS_MESSAGES.noMenu
      else if (!menu.courses.some((x) => x.name.toLowerCase() === c.course.toLowerCase()))
        errors[`${path}.${i}.course`] = DETAILS_MESSAGES.unknownCourse
      else if (!findDish(menu, c.course, c.dish)) errors[`${path}.${i}.dish`] = DETAILS_MESSAGES.unknownDish
    })
  }
  check(details.choices, 'details.choices')
  if (details.companion) check(details.companion.choices, 'details.companion.choices')
  return errors
}

/** The same choices written with the menu's own names (so "SALMON" is stored as "Salmon"), one per course. */
export function canonicalChoices(menu: Menu | null, choices: PersonDetails['choices']): PersonDetails['choices'] {
  if (!menu) return []
  const byCourse = new Map<string, { course: string; dish: string }>()
  for (const c of choices) {
    const course = menu.courses.find((x) => x.name.toLowerCase() === c.course.toLowerCase())
    const dish = course && findDish(menu, course.name, c.dish)
    if (course && dish) byCourse.set(course.name, { course: course.name, dish: dish.name })
  }
  return menu.courses.flatMap((c) => byCourse.get(c.name) ?? [])
}

export type DishConflict = { course: string; dish: string; allergens: Allergen[]; severe: boolean }

/** Each dish a person is served that contains something she named: told at once on the RSVP page. */
export function conflictsOf(menu: Menu | null, person: PersonDetails): DishConflict[] {
  if (!menu) return []
  return servedDishes(menu, person.choices).flatMap(({ course, dish }) => {
    const hits = dishConflicts(person.allergies, dish.allergens)
    if (!hits.length) return []
    return [
      {
        course,
        dish: dish.name,
        allergens: hits.map((h) => h.allergen as Allergen),
        severe: hits.some((h) => h.kind !== 'preference' && (h.severity === 'anaphylaxis' || h.severity === 'severe')),
      },
    ]
  })
}

export type GuestAnswer = { rsvp: string | null; dietary: string[]; notes: string; details: GuestDetails }

const choiceWords = (p: PersonDetails) => p.choices.map((c) => `${c.course}: ${c.dish}`).join(', ') || 'no choice'
const allergyWords = (p: PersonDetails) =>
  p.allergies.map((a) => `${a.allergen === 'other' ? a.other : a.allergen} (${a.kind}, ${a.severity})`).join(', ') ||
  'none'

/** What an answer changes, one line each ("Answer: yes → no"); empty when it changes nothing. */
export function describeAnswerChanges(before: GuestAnswer, after: GuestAnswer): string[] {
  const out: string[] = []
  const line = (label: string, a: string, b: string) => {
    if (a !== b) out.push(`${label}: ${a} → ${b}`)
  }
  line('Answer', before.rsvp ?? 'no answer', after.rsvp ?? 'no answer')
  line('Dietary', dietWords(before.dietary), dietWords(after.dietary))
  line('Notes', before.notes || 'none', after.notes || 'none')
  line('Allergies', allergyWords(before.details), allergyWords(after.details))
  line('Choices', choiceWords(before.details), choiceWords(after.details))
  const bc = before.details.companion
  const ac = after.details.companion
  line('Companion', bc?.name ?? 'none', ac?.name ?? 'none')
  if (bc && ac) {
    line(`${ac.name}'s allergies`, allergyWords(bc), allergyWords(ac))
    line(`${ac.name}'s choices`, choiceWords(bc), choiceWords(ac))
  }
  return out
}
