// "No preference on food", "vibe doesn't matter", "money is no object": slots the planner does not
// mind, so Callie never asks for them; and the words she would like but does not require.
import type { ReaderSlot } from './brief'
import { allMatches, regExp, type Text } from './text'

const SLOT_WORDS: readonly [string, ReaderSlot][] = [
  ['cuisines?|food|type of food|kind of food|menu', 'cuisines'],
  ['vibe|atmosphere|ambiance|ambience|setting|style|feel', 'vibe'],
  ['budget|price|prices|cost|costs|money|spend|spending|pricing', 'budget'],
  ['date|day', 'date'],
  ['time|timing', 'time'],
  ['occasion', 'occasion'],
]

const slotOf = (word: string): ReaderSlot | undefined =>
  SLOT_WORDS.find(([source]) => regExp(`^(?:${source})$`, 'i').test(word.trim()))?.[1]

const WORD = `(${SLOT_WORDS.map(([s]) => s).join('|')})`
const NO_PREFERENCE = [
  `\\b(?:no|without (?:a|any)|don'?t have (?:a|any)) (?:real |particular |strong |specific )?preferences? (?:on|for|about|as to|regarding|re:?|with)? ?(?:the )?${WORD}\\b`,
  `\\b${WORD} (?:is |are )?(?:doesn'?t|does not|don'?t|do not|dont|doesnt) (?:really )?matter\\b`,
  `\\b${WORD} (?:is |are )?(?:flexible|open|not important|not a concern|not an issue|whatever)\\b`,
  `\\b(?:open to |fine with |happy with |ok with )?(?:any|all kinds of|whatever) ${WORD}(?: (?:is|are|works?) (?:fine|ok(?:ay)?|good|great))?\\b`,
  `\\b(?:don'?t|do not|dont) (?:really )?care (?:about|what|which|much about) (?:the )?${WORD}\\b`,
  `\\b(?:flexible|open) (?:on|about|with|re) (?:the )?${WORD}\\b`,
]
const NO_BUDGET =
  /\b(?:money is no object|no (?:budget|spending|price) (?:limit|cap|ceiling)s?|no limit on (?:the )?(?:budget|spend(?:ing)?|price)|(?:the )?sky'?s the limit|budget is no (?:object|issue|concern)|cost is no (?:object|issue|concern))\b/gi

/** Slots she said she does not mind, blanked out of the text. */
export function readNoPreference(text: Text): ReaderSlot[] {
  const slots = new Set<ReaderSlot>()
  if (text.take(NO_BUDGET).length) slots.add('budget')
  for (const source of NO_PREFERENCE) {
    for (const m of text.take(regExp(source))) {
      const slot = slotOf(m[1])
      if (slot) slots.add(slot)
    }
  }
  return [...slots]
}

/** An answer to one question that says she does not mind: "anything", "no preference", "don't care". */
export const SAYS_ANYTHING =
  /^\s*(?:(?:honestly|really|oh|um+|hmm+|well)[\s,]+)?(?:anything(?: (?:works|goes|is fine))?|any|no preference|no pref|don'?t care|dont care|i don'?t mind|doesn'?t matter|whatever(?: works)?|either|surprise (?:me|us)|up to you|you choose|open)[\s.!]*$/i

const WISHES = [
  'waterfront',
  'on the water',
  '(?:a |an |great |nice |good )?(?:ocean |city |water |skyline )?views?',
  'live music',
  '(?:a )?dj',
  'karaoke',
  'wine(?: tasting| list| pairing)?',
  'craft beer',
  'cocktails?',
  '(?:a )?fireplace',
  'pool table',
  'games',
  'photo booth',
  'kid[- ]friendly',
  'dog[- ]friendly',
  'farm[- ]to[- ]table',
  'tasting menu',
  'family[- ]style',
  'buffet',
  'walking distance(?: from [\\w ]+)?',
  'near (?:the |our )?(?:office|hotel|convention center|venue|station)',
  'long table',
  'speeches',
]
const WISH_RE = new RegExp(`\\b(?:${WISHES.join('|')})\\b`, 'gi')

/** The wishes named in her words, kept as said ("live music", "a view"). Only used to rank. */
export function readSoftWishes(raw: string): string[] {
  const found: string[] = []
  for (const m of allMatches(raw, WISH_RE)) {
    const w = m[0].trim().toLowerCase()
    if (!found.includes(w)) found.push(w)
  }
  return found
}
