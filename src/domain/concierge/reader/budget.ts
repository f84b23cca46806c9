// The budget: per person ("$90 a head", "$$$", "nothing too pricey"), or a total ("$3,000 total"),
// which waits for the group size to be divided by it.
import { CONCIERGE_BUDGETS } from '../../options'
import type { ConciergeBudget } from '../preferences'
import type { ParsedPreferences, Refuse } from './brief'
import { regExp, takeVocabulary, type Text } from './text'
import { PER_PERSON } from './vocabulary'

/** The budget band a price per person falls in. */
export const budgetTierOf = (perPerson: number): ConciergeBudget =>
  CONCIERGE_BUDGETS.find((b) => b.max !== null && perPerson <= b.max)?.value ?? 'luxury'
const budgetLabel = (b: ConciergeBudget) => CONCIERGE_BUDGETS.find((x) => x.value === b)!.label
const toInt = (s: string) => Number(s.replace(/,/g, ''))

/** A total said for the whole event, read before the group size it is divided by. */
export type PendingTotal = { total: number; said: string }

/** Reads the budget; a total ("$3,000 total") is returned to be divided by the group size. */
export function readBudget(
  text: Text,
  prefs: ParsedPreferences,
  understood: string[],
  refuse: Refuse,
): PendingTotal | undefined {
  const AMOUNT = `(?:between\\s+)?\\$?\\s*(\\d{1,4})(?:\\s*(?:-|–|to|and)\\s*\\$?\\s*(\\d{1,4}))?\\s*(?:dollars|bucks|usd)?\\s*`
  const perPerson = text.take(regExp(`${AMOUNT}${PER_PERSON}`, 'gi'))
  const totals = text.take(
    /(?:total budget(?: of| is)?\s*)?\$\s*(\d{1,3}(?:,\d{3})+|\d{1,6})(k)?\s*(?:dollars)?\s*(?:total|in total|overall|all[ -]in|for (?:the )?(?:whole )?(?:group|everyone))?/gi,
  )
  // "2k total", "5 grand for everyone": a total without the dollar sign.
  totals.push(
    ...text.take(
      /\b(\d{1,3}(?:\.\d)?)\s*(k|grand)\s*(?:total|in total|overall|all[ -]in|for (?:the )?(?:whole )?(?:group|team|everyone))/gi,
    ),
  )
  const amounts: { perPerson: number; said: string }[] = []
  for (const m of perPerson) {
    const hi = toInt(m[2] ?? m[1])
    amounts.push({ perPerson: hi, said: `$${m[2] ? `${m[1]}-${m[2]}` : m[1]} per person` })
  }
  for (const m of totals) {
    const value = Math.round(Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1))
    const statedTotal = /total|overall|all[ -]in|group|everyone/i.test(m[0])
    if (!statedTotal && value <= 300) {
      amounts.push({ perPerson: value, said: `$${value} (read as per person)` })
    } else {
      amounts.push({ perPerson: -value, said: `$${value.toLocaleString('en-US')}` })
    }
  }
  const tierWords = takeVocabulary(text, [
    ['luxury', 'luxury'],
    ['high[ -]end', 'luxury'],
    ['no expense spared', 'luxury'],
    ['splurge', 'luxury'],
    ['lavish', 'luxury'],
    ['premium', 'premium'],
    ['mid[ -]?range', 'premium'],
    ['moderate', 'moderate'],
    ['affordable', 'moderate'],
    ['budget[ -]friendly', 'moderate'],
    ['cheap', 'moderate'],
    ['inexpensive', 'moderate'],
    ['(?:nothing|not)(?: too| very| overly| that| super)? (?:expensive|pricey|spendy|costly)', 'moderate'],
  ] as [string, ConciergeBudget][])
  const dollarSigns = text
    .take(/(?<![\w$])(\${2,4})(?![\w$])/g)
    .map((m) => (['moderate', 'premium', 'luxury'] as const)[m[1].length - 2])

  if (amounts.length > 1) {
    refuse('budget', 'I saw more than one budget; which one is per person?')
    return undefined
  }
  if (amounts.length === 1) {
    const a = amounts[0]
    if (a.perPerson < 0) return { total: -a.perPerson, said: a.said }
    setBudget(prefs, understood, a.perPerson, a.said, refuse)
    return undefined
  }
  const tiers = [...new Set([...tierWords, ...dollarSigns])]
  if (tiers.length === 1) {
    prefs.budget = tiers[0]
    understood.push(`Budget: ${budgetLabel(tiers[0])}`)
  } else if (tiers.length > 1) refuse('budget', 'I saw more than one budget range; pick one')
  return undefined
}

export function setBudget(
  prefs: ParsedPreferences,
  understood: string[],
  perPerson: number,
  said: string,
  refuse: Refuse,
) {
  if (perPerson <= 0) return refuse('budget', "I couldn't tell the budget")
  const tier = budgetTierOf(perPerson)
  prefs.budget = tier
  const low = CONCIERGE_BUDGETS[0].min
  understood.push(
    `Budget: ${budgetLabel(tier)}, from ${said}${perPerson < low ? ` (our lowest range starts at $${low} per person)` : ''}`,
  )
}
