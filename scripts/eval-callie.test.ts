// The evaluation npm run eval:callie prints, kept by CI: the built-in reader meets its goals on the
// public set (eval/callie/requests.ts), and nothing is read against what was said.
import { describe, expect, it } from 'vitest'
import { parseConciergeRequest } from '~/domain/concierge/parse-concierge-request'
import { evaluateReader, READER_GOALS } from '../eval/callie/evaluate'
import { EVAL_REQUESTS } from '../eval/callie/requests'

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
