// The language model's final reply, as the server accepts it: words plus references to venues by
// id. The server turns the references into venue cards, prices, availability and buttons from what
// the tools returned in the conversation; the model never writes a card, a price or a button, and
// a sentence naming an amount of money no tool returned is cut from its words.
import { z } from 'zod'
import type { NewCallieMessage } from './dialogue-replies'
import { groundParts, type Grounding } from './grounding'
import type { Part, PartOf, VenueCard } from './conversation-api'

const venueIds = z.array(z.number().int().positive()).max(5)

export const modelReplySchema = z.strictObject({
  text: z.string().trim().min(1).max(2000),
  parts: z
    .array(
      z.discriminatedUnion('type', [
        z.strictObject({ type: z.literal('venues'), venueIds: venueIds.min(1) }),
        z.strictObject({ type: z.literal('comparison'), venueIds: venueIds.min(2) }),
      ]),
    )
    .max(3)
    .default([]),
})
export type ModelReply = z.infer<typeof modelReplySchema>

/** What the tools returned in this conversation, as the server shows it. */
export type ToolEvidence = {
  /** The latest card a tool returned for each venue. */
  cards: Map<number, VenueCard>
  /** The compare tool's tables (venues and rows). */
  comparisons: PartOf<'comparison'>[]
  grounding: Grounding
}

const MONEY = /\$\d{1,3}(,\d{3})*(\.\d{2})?|\$\d+(\.\d{2})?/g

/** The words with every sentence naming an amount no tool returned removed. */
export function groundText(text: string, g: Readonly<Grounding>): string {
  const sentences = text.split(/(?<=[.!?])\s+/)
  const known = (amount: string) =>
    g.prices.some((p) => p === amount || p === `${amount}.00` || p.replace(/\.00$/, '') === amount)
  return sentences
    .filter((s) => (s.match(MONEY) ?? []).every(known))
    .join(' ')
    .trim()
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => b[i] === id)

/** The reply as the planner sees it: cards and tables from the tools, unknown venues dropped. */
export function groundModelReply(reply: ModelReply, evidence: ToolEvidence): NewCallieMessage {
  const parts: Part[] = []
  for (const p of reply.parts) {
    if (p.type === 'venues') {
      const venues = p.venueIds.flatMap((id) => evidence.cards.get(id) ?? [])
      if (venues.length) parts.push({ type: 'venues', venues })
    } else {
      const table = evidence.comparisons.findLast((c) =>
        sameIds(
          c.venues.map((v) => v.venue.id),
          p.venueIds,
        ),
      )
      if (table) parts.push(table)
    }
  }
  const shown = [
    ...new Set(
      parts.flatMap((p) => (p.type === 'venues' || p.type === 'comparison' ? p.venues : [])).map((c) => c.venue.id),
    ),
  ]
  const grounded = groundParts(parts, evidence.grounding)
  const first = shown.find((id) => evidence.grounding.venueIds.includes(id))
  const ids = shown.filter((id) => evidence.grounding.venueIds.includes(id))
  const actions: PartOf<'actions'>['actions'] = [
    ...(ids.length ? [{ kind: 'shortlist' as const, label: 'Add to my shortlist', venueIds: ids }] : []),
    ...(first !== undefined
      ? [
          {
            kind: 'request' as const,
            label: `Request to book ${evidence.cards.get(first)!.venue.name}`,
            venueIds: [first],
          },
        ]
      : []),
    { kind: 'handover', label: 'Talk to a person', venueIds: [] },
  ]
  const text = groundText(reply.text, evidence.grounding) || 'Here is what I found.'
  return { text, parts: [...grounded, { type: 'actions', actions }] }
}
