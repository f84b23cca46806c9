// The nine major US allergens (FASTER Act, 2021) plus "other" in words, how a guest is affected
// (allergy, intolerance or preference) and how badly; and the one rule that says whether a dish is
// a risk for a guest. Guests, the organiser and the kitchen read these same words.
import { dietaryLabel } from '../options'

export const ALLERGENS = [
  'milk',
  'egg',
  'fish',
  'crustacean_shellfish',
  'tree_nuts',
  'peanuts',
  'wheat',
  'soy',
  'sesame',
] as const
export type Allergen = (typeof ALLERGENS)[number]

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  milk: 'Milk',
  egg: 'Egg',
  fish: 'Fish',
  crustacean_shellfish: 'Crustacean shellfish',
  tree_nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soy: 'Soy',
  sesame: 'Sesame',
}

/** What a guest can name: one of the nine, or 'other' with its own words. */
export const ALLERGY_SUBJECTS = [...ALLERGENS, 'other'] as const
export type AllergySubject = (typeof ALLERGY_SUBJECTS)[number]

export const REACTION_KINDS = ['allergy', 'intolerance', 'preference'] as const
export type ReactionKind = (typeof REACTION_KINDS)[number]
export const REACTION_KIND_LABELS: Record<ReactionKind, string> = {
  allergy: 'Allergy',
  intolerance: 'Intolerance',
  preference: 'Preference',
}

/** Mildest first. Anaphylaxis is named as such everywhere, never softened to "severe". */
export const SEVERITIES = ['mild', 'moderate', 'severe', 'anaphylaxis'] as const
export type Severity = (typeof SEVERITIES)[number]
export const SEVERITY_LABELS: Record<Severity, string> = {
  mild: 'Mild',
  moderate: 'Moderate',
  severe: 'Severe',
  anaphylaxis: 'Anaphylaxis (life-threatening)',
}

/** The diets a dish may suit (the same ids as the venue's and the search's dietary options). */
export { DIETARY_IDS as DISH_DIETS, DIETARY_OPTIONS as DISH_DIET_OPTIONS } from '../options'

/** A guest's diets by their labels, for what changed: 'Vegan, Gluten-Free', or 'none'. */
export const dietWords = (diets: readonly string[]) => diets.map(dietaryLabel).join(', ') || 'none'

export type AllergyEntry = {
  allergen: AllergySubject
  /** The guest's own words; required for 'other', optional otherwise. */
  other: string | null
  kind: ReactionKind
  severity: Severity
}

export function allergyLabel(a: Pick<AllergyEntry, 'allergen' | 'other'>): string {
  if (a.allergen === 'other') return a.other?.trim() || 'Other'
  return ALLERGEN_LABELS[a.allergen]
}

/** "Peanuts — allergy, anaphylaxis (life-threatening)". */
export function describeAllergy(a: AllergyEntry): string {
  const how = a.kind === 'preference' ? 'preference' : `${a.kind}, ${SEVERITY_LABELS[a.severity].toLowerCase()}`
  return `${allergyLabel(a)} — ${how}`
}

/** Severe reactions first: anaphylaxis, then severe allergies, then the rest. */
export function severityRank(a: Pick<AllergyEntry, 'kind' | 'severity'>): number {
  const kindRank = a.kind === 'allergy' ? 0 : a.kind === 'intolerance' ? 1 : 2
  return (3 - SEVERITIES.indexOf(a.severity)) * 3 + kindRank
}

export const isSevere = (a: Pick<AllergyEntry, 'kind' | 'severity'>) =>
  a.kind !== 'preference' && (a.severity === 'anaphylaxis' || a.severity === 'severe')

/**
 * The entries of a guest that a dish is a risk for: each named allergen the dish contains. A
 * preference counts too (the guest asked not to eat it); "other" is words the kitchen must read, so
 * it never matches a dish by itself.
 */
export function dishConflicts(allergies: readonly AllergyEntry[], dishAllergens: readonly Allergen[]): AllergyEntry[] {
  const contains = new Set<string>(dishAllergens)
  return allergies.filter((a) => a.allergen !== 'other' && contains.has(a.allergen))
}
