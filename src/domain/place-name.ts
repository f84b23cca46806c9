// How place names compare: one folded form for the gazetteer's keys, our cities, their aliases and
// whatever a planner types, so the suggestions and the search agree on what matches.

// Abbreviations a name is written with either way ("St. Louis" / "Saint Louis"), folded to the
// long form. Only before another word: "st" alone is still the start of "Stamford".
const ABBREVIATIONS: [RegExp, string][] = [
  [/\bst (?=\S)/g, 'saint '],
  [/\bste (?=\S)/g, 'sainte '],
  [/\bft (?=\S)/g, 'fort '],
  [/\bmt (?=\S)/g, 'mount '],
]

/**
 * Case-, accent- and punctuation-insensitive form: 'Cañon City' → 'canon city',
 * 'St. Louis' and 'Saint Louis' → 'saint louis', 'L.A.' → 'l a'.
 */
export function foldPlaceName(s: string): string {
  let out = s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,'’-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  for (const [re, long] of ABBREVIATIONS) out = out.replace(re, long)
  return out
}
