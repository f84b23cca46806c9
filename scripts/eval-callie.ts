// npm run eval:callie: the public evaluation of Callie (eval/callie): the built-in reader on the
// planner requests, then the scripted conversations against the built-in engine (and the language
// model engine when LLM_BASE_URL is set) over a freshly seeded catalogue. Prints the figures and
// exits non-zero when a goal is missed. `--failures` lists every request not read whole and every
// conversation that missed its outcome.
import { parseConciergeRequest } from '~/domain/concierge/parse-concierge-request'
import { evaluateReader, meetsReaderGoals, READER_GOALS, type ReaderReport } from '../eval/callie/evaluate'
import {
  evaluateConversations,
  meetsConversationGoals,
  type ConversationReport,
} from '../eval/callie/evaluate-conversations'

const pct = (x: number) => `${(x * 100).toFixed(1)} %`
const showFailures = process.argv.includes('--failures')

function printReaderFailures(report: ReaderReport) {
  for (const o of report.outcomes) {
    if (!o.wrong.length && !o.against.length) continue
    console.log(`\n  "${o.text}"`)
    for (const w of o.wrong)
      console.log(`    ${w.slot}: wanted ${JSON.stringify(w.wanted)}, read ${JSON.stringify(w.read)}`)
    for (const a of o.against) console.log(`    AGAINST what was said: ${a.slot} ${JSON.stringify(a.value)}`)
  }
}

function printConversationFailures(report: ConversationReport) {
  for (const o of report.outcomes) {
    if (o.reached) continue
    console.log(`\n  "${o.name}"`)
    for (const line of [...o.failures, ...o.breaks, ...o.notFromATool]) console.log(`    ${line}`)
  }
}

const report = evaluateReader(parseConciergeRequest)
if (showFailures) printReaderFailures(report)
console.log(`Callie, built-in reader: ${report.requests} requests, ${report.slotChecks} slot checks`)
console.log(`  slots read right:                 ${pct(report.slotsRight)} (goal ≥ ${pct(READER_GOALS.slotsRight)})`)
console.log(
  `  requests read whole:              ${pct(report.requestsWhole)} (goal ≥ ${pct(READER_GOALS.requestsWhole)})`,
)
console.log(`  slots read against what was said: ${report.against} (goal ${READER_GOALS.against})`)
let ok = meetsReaderGoals(report)

const started = performance.now()
const conversations = await evaluateConversations()
for (const c of conversations) {
  if (showFailures) printConversationFailures(c)
  const engine =
    c.engine === 'builtin'
      ? 'built-in engine'
      : `language model engine (${c.modelTurns} of ${c.turns} turns answered by the model, the rest fell back)`
  console.log(`Callie, ${engine}: ${c.conversations} scripted conversations`)
  console.log(`  conversations reaching their outcome:       ${c.reachedOutcome}/${c.conversations} (goal: all)`)
  console.log(`  recommendations breaking a hard constraint: ${c.hardConstraintBreaks} (goal 0)`)
  console.log(`  venues or prices not from a tool:           ${c.notFromATool} (goal 0)`)
  console.log(`  questions per conversation:                 ${c.questionsPerConversation.toFixed(2)}`)
  ok &&= meetsConversationGoals(c)
}
console.log(`  (conversations: ${((performance.now() - started) / 1000).toFixed(1)} s, seeding included)`)
console.log(ok ? 'All goals met.' : 'Goals missed (run with --failures to see which).')
process.exitCode = ok ? 0 : 1
