import { describe, expect, it } from 'vitest'
import type { VenueCard } from './conversation-api'
import { groundModelReply, groundText, modelReplySchema, type ToolEvidence } from './model-reply'

const card = (id: number, name: string, total: string | null): VenueCard => ({
  venue: { id, slug: name.toLowerCase().replace(/ /g, '-'), name } as VenueCard['venue'],
  allIn: total ? { perGuest: '$150.00', total, packageName: 'Dinner', spaceName: 'Room' } : null,
  available: true,
  reason: null,
})

const evidence = (): ToolEvidence => ({
  cards: new Map([
    [1, card(1, 'Harbour Room', '$1,800.00')],
    [2, card(2, 'Elm Hall', null)],
  ]),
  comparisons: [],
  grounding: { venueIds: [1, 2], prices: ['$150.00', '$1,800.00'] },
})

describe('the model reply schema', () => {
  it('takes words and venue ids, nothing else', () => {
    expect(modelReplySchema.parse({ text: ' Hi ', parts: [{ type: 'venues', venueIds: [1] }] })).toEqual({
      text: 'Hi',
      parts: [{ type: 'venues', venueIds: [1] }],
    })
    expect(modelReplySchema.parse({ text: 'Hi' }).parts).toEqual([])
    // A card written by the model, an action, extra keys or empty words are refused.
    for (const bad of [
      { text: 'Hi', parts: [{ type: 'venues', venues: [card(1, 'X', null)] }] },
      { text: 'Hi', parts: [{ type: 'actions', actions: [] }] },
      { text: 'Hi', book: true },
      { text: '  ', parts: [] },
      { text: 'Hi', parts: [{ type: 'comparison', venueIds: [1] }] },
    ])
      expect(modelReplySchema.safeParse(bad).success).toBe(false)
  })
})

describe('grounding the model reply', () => {
  it('builds the cards from the tools, drops unknown venues and adds the buttons', () => {
    const out = groundModelReply({ text: 'Two picks.', parts: [{ type: 'venues', venueIds: [2, 99, 1] }] }, evidence())
    expect(out.text).toBe('Two picks.')
    expect(out.parts[0]).toEqual({ type: 'venues', venues: [evidence().cards.get(2), evidence().cards.get(1)] })
    expect(out.parts[1]).toEqual({
      type: 'actions',
      actions: [
        { kind: 'shortlist', label: 'Add to my shortlist', venueIds: [2, 1] },
        { kind: 'request', label: 'Request to book Elm Hall', venueIds: [2] },
        { kind: 'handover', label: 'Talk to a person', venueIds: [] },
      ],
    })
  })

  it('a comparison shows only a table the compare tool returned for those venues', () => {
    const e = evidence()
    const table = {
      type: 'comparison' as const,
      venues: [e.cards.get(1)!, e.cards.get(2)!],
      rows: [{ label: 'Seats', values: ['20', '40'] }],
    }
    e.comparisons.push(table)
    expect(
      groundModelReply({ text: 'Side by side.', parts: [{ type: 'comparison', venueIds: [1, 2] }] }, e).parts[0],
    ).toEqual(table)
    expect(
      groundModelReply({ text: 'Side by side.', parts: [{ type: 'comparison', venueIds: [2, 1] }] }, e).parts,
    ).toHaveLength(1)
  })

  it('cuts a sentence naming an amount no tool returned', () => {
    const g = evidence().grounding
    expect(groundText('Harbour Room is $1,800.00 all in. Elm Hall is only $12 a head! Shall I compare?', g)).toBe(
      'Harbour Room is $1,800.00 all in. Shall I compare?',
    )
    expect(groundText('It is $150 a guest.', g)).toBe('It is $150 a guest.')
    expect(groundModelReply({ text: 'Only $5!', parts: [] }, evidence()).text).toBe('Here is what I found.')
  })
})
