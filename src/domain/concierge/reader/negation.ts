// What the planner rules out, read before anything else so that "no seafood" can never become
// Seafood, "no private room needed" a private-room requirement or "nothing too fancy" Elegant &
// Upscale. The phrases read here are blanked out of the text.
import type { Feature } from '../../options'
import type { ConciergeVibe, Cuisine } from '../preferences'
import { emptyReaderBrief, type ReaderBrief } from './brief'
import { regExp, type Text } from './text'
import { CUISINE_PHRASES, FEATURE_PHRASES, VIBE_PHRASES } from './vocabulary'

type Item =
  { kind: 'cuisine'; value: Cuisine } | { kind: 'feature'; value: Feature } | { kind: 'vibe'; value: ConciergeVibe }

// Words that rule a vibe out without naming it.
const NEGATIVE_VIBE_WORDS: readonly [string, ConciergeVibe][] = [
  ['loud', 'Vibrant & Energetic'],
  ['noisy', 'Vibrant & Energetic'],
  ['rowdy', 'Vibrant & Energetic'],
  ['crazy', 'Vibrant & Energetic'],
  ['clubby', 'Vibrant & Energetic'],
  ['formal', 'Elegant & Upscale'],
  ['stuffy', 'Elegant & Upscale'],
  ['pretentious', 'Elegant & Upscale'],
  ['dressy', 'Elegant & Upscale'],
  ['corporate-feeling', 'Corporate & Professional'],
]

// Features named by a word too common to want on its own ("a bar" wanted is a bar crawl, a wine
// bar…) but plain when ruled out ("no bar, it's a sober birthday").
const NEGATIVE_FEATURE_WORDS: readonly [string, Feature][] = [['bar', 'bar']]

const ITEM_PHRASES: readonly [string, Item][] = [
  ...CUISINE_PHRASES.filter(([, c]) => c !== 'No Preference').map(
    ([s, value]) => [s, { kind: 'cuisine', value }] as [string, Item],
  ),
  ...[...FEATURE_PHRASES, ...NEGATIVE_FEATURE_WORDS].map(
    ([s, value]) => [s, { kind: 'feature', value }] as [string, Item],
  ),
  ...[...VIBE_PHRASES, ...NEGATIVE_VIBE_WORDS].map(([s, value]) => [s, { kind: 'vibe', value }] as [string, Item]),
].sort((a, b) => b[0].length - a[0].length)

const ITEM = `(?:${ITEM_PHRASES.map(([s]) => s).join('|')})(?:e?s)?(?: food| places?| restaurants?| cuisine)?`
const ARTICLE = `(?:(?:a|an|any|the|too|very|overly|super|anything|something|somewhere|place that's|places that are)\\s+)*`
// A bare comma ends the list ("no seafood, italian"): only "or", "and", "nor" or ", no" go on.
const LIST = `${ARTICLE}${ITEM}(?:(?:\\s*,?\\s*(?:\\bor\\b|\\band\\b|\\bnor\\b|\\/)|\\s*,\\s*(?=no\\b))\\s*(?:no\\s+)?${ARTICLE}${ITEM})*`

const RULED_OUT = new RegExp(
  `\\b(?:no|not|nothing|without|avoid(?:ing)?|except(?: for)?|anything but|anything except|anywhere but|other than|but not|skip(?:ping)?|please no|none of|not into|not a fan of|no more|hold the|rather not(?: have)?|(?:we |i |they )?(?:don'?t|do not|can'?t|cannot|won'?t) (?:want|like|eat|do|have|love)(?: any| to have)?)\\s+(${LIST})(?!\\s+(?:needed|necessary|required|essential|a must)\\b)\\b(?:\\s+(?:dinner|lunch|brunch|meal|thing|event|party|vibe|place|spot|venue|food)\\b)?`,
  'gi',
)
const NOT_NEEDED = new RegExp(
  `\\b(?:(?:no|without)\\s+(${LIST})\\s+(?:is\\s+)?(?:needed|necessary|required|essential|a must)|(?:(?:we |i )?(?:don'?t|do not|won'?t) (?:really )?need|no need for|doesn'?t need|needn'?t have)\\s+(${LIST})|(${LIST})\\s+(?:is\\s+|are\\s+)?(?:not needed|not necessary|not required|unnecessary|optional|not essential))\\b`,
  'gi',
)
// "a private room would be nice": a wish, never a must-have.
const WISHED = new RegExp(
  `\\b(?:ideally|preferably|hopefully|bonus if|nice to have)\\s+(${LIST})|(${LIST})\\s+(?:would be|'d be|is|are)\\s+(?:nice|great|lovely|ideal|a bonus|a plus|nice to have)(?:\\s+but not (?:essential|necessary|required))?`,
  'gi',
)

const MAY_RULE_OUT =
  /\b(?:no|not|nothing|without|avoid\w*|except|but|other|skip\w*|none|hold|rather|don'?t|do|can'?t|cannot|won'?t|ideally|preferably|hopefully|bonus|nice|would|'d|needed|necessary|required|optional|essential|unnecessary|need|needn'?t|doesn'?t)\b/i

const ITEM_RES = ITEM_PHRASES.map(([source, item]) => [new RegExp(`\\b(?:${source})\\b`, 'gi'), item] as const)

function itemsIn(list: string): Item[] {
  const items: Item[] = []
  let rest = list
  for (const [re, item] of ITEM_RES) {
    re.lastIndex = 0
    if (re.test(rest)) {
      items.push(item)
      rest = rest.replace(re, ' ')
    }
  }
  return items
}

const cuisineNamed = (said: string, c: Cuisine) => said.toLowerCase().includes(c.toLowerCase())

export type RuledOut = Pick<ReaderBrief, 'exclusions' | 'softWishes'> & {
  /** Features she said she does not need, as she said them ("private room"). */
  notNeeded: string[]
}

/**
 * Exclusions, features not needed and features only wished for, blanked out of `text`. A dish ruled
 * out ("not pizza") does not exclude its cuisine when she names the cuisine itself ("Italian but not
 * pizza").
 */
export function readRuledOut(text: Text): RuledOut {
  const out: RuledOut = { ...emptyReaderBrief(), notNeeded: [] }
  // The phrase regexes are large: most requests rule nothing out and never run them.
  if (!MAY_RULE_OUT.test(text.value)) return out
  for (const m of text.take(NOT_NEEDED)) out.notNeeded.push((m[1] ?? m[2] ?? m[3]).trim())
  for (const m of text.take(WISHED)) out.softWishes.push((m[1] ?? m[2]).trim())
  for (const m of text.take(RULED_OUT)) {
    for (const item of itemsIn(m[1])) {
      if (item.kind === 'cuisine') {
        const dishOnly = !cuisineNamed(m[1], item.value)
        if (dishOnly && regExp(`\\b${item.value}\\b`, 'i').test(text.value)) continue
        if (!out.exclusions.cuisines.includes(item.value)) out.exclusions.cuisines.push(item.value)
      } else if (item.kind === 'feature') {
        if (!out.exclusions.features.includes(item.value)) out.exclusions.features.push(item.value)
      } else if (!out.exclusions.vibes.includes(item.value)) out.exclusions.vibes.push(item.value)
    }
  }
  // "no outdoor seating" also rules out the outdoor vibe.
  if (out.exclusions.features.includes('outdoor') && !out.exclusions.vibes.includes('Outdoor & Natural'))
    out.exclusions.vibes.push('Outdoor & Natural')
  return out
}
