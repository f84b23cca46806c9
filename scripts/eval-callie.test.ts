// The evaluation npm run eval:callie prints, kept by CI: the built-in reader meets its goals on the
// public set (eval/callie/requests.ts), and nothing is read against what was said; every scripted
// conversation (eval/callie/conversations.ts) reaches its outcome over the seeded catalogue, with
// no recommendation breaking a hard constraint and nothing shown that no tool returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConciergeRequest } from '~/domain/concierge/parse-concierge-request'
import { startLlmLocalServer, type LlmLocalServer } from '../tests/support/llm-local-server'
import { openEvalCatalogue, type EvalCatalogue } from '../eval/callie/catalogue'
import type { CatalogueTruth } from '../eval/callie/catalogue-truth'
import { EVAL_CONVERSATIONS } from '../eval/callie/conversations'
import type { Played } from '../eval/callie/converse'
import { evaluateReader, READER_GOALS } from '../eval/callie/evaluate'
import { evaluateConversations } from '../eval/callie/evaluate-conversations'
import { judgeConversation } from '../eval/callie/judge'
import { EVAL_REQUESTS } from '../eval/callie/requests'
import { emptyBrief } from '~/domain/concierge/callie-brief'
import type { VenueCard } from '~/domain/concierge/conversation-api'

describe('npm run eval:callie, the reader', () => {
  const report = evaluateReader(parseConciergeRequest)

  it('holds at least 150 requests in planners’ own words', () =>
    expect(EVAL_REQUESTS.length).toBeGreaterThanOrEqual(150))

  it('reads no slot against what was said', () => {
    const against = report.outcomes.filter((o) => o.against.length).map((o) => [o.text, o.against])
    expect(against).toEqual([])
  })

  it('reads at least 98 % of the slots right and 90 % of the requests whole', () => {
    expect(report.slotsRight).toBeGreaterThanOrEqual(READER_GOALS.slotsRight)
    expect(report.requestsWhole).toBeGreaterThanOrEqual(READER_GOALS.requestsWhole)
  })
})

describe('npm run eval:callie, the conversations', () => {
  let catalogue: EvalCatalogue
  let llm: LlmLocalServer
  beforeAll(async () => {
    ;[catalogue, llm] = await Promise.all([openEvalCatalogue(), startLlmLocalServer()])
    // A seeded embedded database: past 60 s once at load 14 beside the browser suite.
  }, 180_000)
  afterAll(async () => {
    await llm?.close()
    await catalogue?.close()
  })

  it('holds at least 30 scripted conversations', () => expect(EVAL_CONVERSATIONS.length).toBeGreaterThanOrEqual(30))

  it('the built-in engine reaches every outcome, breaks no hard constraint and shows only what tools returned', async () => {
    const [builtin, ...others] = await evaluateConversations({ catalogue, env: {} })
    expect(others).toEqual([])
    const missed = builtin.outcomes.filter((o) => !o.reached).map((o) => [o.name, o.failures, o.breaks, o.notFromATool])
    expect(missed).toEqual([])
    expect(builtin).toMatchObject({ engine: 'builtin', hardConstraintBreaks: 0, notFromATool: 0 })
    expect(builtin.reachedOutcome).toBe(EVAL_CONVERSATIONS.length)
  }, 120_000)

  it('with a language model configured, plays them again through it, falling back for a turn it fails', async () => {
    const scripts = EVAL_CONVERSATIONS.filter((c) => c.name === 'no seafood')
    const env = { LLM_BASE_URL: llm.url }
    llm.script({ status: 500 })
    const [, failing] = await evaluateConversations({ catalogue, env, scripts })
    expect(failing).toMatchObject({ engine: 'model', modelTurns: 0, turns: 1, reachedOutcome: 1 })
    // A reply naming a venue no tool returned: the model's turn, its venue dropped, the outcome missed.
    llm.script({ content: { text: 'Made Up Hall is perfect.', parts: [{ type: 'venues', venueIds: [424_242] }] } })
    const [, invented] = await evaluateConversations({ catalogue, env, scripts })
    expect(invented).toMatchObject({ modelTurns: 1, reachedOutcome: 0, notFromATool: 0 })
    expect(invented.outcomes[0].failures[0]).toMatch(
      /^turn 1: shows actions \("Made Up Hall is perfect\."\), not venues$/,
    )
  }, 60_000)
})

describe('the judge of a conversation', () => {
  const card = (id: number, total: string): VenueCard =>
    ({
      venue: { id, name: `Venue ${id}` },
      allIn: { total, perGuest: '$10.00' },
      available: true,
      reason: null,
    }) as VenueCard
  const played = (cards: VenueCard[], text: string): Played => ({
    turns: [
      {
        step: { say: 'dinner for 20 in Chicago' },
        brief: { ...emptyBrief(), location: 'Chicago, IL', groupSize: 20 },
        raw: [{ text, parts: [{ type: 'venues', venues: cards }] }],
        shown: [],
        grounding: { venueIds: [1], prices: ['$200.00', '$10.00'] },
        engine: 'builtin',
      },
    ],
  })
  const truth = (broken: Record<number, string[]>): CatalogueTruth => ({
    breaks: async (id: number) => (broken[id] ?? []) as never,
    venuesThatFit: async () => [],
    hasPrivateRoom: async () => false,
    listedPrices: async () => ['$85'],
  })
  const script = { name: 'x', steps: [{ say: 'dinner for 20 in Chicago', expect: { shows: 'venues' as const } }] }

  it('reaches the outcome when every venue keeps the brief and came from a tool', async () => {
    const o = await judgeConversation(script, played([card(1, '$200.00')], 'From $85 a head.'), {
      truth: truth({}),
      contextVenueId: null,
    })
    expect(o).toMatchObject({ reached: true, breaks: [], notFromATool: [] })
  })

  it('counts a venue breaking a constraint, and a venue and a price no tool returned', async () => {
    const o = await judgeConversation(script, played([card(1, '$200.00'), card(2, '$300.00')], 'Only $99.50!'), {
      truth: truth({ 1: ['capacity'] }),
      contextVenueId: null,
    })
    expect(o.reached).toBe(false)
    expect(o.breaks).toEqual(['turn 1: Venue 1 (1) breaks capacity'])
    expect(o.notFromATool).toEqual(['turn 1: venue 2', 'turn 1: price $99.50', 'turn 1: price $300.00'])
  })
})
