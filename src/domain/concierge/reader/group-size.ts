// The group size: "24 people", "for 20-25", "a dozen coworkers" (after numbers in words), "10 couples".
// A range is read as its top, so everyone fits; a vague "a few people" is asked for, never guessed.
import { MAX_GUESTS, MIN_GUESTS } from '../../guests'
import { listText } from '../score-venue'
import type { ParsedPreferences, Refuse } from './brief'
import { setBudget, type PendingTotal } from './budget'
import { regExp, type Text } from './text'
import { NOT_A_GROUP, PEOPLE } from './vocabulary'

export function readGroupSize(
  text: Text,
  total: PendingTotal | undefined,
  prefs: ParsedPreferences,
  understood: string[],
  refuse: Refuse,
) {
  const sizes: { n: number; said?: string }[] = []
  for (const m of text.take(/\b(?:for\s+)?(\d{1,2})\s+couples\b/gi))
    sizes.push({ n: 2 * Number(m[1]), said: `${m[1]} couples` })
  for (const m of text.take(regExp(`\\b(\\d{1,4})\\s*(?:-|–|to)\\s*(\\d{1,4})\\s+${PEOPLE}\\b`, 'gi'))) {
    sizes.push({ n: Math.max(Number(m[1]), Number(m[2])), said: `${m[1]}-${m[2]}` })
  }
  for (const m of text.take(regExp(`\\b(?:between\\s+)?(\\d{1,4})\\s+and\\s+(\\d{1,4})\\s+${PEOPLE}\\b`, 'gi'))) {
    sizes.push({ n: Math.max(Number(m[1]), Number(m[2])), said: `${m[1]}-${m[2]}` })
  }
  for (const m of text.take(regExp(`\\b(\\d{1,4})\\s+(?:(?:hungry|total|more|or so)\\s+)?${PEOPLE}\\b`, 'gi')))
    sizes.push({ n: Number(m[1]) })
  const lead = `(?:for|party of|group of|table for|team of|headcount(?: of| is)?|group size(?: of| is)?|we are|we're|we'll be|we will be|there are|there will be|there'll be|expecting)`
  for (const m of text.take(
    regExp(`\\b${lead}\\s+(\\d{1,4})\\s*(?:-|–|to)\\s*(\\d{1,4})\\b(?!${NOT_A_GROUP})`, 'gi'),
  )) {
    sizes.push({ n: Math.max(Number(m[1]), Number(m[2])), said: `${m[1]}-${m[2]}` })
  }
  for (const m of text.take(
    regExp(
      `\\b${lead}\\s+(?:about|around|roughly|approximately|approx\\.?|~)?\\s*(\\d{1,4})\\b(?!${NOT_A_GROUP})(?!\\s+(?:vegans?|vegetarians?|veggies?|kosher|halal|gluten|dairy|nut|gf|coeliacs?|celiacs?)\\b)`,
      'gi',
    ),
  )) {
    sizes.push({ n: Number(m[1]) })
  }
  // "two of us are vegan" beside "16 people" is part of the group, not its size.
  const inRange = sizes.filter((s) => s.n >= MIN_GUESTS)
  if (inRange.length && inRange.length < sizes.length) sizes.splice(0, sizes.length, ...inRange)
  const distinct = [...new Set(sizes.map((s) => s.n))]
  if (distinct.length > 1) {
    if (total) refuse('budget', `I couldn't tell the budget per person from ${total.said}`)
    return refuse('groupSize', `I saw more than one group size (${listText(distinct.map(String))}); how many guests?`)
  }
  if (distinct.length === 0) {
    if (
      /\b(?:a few|a couple(?: of)?|several|some|a bunch of|a handful of|lots of|a lot of|many|a big|a large|a small|a good number of)\b/i.test(
        text.value,
      )
    ) {
      refuse('groupSize', "I couldn't tell the group size (how many guests exactly?)")
    }
    if (total) refuse('budget', `I couldn't tell the budget per person from ${total.said} without the group size`)
    return
  }
  const n = distinct[0]
  const said = sizes[0].said
  if (n > MAX_GUESTS)
    refuse('groupSize', `Group of ${n} is above our ${MAX_GUESTS}-guest limit; a consultation can help`)
  else if (n < MIN_GUESTS) refuse('groupSize', `Group of ${n} is below our ${MIN_GUESTS}-guest minimum`)
  else {
    prefs.groupSize = n
    understood.push(said ? `Group of ${n} (the top of ${said}, so everyone fits)` : `Group of ${n}`)
  }
  if (total) {
    const perPerson = Math.round(total.total / n)
    setBudget(prefs, understood, perPerson, `${total.said} for ${n} guests (about $${perPerson} per person)`, refuse)
  }
}
